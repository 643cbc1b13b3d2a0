// @vitest-environment node
// Compiles tests/types/sdk.test-d.ts with the repository tsconfig through the TypeScript API, once as written
// and once with its @ts-expect-error directives neutralised, in a single program.
import { describe, expect, it } from "vitest";
import ts from "typescript";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const typeTests = join(root, "tests/types/sdk.test-d.ts");
const stripped = join(root, "tests/types/__stripped__.ts");
const DIRECTIVE = /^\s*\/\/ @ts-expect-error/;

describe("SDK public types", () => {
  it("accept correct use, and every line marked @ts-expect-error really is a compile error", () => {
    const parsed = ts.parseJsonConfigFileContent(
      ts.readConfigFile(join(root, "tsconfig.json"), ts.sys.readFile).config,
      ts.sys,
      root,
    );
    const source = ts.sys.readFile(typeTests)!;
    const lines = source.split("\n");
    const host = ts.createCompilerHost(parsed.options);
    const read = host.readFile.bind(host);
    const exists = host.fileExists.bind(host);
    host.readFile = (f) => (f === stripped ? lines.map((l) => (DIRECTIVE.test(l) ? "" : l)).join("\n") : read(f));
    host.fileExists = (f) => f === stripped || exists(f);
    const program = ts.createProgram([typeTests, stripped], { ...parsed.options, noEmit: true }, host);
    const diagnostics = ts.getPreEmitDiagnostics(program);

    const asWritten = diagnostics.filter((d) => d.file?.fileName === typeTests);
    expect(asWritten.map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"))).toEqual([]);

    const errorLines = new Set(
      diagnostics
        .filter((d) => d.file?.fileName === stripped && d.start !== undefined)
        .map((d) => d.file!.getLineAndCharacterOfPosition(d.start!).line),
    );
    const directiveLines = lines.flatMap((l, i) => (DIRECTIVE.test(l) ? [i] : []));
    expect(directiveLines.length).toBeGreaterThanOrEqual(10);
    for (const line of directiveLines)
      expect(errorLines.has(line + 1), `line ${line + 2}: ${lines[line + 1]!.trim()}`).toBe(true);
  }, 90_000);
});
