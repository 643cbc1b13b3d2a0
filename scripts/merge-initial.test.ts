// @vitest-environment node
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";
import { staticClosure } from "./build-widget.mjs";
import { exportName, mergeInitialChunks } from "./merge-initial.mjs";

const dir = mkdtempSync(join(tmpdir(), "merge-initial-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A small widget: the entry and a later step share a counter (one chunk), the entry alone uses a helper, and the
// later step is loaded with import(), as steps 2–5 are.
const sources: Record<string, string> = {
  "counter.js": "export let count = 0;\nexport function bump() { return ++count; }\n",
  "label.js": 'export const label = (n) => "count " + n;\n',
  "entry.js":
    'import { bump } from "./counter.js";\nimport { label } from "./label.js";\nglobalThis.entryRuns = (globalThis.entryRuns ?? 0) + 1;\nglobalThis.first = label(bump());\nglobalThis.later = () => import("./later.js");\n',
  "later.js":
    'import { bump, count } from "./counter.js";\nexport const next = () => bump();\nexport const seen = () => count;\n',
};

async function splitAndJoin() {
  for (const [name, text] of Object.entries(sources)) writeFileSync(join(dir, name), text);
  const outdir = join(dir, "out");
  const { metafile } = await build({
    entryPoints: { checkout: join(dir, "entry.js") },
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    minify: true,
    entryNames: "[name]-[hash]",
    chunkNames: "chunk-[hash]",
    metafile: true,
    logLevel: "silent",
  });
  const entryOutput =
    Object.keys(metafile.outputs).find((f) => metafile.outputs[f]?.entryPoint?.endsWith("entry.js")) ?? "";
  const initial = staticClosure(metafile, entryOutput);
  const merged = await mergeInitialChunks({ outdir, metafile, entryOutput, initial, target: ["esnext"] }); // esbuild's default, as in the split build above
  return { outdir, entryOutput, initial, merged };
}

describe("joining the step-1 files", () => {
  it("runs the entry once, and a later chunk reaches the same module instances through the facades", async () => {
    const { initial, entryOutput, merged } = await splitAndJoin();
    expect(initial.length, "esbuild split the shared counter into its own chunk").toBeGreaterThan(1);
    expect(existsSync(entryOutput)).toBe(false);
    expect(merged).toMatch(/[/\\]checkout-[A-Z0-9]{8}\.js$/);
    const code = readFileSync(merged, "utf8");
    expect(code, "the joined file imports no facade").not.toMatch(/(?:from|import)\s*"\.\/chunk-/);
    const script = `
      await import(${JSON.stringify(pathToFileURL(merged).href)});
      const later = await globalThis.later();
      console.log(JSON.stringify({ runs: globalThis.entryRuns, first: globalThis.first, next: later.next(), seen: later.seen() }));`;
    const out = JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" }));
    // One counter: the entry bumped it to 1, the later chunk's bump makes it 2 and it sees 2.
    expect(out).toEqual({ runs: 1, first: "count 1", next: 2, seen: 2 });
  });

  it("rewrites each joined chunk as a facade of the joined file's prefixed exports", async () => {
    const { initial, entryOutput, merged, outdir } = await splitAndJoin();
    const chunks = initial.filter((f) => f !== entryOutput);
    for (const chunk of chunks) {
      const facade = readFileSync(chunk, "utf8");
      expect(facade).toMatch(
        new RegExp(`^export\\{[^}]+\\}from"\\./${merged.replace(/^.*[/\\]/, "").replace(".", "\\.")}";\\n$`),
      );
    }
    expect(readdirSync(outdir).filter((f) => f.startsWith("checkout-"))).toEqual([merged.replace(/^.*[/\\]/, "")]);
  });

  it("names a chunk's export after the chunk's hash, and refuses a chunk named otherwise", () => {
    expect(exportName("dist/widget/chunk-5AEOXPLD.js", "x")).toBe("_5AEOXPLD_x");
    expect(exportName("chunk-AB12.js", "$")).toBe("_AB12_$");
    expect(() => exportName("dist/widget/shared.js", "x")).toThrow(/not named chunk-<hash>\.js/);
  });
});
