// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SANDBOX_MARKER } from "./sandbox/index.ts";

// Reads the built bundles (npm test builds before vitest runs; alone: `node scripts/build-part.mjs widget`).
const root = join(import.meta.dirname, "../..");
function bundle(dir: string): { initial: string; all: string } {
  const manifestPath = join(root, dir, "manifest.json");
  if (!existsSync(manifestPath))
    throw new Error(`${dir}/manifest.json is missing: build the widget first (node scripts/build-part.mjs widget)`);
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as { initial: string[]; files: string[] };
  const read = (files: string[]) => files.map((f) => readFileSync(join(root, dir, f), "utf8")).join("\n");
  return { initial: read(manifest.initial), all: read(manifest.files) };
}

describe("widget bundles", () => {
  it("the production bundle has no sandbox adapter; the demo bundle has it", () => {
    expect(bundle("dist/widget").all).not.toContain(SANDBOX_MARKER);
    expect(bundle("dist/widget-demo").all).toContain(SANDBOX_MARKER);
  });

  it("step 1's code holds no provider SDK: no Stripe, PayPal or Braintree code up front, all of it in later chunks", () => {
    const { initial, all } = bundle("dist/widget");
    for (const marker of [
      "js.stripe.com",
      "paypal.com/sdk/js",
      "braintreegateway.com",
      "hosted-fields",
      "createOrder",
    ]) {
      expect(initial, marker).not.toContain(marker);
    }
    expect(all).toContain("js.stripe.com");
    expect(all).toContain("paypal.com/sdk/js");
    expect(all).toContain("braintreegateway.com");
  });
});
