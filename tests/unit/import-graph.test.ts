// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// The import graph of every part (widget, loader, sdk, demo-site with the server) has no circles, and the server's
// arrows only point down its layers (ARCHITECTURE.md, "Server layers"). Every static `import`/`export … from` of a
// non-test source file counts, type-only ones too: a circle through types alone still ties the files into one knot.
// Dynamic `import()` is not followed: a lazily loaded chunk may name the code that loads it.

const repo = resolve(import.meta.dirname, "../..");
const parts = ["widget", "loader", "sdk", "demo-site"];
const server = join(repo, "demo-site/server");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.name === "node_modules" || entry.name.startsWith(".")) return [];
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")
      ? [path]
      : [];
  });
}

const specifierPattern = /^\s*(?:import|export)\s[^;]*?\sfrom\s+["']([^"']+)["']|^\s*import\s+["']([^"']+)["']/gm;

/** Relative specifiers of `file` that name another known source file. */
export function localImports(file: string, text: string, files: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(specifierPattern)) {
    const spec = m[1] ?? m[2] ?? "";
    if (!spec.startsWith(".")) continue;
    const target = resolve(dirname(file), spec);
    if (files.has(target)) out.push(target);
  }
  return out;
}

/** Every circle of the graph: one sorted path list per strongly connected component of more than one file, or a self-import. */
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

/**
 * The server's layers, highest first. A file may import its own layer or a lower one; the two kinds of handlers
 * (routes/ and pages/) share a rank but never import each other: what both need lives lower down.
 */
const serverLayers: readonly (readonly string[])[] = [
  ["index.ts", "server.ts", "app.ts", "workers.ts", "reconcile-command.ts", "sdk-playground.ts", "testing"],
  ["routes", "pages"],
  ["config.ts", "context.ts", "paint"],
  ["http"],
  ["domain"],
  ["store"],
];

/** The layer name of a server file: its first folder, or its own name at the top. */
export function serverLayer(file: string): string {
  return relative(server, file).split("/")[0] ?? "";
}

/** Why the arrow `from` → `to` breaks the server's layering, or undefined when it keeps it. */
export function layerBreak(from: string, to: string): string | undefined {
  const rank = (layer: string) => serverLayers.findIndex((group) => group.includes(layer));
  const [a, b] = [serverLayer(from), serverLayer(to)];
  if (rank(a) < 0) return `${a} has no layer: add it to serverLayers in tests/unit/import-graph.test.ts`;
  if (rank(b) < 0) return `${b} has no layer: add it to serverLayers in tests/unit/import-graph.test.ts`;
  if (rank(b) < rank(a)) return `${a} is below ${b}, so it may not import it (an arrow up)`;
  if (a !== b && rank(a) === rank(b) && rank(a) === 1) return `${a} and ${b} are both handlers and stay apart`;
  return undefined;
}

let graph: Map<string, string[]> | undefined;

/** Every source file of the parts with the files it imports, read once for all the tests below. */
function repoGraph(): Map<string, string[]> {
  if (graph) return graph;
  const files = parts.flatMap((part) => sourceFiles(join(repo, part)));
  const known = new Set(files);
  graph = new Map(files.map((file) => [file, localImports(file, readFileSync(file, "utf8"), known)]));
  return graph;
}

describe("the import graph", () => {
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
    expect(localImports("/s/a.ts", text, files)).toEqual(["/s/b/c.ts", "/s/a.ts", "/s/b/c.ts"]);
  });

  it("tells an arrow up and handlers that meet from arrows that keep the layers (the check itself)", () => {
    const at = (path: string) => join(server, path);
    expect(layerBreak(at("routes/events.ts"), at("domain/events/event-cache.ts"))).toBeUndefined();
    expect(layerBreak(at("domain/orders/x.ts"), at("domain/mail/y.ts"))).toBeUndefined();
    expect(layerBreak(at("store/index.ts"), at("domain/errors.ts"))).toMatch(/arrow up/);
    expect(layerBreak(at("domain/errors.ts"), at("http/json.ts"))).toMatch(/arrow up/);
    expect(layerBreak(at("pages/embed-page.ts"), at("routes/events.ts"))).toMatch(/handlers/);
    expect(layerBreak(at("reports/x.ts"), at("store/index.ts"))).toMatch(/no layer/);
  });

  it("has no circles in widget, loader, sdk and demo-site (type-only imports included)", () => {
    const circles = findCircles(repoGraph()).map((component) => component.map((file) => relative(repo, file)));
    expect(circles).toEqual([]);
  });

  it("has no arrow up between the server's layers", () => {
    const breaks = [...repoGraph()]
      .filter(([file]) => file.startsWith(server + "/"))
      .flatMap(([file, targets]) =>
        targets
          .filter((target) => target.startsWith(server + "/"))
          .flatMap((target) => {
            const why = layerBreak(file, target);
            return why ? [`${relative(server, file)} → ${relative(server, target)}: ${why}`] : [];
          }),
      );
    expect(breaks).toEqual([]);
  });

  it("keeps the SDK standalone: its modules import nothing of the other parts", () => {
    const sdk = join(repo, "sdk") + "/";
    const outside = [...repoGraph()]
      .filter(([file]) => file.startsWith(sdk))
      .flatMap(([file, targets]) =>
        targets.filter((t) => !t.startsWith(sdk)).map((t) => `${relative(repo, file)} → ${relative(repo, t)}`),
      );
    expect(outside).toEqual([]);
  });
});
