// @vitest-environment node
// The docs stay true to the code: every environment variable README.md and docs/*.md name is one the server (or the
// repository's own scripts and tests) reads, every variable the server reads is listed in docs/operations.md, and
// every `npm run <script>` they tell the reader to type exists in package.json. The server's variables are found in
// its code, not in a list kept here: `env.NAME` reads in its source, plus every name `readConfig` asks the
// environment for (its tables and built names, such as LIMIT_<NAME>_WINDOW), watched through a recording proxy.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { readConfig } from "../../demo-site/server/config.ts";
import { BRAINTREE_TEST_ENV } from "../../demo-site/server/testing/live/braintree.ts";
import { MOLLIE_TEST_ENV } from "../../demo-site/server/testing/live/mollie.ts";
import { PAYPAL_TEST_ENV } from "../../demo-site/server/testing/live/paypal.ts";
import { STRIPE_TEST_ENV } from "../../demo-site/server/testing/live/stripe.ts";
import { docPages, root } from "./doc-pages.ts";

const pages = docPages;
const read = (path: string) => readFileSync(join(root, path), "utf8");

/** An environment variable's shape: upper case, digits and `_` (npm's own lower-case ones are npm's). */
const NAME = /^[A-Z][A-Z0-9_]*$/;
/** In prose only a name with a `_` is taken for a variable: `EUR` or `HTML` alone are not. */
const PROSE_NAME = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;

/** Source files under `dir` (relative to the root), tests and test helpers left out when `code` is true. */
function sources(dir: string, code: boolean): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(ts|tsx|mjs|js)$/.test(entry.name)) continue;
    const path = relative(root, join(entry.parentPath, entry.name));
    if (path.includes("node_modules")) continue;
    if (code && (/\.test\.tsx?$/.test(path) || path.includes("/testing/"))) continue;
    out.push(path);
  }
  return out;
}

/** Names read as `env.NAME` or `env["NAME"]` (process.env included) in the given files. */
function staticReads(files: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    for (const m of read(file).matchAll(
      /\benv(?:\.([A-Za-z_][A-Za-z0-9_]*)|\[\s*["'`]([A-Za-z_][A-Za-z0-9_]*)["'`]\s*\])/g,
    )) {
      names.add((m[1] ?? m[2])!);
    }
  }
  return names;
}

/** Every name `readConfig` asks for, under the environments the server's own tests start it with. */
function configReads(): Set<string> {
  const names = new Set<string>();
  const scenarios: Record<string, string>[] = [
    {},
    { PAYMENTS_ENV: "live" },
    STRIPE_TEST_ENV,
    PAYPAL_TEST_ENV,
    BRAINTREE_TEST_ENV,
    MOLLIE_TEST_ENV,
  ];
  for (const scenario of scenarios) {
    const env = new Proxy<NodeJS.ProcessEnv>(
      { ...scenario },
      {
        get: (target, key) => (typeof key === "string" && names.add(key), Reflect.get(target, key)),
        has: (target, key) => (typeof key === "string" && names.add(key), Reflect.has(target, key)),
      },
    );
    readConfig(env, root);
  }
  return names;
}

/** The variables the server reads (its source, not its tests), in the shape of an environment variable. */
export function serverVariables(): Set<string> {
  const all = new Set([...staticReads(sources("demo-site/server", true)), ...configReads()]);
  return new Set([...all].filter((n) => NAME.test(n)));
}

/** What the repository's own build, bench and test scripts read (CHROMIUM_PATH, BENCH_*, TEST_DATABASE_URL, …). */
function toolingVariables(): Set<string> {
  const files = [...sources("scripts", false), ...sources("tests", false), "build.mjs", "playwright.config.ts"];
  return new Set([...staticReads(files)].filter((n) => NAME.test(n)));
}

/** The SDK's and widget's own upper-case strings (error codes such as PAYPAL_POPUP_CLOSED): not variables. */
function codeStrings(): Set<string> {
  const names = new Set<string>();
  for (const file of [...sources("sdk", true), ...sources("widget", true)]) {
    for (const m of read(file).matchAll(/["'`]([A-Z][A-Z0-9_]+)["'`]/g)) names.add(m[1]!);
  }
  return names;
}

/**
 * The variables a page names: in an inline code span that is the name alone or `NAME=value`, and in a fenced block
 * only as `NAME=` (placeholders such as ORDER_ID in an example are not variables).
 */
export function namedVariables(markdown: string, shape: RegExp = PROSE_NAME): Set<string> {
  const names = new Set<string>();
  const fenced = markdown.match(/^```[\s\S]*?^```/gm) ?? [];
  for (const block of fenced) for (const m of block.matchAll(/\b([A-Z][A-Z0-9_]*)=/g)) names.add(m[1]!);
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, "");
  for (const [, span] of prose.matchAll(/`([^`\n]+)`/g)) {
    const m = /^([A-Z][A-Z0-9_]*)(?:=|$)/.exec(span!);
    if (m) names.add(m[1]!);
  }
  return new Set([...names].filter((n) => shape.test(n)));
}

/** `npm run <script>`, `npm start` and `npm test` as a page tells the reader to type them. */
export function npmScripts(markdown: string): Set<string> {
  const names = new Set<string>();
  for (const m of markdown.matchAll(/\bnpm run ([a-z0-9][\w:.-]*)/g)) names.add(m[1]!.replace(/[.:]+$/, ""));
  for (const m of markdown.matchAll(/\bnpm (start|test)\b/g)) names.add(m[1]!);
  return names;
}

describe("docs name only what exists", () => {
  const server = serverVariables();
  const known = new Set([...server, ...toolingVariables()]);
  const notVariables = codeStrings();

  it("finds the server's variables in its code", () => {
    // A floor that fails if the scan stops seeing its three kinds of read: a plain env.X, a table, a built name.
    for (const name of ["DATABASE_URL", "MAX_BODY_BYTES", "LIMIT_ORDERS_WINDOW", "STRIPE_API_BASE"]) {
      expect(server, name).toContain(name);
    }
  });

  it.each(pages)("%s names no variable nothing reads", (page) => {
    // NODE_* are Node's own (NODE_CLUSTER_SCHED_POLICY): Node reads them, documented by Node.
    const unknown = [...namedVariables(read(page))].filter(
      (n) => !known.has(n) && !notVariables.has(n) && !n.startsWith("NODE_"),
    );
    expect(unknown, `${page} names variables that neither the server nor the scripts read`).toEqual([]);
  });

  it.each(pages)("%s names only npm scripts package.json has", (page) => {
    const scripts = Object.keys((JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts);
    const missing = [...npmScripts(read(page))].filter((s) => !scripts.includes(s));
    expect(missing, `${page} names npm scripts package.json does not have`).toEqual([]);
  });

  it("docs/operations.md lists every variable the server reads", () => {
    const listed = namedVariables(read("docs/operations.md"), NAME);
    const unlisted = [...server].filter((n) => !listed.has(n)).sort();
    expect(unlisted, "variables the server reads that docs/operations.md does not list").toEqual([]);
  });
});
