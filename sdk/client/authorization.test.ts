import { describe, expect, it } from "vitest";
import { parseAuthorization } from "./authorization.ts";
import { clientToken } from "../lib/testing/fake-fetch.ts";

describe("parseAuthorization", () => {
  it("turns a tokenization key into its environment's configUrl (merchant ids may contain _)", () => {
    expect(parseAuthorization("sandbox_abc123_merchant_id")).toEqual({
      environment: "sandbox",
      attrs: { tokenizationKey: "sandbox_abc123_merchant_id" },
      configUrl: "https://api.sandbox.braintreegateway.com:443/merchants/merchant_id/client_api/v1/configuration",
    });
    expect(parseAuthorization("production_x9_m1").configUrl).toBe(
      "https://api.braintreegateway.com:443/merchants/m1/client_api/v1/configuration",
    );
  });

  it("reads configUrl, fingerprint and GraphQL from a base64 client token", () => {
    const data = parseAuthorization(clientToken());
    expect(data.configUrl).toBe(
      "https://api.sandbox.braintreegateway.com:443/merchants/merchant_id/client_api/v1/configuration",
    );
    expect(data.attrs).toEqual({ authorizationFingerprint: "fingerprint-123" });
    expect(data.graphQL).toEqual({ url: "https://payments.sandbox.braintree-api.com/graphql", date: "2018-05-11" });
  });

  it("throws CLIENT_INVALID_AUTHORIZATION for anything else", () => {
    for (const bad of ["not-base64-%%%", btoa("not json"), btoa("{}"), "", 12, null, "staging_abc_merchant"]) {
      expect(() => parseAuthorization(bad), String(bad)).toThrow(
        expect.objectContaining({
          code: "CLIENT_INVALID_AUTHORIZATION",
          type: "MERCHANT",
          message: "Authorization is invalid. Make sure your client token or tokenization key is valid.",
        }),
      );
    }
  });
});
