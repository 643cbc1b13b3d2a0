// @vitest-environment node
// Every export of the SDK's public entries (sdk/<module>/index.ts) carries a doc comment: functions, classes and
// constants, and the methods of the exported classes and interfaces (each overload), which merchants call. The
// generated reference (`npm run docs`, TypeDoc) shows these comments; an export without one would show empty.
import { readdirSync, existsSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const modules = readdirSync(join(root, "sdk")).filter((m) => existsSync(join(root, "sdk", m, "index.ts")));

/** The comment text of a declaration's own JSDoc (`/** … *\/` right above it; a variable's is on its statement). */
function docText(declaration: ts.Node): string {
  return ts
    .getJSDocCommentsAndTags(declaration)
    .filter(ts.isJSDoc)
    .map((doc) => (typeof doc.comment === "string" ? doc.comment : (ts.getTextOfJSDocComment(doc.comment) ?? "")))
    .join("")
    .trim();
}

/** Where a declaration is, for the failure message. */
const place = (node: ts.Node) => {
  const file = node.getSourceFile();
  return `${relative(root, file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
};

function undocumented(): string[] {
  const parsed = ts.parseJsonConfigFileContent(
    ts.readConfigFile(join(root, "tsconfig.sdk.json"), ts.sys.readFile).config,
    ts.sys,
    root,
  );
  const entries = modules.map((m) => join(root, "sdk", m, "index.ts"));
  const program = ts.createProgram(entries, { ...parsed.options, noEmit: true });
  const checker = program.getTypeChecker();
  const missing: string[] = [];
  for (const entry of entries) {
    const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(entry)!)!;
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const name = `${relative(root, entry)}: ${exported.name}`;
      const isValue = symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Class | ts.SymbolFlags.Variable);
      if (isValue) for (const d of symbol.declarations ?? []) if (!docText(d)) missing.push(`${name} (${place(d)})`);
      if (!(symbol.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface))) continue;
      // Members merchants call: methods and function-typed properties, not private ones or _internals.
      for (const member of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol))) {
        const overloaded = (member.declarations ?? []).length > 1;
        for (const d of member.declarations ?? []) {
          // An overloaded method's implementation is not part of its type: its overloads carry the comments.
          if (overloaded && ts.isMethodDeclaration(d) && d.body) continue;
          if (
            member.name.startsWith("_") ||
            ts.getCombinedModifierFlags(d) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)
          )
            continue;
          const callable =
            ts.isMethodDeclaration(d) ||
            ts.isMethodSignature(d) ||
            checker.getTypeOfSymbolAtLocation(member, d).getCallSignatures().length > 0;
          if (callable && !docText(d)) missing.push(`${name}.${member.name} (${place(d)})`);
        }
      }
    }
  }
  return missing;
}

describe("SDK doc comments", () => {
  it("every exported function, class, constant and method of the nine public entries has one", () => {
    expect(modules).toHaveLength(9);
    expect(undocumented()).toEqual([]);
  }, 90_000);
});
