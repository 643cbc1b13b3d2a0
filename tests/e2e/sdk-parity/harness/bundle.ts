import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build } from "esbuild";

const root = resolve(import.meta.dirname, "../../../..");

/** The braintree-web modules the parity suite compares, under the names braintree.js exposes on window.braintree. */
const ENTRY = `
export * as client from "braintree-web/client";
export * as vaultManager from "braintree-web/vault-manager";
export * as preferredPaymentMethods from "braintree-web/preferred-payment-methods";
export * as usBankAccount from "braintree-web/us-bank-account";
export * as unionpay from "braintree-web/unionpay";
export * as threeDSecure from "braintree-web/three-d-secure";
export * as paypal from "braintree-web/paypal";
export * as sepa from "braintree-web/sepa";
export * as venmo from "braintree-web/venmo";
`;

/**
 * braintree-web 3.109.0 bundled into one browser IIFE (`window.braintree`), built once and cached in the temp
 * directory under a key of the package version and this entry, so parallel workers and reruns reuse it.
 */
export async function braintreeBundle(): Promise<string> {
  const version = JSON.parse(readFileSync(join(root, "node_modules/braintree-web/package.json"), "utf8"))
    .version as string;
  const key = createHash("sha256")
    .update(version + ENTRY)
    .digest("hex")
    .slice(0, 16);
  const dir = join(tmpdir(), "sdk-parity-cache");
  const file = join(dir, `braintree-${version}-${key}.js`);
  if (existsSync(file)) return readFileSync(file, "utf8");
  mkdirSync(dir, { recursive: true });
  const result = await build({
    stdin: { contents: ENTRY, resolveDir: root, loader: "js" },
    bundle: true,
    format: "iife",
    globalName: "braintree",
    platform: "browser",
    target: "es2020",
    write: false,
    logLevel: "warning",
  });
  const code = result.outputFiles[0]!.text;
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, code);
  renameSync(partial, file); // atomic: another worker never reads a half-written bundle
  return code;
}
