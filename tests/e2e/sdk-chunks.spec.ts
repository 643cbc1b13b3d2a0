import { readFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { expect, test, type Route } from "@playwright/test";
import { openParityPage } from "./sdk-parity/harness/page.ts";
import { clientToken } from "../fixtures/gateway/index.ts";
import { BRAINTREE_SANDBOX_URLS } from "../fixtures/gateway/configuration.ts";

// Our built SDK in headless Chromium, with the two on-demand chunks a page waits for (GraphQL card tokenization,
// us-bank-account's bank login) never arriving: both waits must end after CHUNK_TIMEOUT_MS (10 s), the card
// tokenization by going to the REST client API, the bank login with its typed error.
const oursDir = process.env.PARITY_SDK_DIR ?? join(resolve(import.meta.dirname, "../.."), "dist/sdk");

test("on-demand SDK chunks that never load: card tokenization falls back to REST, bank login rejects, both after 10 s", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const pp = await openParityPage(page);
  expect(pp.missing).toEqual([]);
  const held: Route[] = [];
  const heldFiles = new Set<string>();
  // Page routes run before the harness's context route: hold the lazy chunks, pass every other file on.
  await page.route("**/ours/chunk-*.js", async (route) => {
    const file = basename(new URL(route.request().url()).pathname);
    const text = readFileSync(join(oursDir, file), "utf8");
    if (!text.includes("TokenizeCreditCard") && !text.includes("linkBankAccount")) return route.fallback();
    heldFiles.add(file);
    held.push(route);
  });
  pp.gateway.reset({ merchant: { graphQLFeatures: ["tokenize_credit_cards"] } });
  const auth = clientToken({ clientApiOrigin: BRAINTREE_SANDBOX_URLS.clientApiOrigin, tag: "chunks" });

  try {
    const outcome = await page.evaluate(async (authorization) => {
      const sdk = (window as any).__parity.impls.ours;
      const client = await sdk.client.create({ authorization });
      const usb = await sdk.usBankAccount.create({ client });
      const started = performance.now();
      type Settled = { value?: any; error?: Record<string, unknown>; ms: number };
      const settle = (p: Promise<any>): Promise<Settled> =>
        p.then(
          (value) => ({ value, ms: performance.now() - started }),
          (e) => ({
            error: { name: e.name, code: e.code, type: e.type, message: e.message },
            ms: performance.now() - started,
          }),
        );
      const [card, bank] = await Promise.all([
        settle(
          client.request({
            method: "post",
            endpoint: "payment_methods/credit_cards",
            data: { creditCard: { number: "4111111111111111", expirationDate: "12/2030" } },
          }),
        ),
        settle(usb.tokenize({ mandateText: "I authorize it.", bankLogin: { displayName: "Shop" } })),
      ]);
      return { card, bank };
    }, auth);

    expect([...heldFiles]).toHaveLength(2);
    expect(outcome.card.ms).toBeGreaterThanOrEqual(9_900);
    expect(outcome.card.value.creditCards[0].nonce).toEqual(expect.any(String));
    // The tokenization went to the client API, never to GraphQL.
    const endpoints = pp.gateway.requests.map((r) => `${r.method} ${r.path}`);
    expect(endpoints.filter((e) => e.includes("credit_cards"))).toEqual([
      "POST /merchants/merchantid123/client_api/v1/payment_methods/credit_cards",
    ]);
    expect(pp.gateway.requests.map((r) => r.endpoint)).not.toContain("graphql:TokenizeCreditCard");
    expect(outcome.bank.ms).toBeGreaterThanOrEqual(9_900);
    expect(outcome.bank.error).toEqual({
      name: "BraintreeError",
      code: "US_BANK_ACCOUNT_LOGIN_LOAD_FAILED",
      type: "NETWORK",
      message: "Bank login flow failed to load.",
    });
  } finally {
    for (const route of held) await route.abort("timedout").catch(() => undefined);
  }
});
