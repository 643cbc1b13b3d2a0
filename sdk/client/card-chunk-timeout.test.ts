// The GraphQL card-tokenization code is a chunk fetched with import(). A chunk that never arrives must not hold
// the request forever: after CHUNK_TIMEOUT_MS the tokenization goes to the REST client API, as when the chunk
// fails to load.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { create } from "./index.ts";
import { clearClientCache } from "./create-client.ts";
import { CHUNK_TIMEOUT_MS } from "../lib/constants.ts";
import { clientToken, gatewayHandler, installFakeFetch, sandboxConfiguration } from "../lib/testing/fake-fetch.ts";

// The chunk's fetch hangs: its module never finishes loading.
vi.mock("./graphql-credit-card.ts", () => new Promise(() => {}));

beforeEach(() => clearClientCache());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("card tokenization whose GraphQL chunk never loads", () => {
  it(`goes to REST after ${CHUNK_TIMEOUT_MS} ms, not before`, async () => {
    const withFeature = sandboxConfiguration({
      graphQL: { url: "https://payments.sandbox.braintree-api.com/graphql", features: ["tokenize_credit_cards"] },
    });
    const requests = installFakeFetch(
      gatewayHandler(withFeature, () => ({ status: 201, body: { creditCards: [{ nonce: "rest" }] } })),
    );
    const client = await create({ authorization: clientToken() });
    requests.length = 0;
    vi.useFakeTimers();
    const settled = vi.fn();
    const pending = client.request({
      method: "post",
      endpoint: "payment_methods/credit_cards",
      data: { creditCard: { number: "4111" } },
    });
    pending.then(settled, settled);

    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    expect(requests).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({ _httpStatus: 201, creditCards: [{ nonce: "rest" }] });
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual([
      "/merchants/merchant_id/client_api/v1/payment_methods/credit_cards",
    ]);
  });
});
