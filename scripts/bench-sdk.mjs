// SDK size bench: our SDK against braintree-web 3.109.0, each bundled with the SAME esbuild settings (bundle,
// minify, ESM, browser platform and target), for the client alone, the client plus each single module, and all
// five. Prints minified and gzip sizes side by side and checks the budget: ours <= 40 % of braintree's (gzip).
import { existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const BUDGET = 0.4;

/** module key -> [braintree-web import path, our entry] */
const MODULES = {
  client: ["braintree-web/client", "./sdk/client/index.ts"],
  "vault-manager": ["braintree-web/vault-manager", "./sdk/vault-manager/index.ts"],
  "preferred-payment-methods": ["braintree-web/preferred-payment-methods", "./sdk/preferred-payment-methods/index.ts"],
  "us-bank-account": ["braintree-web/us-bank-account", "./sdk/us-bank-account/index.ts"],
  "union-pay": ["braintree-web/unionpay", "./sdk/union-pay/index.ts"],
};

const ROWS = [
  ["client", ["client"]],
  ["client + vault-manager", ["client", "vault-manager"]],
  ["client + preferred-payment-methods", ["client", "preferred-payment-methods"]],
  ["client + us-bank-account", ["client", "us-bank-account"]],
  ["client + union-pay", ["client", "union-pay"]],
  ["all five", Object.keys(MODULES)],
];

/** The settings both sides share; only the entry differs. */
const SETTINGS = { bundle: true, minify: true, format: "esm", platform: "browser", target: "es2020", write: false, logLevel: "silent" };

const camel = (name) => name.replace(/-(\w)/g, (_, c) => c.toUpperCase());

/** Bundles an entry that re-exports each module's namespace (what a merchant importing the module gets). */
async function size(specifiers, extra = {}) {
  const contents = specifiers.map(([name, spec]) => `export * as ${camel(name)} from ${JSON.stringify(spec)};`).join("\n");
  const result = await build({ ...SETTINGS, ...extra, stdin: { contents, resolveDir: process.cwd(), loader: "js" } });
  const code = Buffer.concat(result.outputFiles.map((f) => Buffer.from(f.contents)));
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

const kb = (n) => (n / 1024).toFixed(1).padStart(7) + " KiB";

export async function benchSdk() {
  console.log("\nSDK bundle size: ours vs braintree-web 3.109.0 (esbuild: bundle, minify, esm, platform browser, target es2020; gzip -9)");
  const header = ["row".padEnd(36), "braintree min", "braintree gz", "ours min", "ours gz", "ours/bt gz", "budget <=40%"];
  console.log(header.join(" | "));
  console.log("-".repeat(header.join(" | ").length));
  let failures = 0;
  for (const [label, names] of ROWS) {
    const bt = await size(names.map((n) => [n, MODULES[n][0]]));
    const missing = names.filter((n) => !existsSync(MODULES[n][1]));
    let ours;
    if (!missing.length) {
      try {
        ours = await size(names.map((n) => [n, MODULES[n][1]]));
      } catch (e) {
        ours = { error: String(e.message ?? e).split("\n")[0] };
      }
    }
    const cells = [label.padEnd(36), kb(bt.min).padStart(13), kb(bt.gzip).padStart(12)];
    if (!ours || ours.error) {
      failures++;
      cells.push("n/a".padStart(11), "n/a".padStart(11), "n/a".padStart(10), `FAIL (${missing.length ? "missing " + missing.join(", ") : ours.error})`);
    } else {
      const ratio = ours.gzip / bt.gzip;
      const pass = ratio <= BUDGET;
      if (!pass) failures++;
      cells.push(kb(ours.min).padStart(11), kb(ours.gzip).padStart(11), `${(ratio * 100).toFixed(1)} %`.padStart(10), pass ? "PASS" : "FAIL");
    }
    console.log(cells.join(" | "));
  }
  console.log(failures ? `SDK size budget: ${failures} row(s) FAIL` : "SDK size budget: all rows PASS");
  return { failures };
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSdk();
