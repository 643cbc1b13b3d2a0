// SDK size bench: our SDK against braintree-web 3.109.0, each bundled with the SAME esbuild settings (bundle,
// minify, ESM, splitting, browser platform and target, metafile), for the client alone, the client plus each
// single module, and all modules together. Each output file is gzipped on its own (a browser fetches chunks separately).
// Per row and side it prints (a) "up front": the entry plus every chunk it imports statically (what a page
// downloads before create() can run) and (b) "total": (a) plus every chunk reachable through dynamic import()
// (fetched only on the paths that need it, e.g. GraphQL card tokenization). The budget, ours <= 40 % of
// braintree's gzip, applies to column (a): that is what every merchant pays on page load; (b) is shown so the
// split cannot hide code that is in fact always needed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

/** Ours (a) may be at most this share of braintree-web's (a), per row. */
export const BUDGET = 0.4;

/** module key -> [braintree-web import path, our entry] */
const MODULES = {
  client: ["braintree-web/client", "./sdk/client/index.ts"],
  "vault-manager": ["braintree-web/vault-manager", "./sdk/vault-manager/index.ts"],
  "preferred-payment-methods": ["braintree-web/preferred-payment-methods", "./sdk/preferred-payment-methods/index.ts"],
  "us-bank-account": ["braintree-web/us-bank-account", "./sdk/us-bank-account/index.ts"],
  "union-pay": ["braintree-web/unionpay", "./sdk/union-pay/index.ts"],
  "three-d-secure": ["braintree-web/three-d-secure", "./sdk/three-d-secure/index.ts"],
  paypal: ["braintree-web/paypal", "./sdk/paypal/index.ts"],
  sepa: ["braintree-web/sepa", "./sdk/sepa/index.ts"],
  venmo: ["braintree-web/venmo", "./sdk/venmo/index.ts"],
};

const ROWS = [
  ["client", ["client"]],
  ["client + vault-manager", ["client", "vault-manager"]],
  ["client + preferred-payment-methods", ["client", "preferred-payment-methods"]],
  ["client + us-bank-account", ["client", "us-bank-account"]],
  ["client + union-pay", ["client", "union-pay"]],
  ["client + three-d-secure", ["client", "three-d-secure"]],
  ["client + paypal", ["client", "paypal"]],
  ["client + sepa", ["client", "sepa"]],
  ["client + venmo", ["client", "venmo"]],
  [`all ${Object.keys(MODULES).length}`, Object.keys(MODULES)],
];

/** The settings both sides share; only the entry differs. */
const SETTINGS = {
  bundle: true,
  minify: true,
  format: "esm",
  splitting: true,
  metafile: true,
  platform: "browser",
  target: "es2020",
  write: false,
  legalComments: "none",
  logLevel: "silent",
};

const camel = (name) => name.replace(/-(\w)/g, (_, c) => c.toUpperCase());
const root = join(import.meta.dirname, "..");

/**
 * Bundles an entry that re-exports each module's namespace (what a merchant importing the modules gets) and
 * returns gzip bytes up front (entry + static imports, transitively) and in total (plus dynamic imports).
 */
async function size(scratch, side, specifiers) {
  const dir = join(scratch, side);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const entry = join(dir, "entry.js");
  const spec = (s) => JSON.stringify(s.startsWith("./") ? join(root, s) : s);
  writeFileSync(entry, specifiers.map(([name, s]) => `export * as ${camel(name)} from ${spec(s)};`).join("\n"));
  // nodePaths: the entry lives in a scratch directory, so bare "braintree-web/..." resolves from the project.
  const result = await build({
    ...SETTINGS,
    entryPoints: [entry],
    outdir: join(dir, "out"),
    absWorkingDir: root,
    nodePaths: [join(root, "node_modules")],
  });
  const gzip = new Map(result.outputFiles.map((f) => [f.path, gzipSync(f.contents, { level: 9 }).length]));
  const outputs = result.metafile.outputs;
  const abs = (p) => join(root, p);
  const entryOut = Object.keys(outputs).find((p) => outputs[p].entryPoint);
  const reach = (kinds) => {
    const seen = new Set();
    const visit = (p) => {
      if (seen.has(p)) return;
      seen.add(p);
      for (const imp of outputs[p].imports) if (!imp.external && kinds.includes(imp.kind)) visit(imp.path);
    };
    visit(entryOut);
    return [...seen].reduce((sum, p) => sum + (gzip.get(abs(p)) ?? 0), 0);
  };
  return {
    upfront: reach(["import-statement"]),
    total: reach(["import-statement", "dynamic-import"]),
    files: Object.keys(outputs).length,
  };
}

/**
 * Measures every row for both sides: `[{ label, bt, ours }]` with `{ upfront, total }` gzip bytes, or
 * `ours.error` when our side does not build. Builds in a fresh temp directory, removed afterwards.
 */
export async function measureSdkRows() {
  const scratch = mkdtempSync(join(tmpdir(), "bench-sdk-"));
  try {
    const rows = [];
    for (const [label, names] of ROWS) {
      const bt = await size(
        scratch,
        "braintree",
        names.map((n) => [n, MODULES[n][0]]),
      );
      let ours;
      try {
        ours = await size(
          scratch,
          "ours",
          names.map((n) => [n, MODULES[n][1]]),
        );
      } catch (e) {
        ours = { error: String(e.message ?? e).split("\n")[0] };
      }
      rows.push({ label, bt, ours });
    }
    return rows;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const kb = (n) => (n / 1024).toFixed(1) + " KiB";
const pct = (a, b) => `${((a / b) * 100).toFixed(1)} %`;

export async function benchSdk() {
  console.log(
    "\nSDK bundle size, gzip -9 per file: ours vs braintree-web 3.109.0 (same esbuild settings for both: bundle, minify, esm, splitting, platform browser, target es2020)",
  );
  console.log(
    "(a) up front = entry + statically imported chunks; (b) total = (a) + chunks loaded on demand by import().",
  );
  console.log(
    `Budget: ours (a) <= ${BUDGET * 100} % of braintree (a), because (a) is what every page loads; (b) is informational.`,
  );
  const header = [
    "row".padEnd(36),
    "bt (a)".padStart(9),
    "bt (b)".padStart(9),
    "ours (a)".padStart(9),
    "ours (b)".padStart(9),
    "ratio (a)".padStart(9),
    "ratio (b)".padStart(9),
    "budget (a)",
  ];
  console.log(header.join(" | "));
  console.log("-".repeat(header.join(" | ").length));
  let failures = 0;
  for (const { label, bt, ours } of await measureSdkRows()) {
    const cells = [label.padEnd(36), kb(bt.upfront).padStart(9), kb(bt.total).padStart(9)];
    if (ours.error) {
      failures++;
      cells.push("n/a".padStart(9), "n/a".padStart(9), "n/a".padStart(9), "n/a".padStart(9), `FAIL (${ours.error})`);
    } else {
      const pass = ours.upfront / bt.upfront <= BUDGET;
      if (!pass) failures++;
      cells.push(
        kb(ours.upfront).padStart(9),
        kb(ours.total).padStart(9),
        pct(ours.upfront, bt.upfront).padStart(9),
        pct(ours.total, bt.total).padStart(9),
        pass ? "PASS" : "FAIL",
      );
    }
    console.log(cells.join(" | "));
  }
  console.log(failures ? `SDK size budget (a): ${failures} row(s) FAIL` : "SDK size budget (a): all rows PASS");
  return { failures };
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSdk();
