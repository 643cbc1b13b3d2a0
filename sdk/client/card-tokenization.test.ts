import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { create } from "./index.ts";
import { clearClientCache } from "./create-client.ts";
import { clientToken, gatewayHandler, installFakeFetch, sandboxConfiguration } from "../lib/testing/fake-fetch.ts";

beforeEach(() => clearClientCache());
afterEach(() => vi.unstubAllGlobals());

describe("client.request payment_methods/credit_cards with the tokenize_credit_cards GraphQL feature", () => {
  const withFeature = sandboxConfiguration({
    graphQL: { url: "https://payments.sandbox.braintree-api.com/graphql", features: ["tokenize_credit_cards"] },
  });
  const tokenized = {
    data: {
      tokenizeCreditCard: {
        token: "tokencc_1",
        creditCard: { bin: "411111", brandCode: "VISA", last4: "1111", binData: null },
      },
    },
  };

  it("goes to GraphQL TokenizeCreditCard and resolves the REST shape with status 200", async () => {
    const requests = installFakeFetch(gatewayHandler(withFeature, () => ({ status: 200, body: tokenized })));
    const client = await create({ authorization: clientToken() });
    const res = await client.request({
      method: "post",
      endpoint: "payment_methods/credit_cards",
      data: { creditCard: { number: "4111111111111111", expirationDate: "12/2030" } },
    });
    expect(res._httpStatus).toBe(200);
    expect(res.creditCards[0]).toMatchObject({
      nonce: "tokencc_1",
      type: "CreditCard",
      description: "ending in 11",
      details: { cardType: "Visa", lastFour: "1111" },
    });
    const req = requests.at(-1)!;
    expect([req.method, req.url]).toEqual(["POST", "https://payments.sandbox.braintree-api.com/graphql"]);
    expect(req.headers.Authorization).toBe("Bearer fingerprint-123");
    expect(req.json.operationName).toBe("TokenizeCreditCard");
    expect(req.json.variables.input).toEqual({
      creditCard: { number: "4111111111111111", expirationMonth: "12", expirationYear: "2030" },
      options: { validate: true },
    });
  });

  it("stays on REST for UnionPay enrolment data and falls back to REST when GraphQL is unreachable", async () => {
    const requests = installFakeFetch(
      gatewayHandler(withFeature, (req) =>
        req.url.includes("/graphql") ? "network-error" : { status: 201, body: { creditCards: [{ nonce: "rest" }] } },
      ),
    );
    const client = await create({ authorization: clientToken() });
    requests.length = 0;
    await client.request({
      method: "post",
      endpoint: "payment_methods/credit_cards",
      data: { creditCard: { number: "62", options: { unionPayEnrollment: { id: "e" } } } },
    });
    expect(requests.map((r) => new URL(r.url).host)).toEqual(["api.sandbox.braintreegateway.com"]);
    requests.length = 0;
    const res = await client.request({
      method: "post",
      endpoint: "payment_methods/credit_cards",
      data: { creditCard: { number: "4111" } },
    });
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual([
      "/graphql",
      "/merchants/merchant_id/client_api/v1/payment_methods/credit_cards",
    ]);
    expect(res).toEqual({ _httpStatus: 201, creditCards: [{ nonce: "rest" }] });
  });

  it("maps a GraphQL VALIDATION error to CLIENT_REQUEST_ERROR 422 with the REST-shaped error", async () => {
    const errors = [
      {
        message: "Number is invalid",
        extensions: { errorClass: "VALIDATION", legacyCode: "81715", inputPath: ["input", "creditCard", "number"] },
      },
    ];
    installFakeFetch(gatewayHandler(withFeature, () => ({ status: 200, body: { data: null, errors } })));
    const client = await create({ authorization: clientToken() });
    await expect(
      client.request({
        method: "post",
        endpoint: "payment_methods/credit_cards",
        data: { creditCard: { number: "4" } },
      }),
    ).rejects.toMatchObject({
      code: "CLIENT_REQUEST_ERROR",
      details: {
        httpStatus: 422,
        originalError: {
          error: { message: "Credit card is invalid" },
          fieldErrors: [
            { field: "creditCard", fieldErrors: [{ code: "81715", field: "number", message: "Number is invalid" }] },
          ],
        },
      },
    });
  });
});
