// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// The server's import graph must have no circles: arrows run routes → domain → store (ARCHITECTURE.md, "Server
// layers"). Every static `import`/`export … from` of a non-test .ts file under demo-site/server counts, type-only
// ones too: a circle through types alone still ties the files into one knot (the three circles this test was
// written against went through `import type`). Dynamic `import()` is not followed.

const root = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

const specifierPattern = /^\s*(?:import|export)\s[^;]*?\sfrom\s+["']([^"']+)["']|^\s*import\s+["']([^"']+)["']/gm;

/** Relative specifiers of `file` that name another file of the server. */
export function serverImports(file: string, text: string, files: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(specifierPattern)) {
    const spec = m[1] ?? m[2] ?? "";
    if (!spec.startsWith(".")) continue;
    const target = resolve(dirname(file), spec);
    if (files.has(target)) out.push(target);
  }
  return out;
}

/** Every circle of the graph, as one file path list per strongly connected component with more than one file (or a self-import). */
export function findCircles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (node: string) => {
    indexOf.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indexOf.get(next)!));
    }
    if (low.get(node) === indexOf.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) circles.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!indexOf.has(node)) visit(node);
  return circles;
}

describe("the import graph of demo-site/server", () => {
  it("finds a circle when there is one (the check itself)", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(findCircles(graph)).toEqual([["a", "b", "c"]]);
    expect(findCircles(new Map([["a", ["a"]]]))).toEqual([["a"]]);
    expect(
      findCircles(
        new Map([
          ["a", ["b"]],
          ["b", []],
        ]),
      ),
    ).toEqual([]);
    const files = new Set(["/s/a.ts", "/s/b/c.ts"]);
    const text =
      'import type { X } from "./b/c.ts";\nimport { y } from "node:fs";\nexport { z } from "./a.ts";\nimport "./b/c.ts";';
    expect(serverImports("/s/a.ts", text, files)).toEqual(["/s/b/c.ts", "/s/a.ts", "/s/b/c.ts"]);
  });

  it("has no circles (type-only imports included)", () => {
    const files = sourceFiles(root);
    const known = new Set(files);
    const graph = new Map(files.map((file) => [file, serverImports(file, readFileSync(file, "utf8"), known)]));
    const circles = findCircles(graph).map((component) => component.map((file) => relative(root, file)));
    expect(circles).toEqual([]);
  });
});
