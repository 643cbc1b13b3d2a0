import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { create } from "./index.ts";
import { clearClientCache } from "./create-client.ts";
import { clientToken, gatewayHandler, installFakeFetch, sandboxConfiguration } from "../lib/testing/fake-fetch.ts";

const SELECTOR = 'script[fncls="fnparams-dede7cc5-15fd-4c75-a9f4-36c430ee3a99"]';

beforeEach(() => {
  clearClientCache();
  document.querySelectorAll("script").forEach((s) => s.remove());
});
afterEach(() => vi.unstubAllGlobals());

async function tokenize(collectDeviceData: boolean, authorization = clientToken()) {
  installFakeFetch(
    gatewayHandler(sandboxConfiguration({ creditCards: { supportedCardTypes: ["Visa"], collectDeviceData } }), () => ({
      status: 201,
      body: { creditCards: [{ nonce: "tokencc_abcdefghijklmnopqrstuvwxyz_0123456789", type: "CreditCard" }] },
    })),
  );
  const client = await create({ authorization });
  return client.request({
    method: "post",
    endpoint: "payment_methods/credit_cards",
    data: { creditCard: { number: "4111" } },
  });
}

describe("fraudnet after card tokenization", () => {
  it("writes braintree-web's parameter block and loads PayPal's script when collectDeviceData is on", async () => {
    await tokenize(
      true,
      clientToken({
        authorizationFingerprint: "abc|created_at=x&merchant_id=merchant_id&customer_id=cust-7&public_key=pk",
      }),
    );
    // Fraudnet's code is a chunk loaded on demand after the tokenization resolves.
    await vi.waitFor(() => expect(document.querySelector(SELECTOR)).not.toBeNull());
    const params = document.querySelector(SELECTOR) as HTMLScriptElement;
    expect(params.type).toBe("application/json");
    expect(JSON.parse(params.text)).toEqual({
      f: "tokencc_abcdefghijklmnopqrstuvwx",
      fp: { rda_tenant: "bt_card", mid: "merchant_id", cid: "cust-7" },
      bu: false,
      s: "BRAINTREE_SIGNIN",
    });
    const scripts = [...document.querySelectorAll("script[src]")].map((s) => s.getAttribute("src"));
    expect(scripts).toEqual(["https://c.paypal.com/da/r/fb.js"]);
  });

  it("does nothing when collectDeviceData is off", async () => {
    await tokenize(false);
    await new Promise((resolve) => setTimeout(resolve, 50)); // as long as the "on" case would need to load it
    expect(document.querySelector(SELECTOR)).toBeNull();
    expect(document.querySelectorAll("script[src]")).toHaveLength(0);
  });
});
