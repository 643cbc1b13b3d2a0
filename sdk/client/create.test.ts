import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { create, VERSION } from "./index.ts";
import { clearClientCache } from "./create-client.ts";
import { clientToken, gatewayHandler, installFakeFetch, sandboxConfiguration } from "../lib/testing/fake-fetch.ts";

beforeEach(() => clearClientCache());
afterEach(() => vi.unstubAllGlobals());

describe("client.create", () => {
  it("rejects INSTANTIATION_OPTION_REQUIRED without authorization", async () => {
    await expect(create({} as never)).rejects.toMatchObject({
      code: "INSTANTIATION_OPTION_REQUIRED",
      type: "MERCHANT",
      message: "options.authorization is required when instantiating a client.",
    });
    await expect(create(undefined as never)).rejects.toMatchObject({ code: "INSTANTIATION_OPTION_REQUIRED" });
  });

  it("rejects CLIENT_INVALID_AUTHORIZATION for a malformed authorization without a request", async () => {
    const requests = installFakeFetch(() => ({ status: 200, body: {} }));
    await expect(create({ authorization: "garbage" })).rejects.toMatchObject({ code: "CLIENT_INVALID_AUTHORIZATION" });
    expect(requests).toHaveLength(0);
  });

  it("fetches configuration for a client token with braintree-web's query fields", async () => {
    const requests = installFakeFetch(gatewayHandler(sandboxConfiguration()));
    const client = await create({ authorization: clientToken() });
    expect(requests).toHaveLength(1);
    const req = requests[0]!;
    expect(req.method).toBe("GET");
    expect(
      req.url.startsWith(
        "https://api.sandbox.braintreegateway.com:443/merchants/merchant_id/client_api/v1/configuration?",
      ),
    ).toBe(true);
    expect(req.headers).toEqual({ "Content-Type": "application/json" });
    const q = Object.fromEntries(req.query);
    expect(q).toMatchObject({
      authorizationFingerprint: "fingerprint-123",
      "_meta[merchantAppId]": location.host,
      "_meta[platform]": "web",
      "_meta[sdkVersion]": "3.109.0",
      "_meta[source]": "client",
      "_meta[integration]": "custom",
      "_meta[integrationType]": "custom",
      braintreeLibraryVersion: "braintree/web/3.109.0",
      configVersion: "3",
    });
    expect(q["_meta[sessionId]"]).toMatch(/^[0-9a-f-]{36}$/);
    const config = client.getConfiguration();
    expect(config).toMatchObject({
      authorization: clientToken(),
      authorizationType: "CLIENT_TOKEN",
      authorizationFingerprint: "fingerprint-123",
      gatewayConfiguration: sandboxConfiguration(),
    });
    expect(config.analyticsMetadata.sessionId).toBe(q["_meta[sessionId]"]);
  });

  it("asks GraphQL ClientConfiguration first for a tokenization key and adapts the answer", async () => {
    const requests = installFakeFetch(() => ({
      status: 200,
      body: {
        data: {
          clientConfiguration: {
            analyticsUrl: "https://origin-analytics-sand.sandbox.braintree-api.com/m",
            environment: "SANDBOX",
            merchantId: "m",
            assetsUrl: "https://assets.braintreegateway.com",
            clientApiUrl: "https://api.sandbox.braintreegateway.com:443/merchants/m/client_api",
            creditCard: null,
            paypal: null,
            unionPay: { merchantAccountId: "ua" },
            usBankAccount: { routeId: "r1", plaidPublicKey: "pk" },
            supportedFeatures: ["TOKENIZE_CREDIT_CARDS"],
          },
        },
      },
    }));
    const client = await create({ authorization: "sandbox_abc123_m" });
    expect(requests).toHaveLength(1);
    const req = requests[0]!;
    expect([req.method, req.url]).toEqual(["POST", "https://payments.sandbox.braintree-api.com/graphql"]);
    expect(req.headers).toEqual({
      "Content-Type": "application/json",
      Authorization: "Bearer sandbox_abc123_m",
      "Braintree-Version": "2018-05-10",
    });
    expect(req.json.operationName).toBe("ClientConfiguration");
    expect(Object.keys(req.json.clientSdkMetadata)).toEqual(["source", "integration", "sessionId"]);
    const gw = client.getConfiguration().gatewayConfiguration;
    expect(gw).toMatchObject({
      environment: "sandbox",
      merchantId: "m",
      analytics: { url: "https://origin-analytics-sand.sandbox.braintree-api.com/m" },
      graphQL: { url: "https://payments.sandbox.braintree-api.com/graphql", features: ["tokenize_credit_cards"] },
      paypalEnabled: false,
      unionPay: { enabled: true, merchantAccountId: "ua" },
      usBankAccount: { routeId: "r1", plaid: { publicKey: "pk" } },
      threeDSecureEnabled: false,
      creditCards: { supportedCardTypes: [] },
    });
    expect(client.getConfiguration().authorizationType).toBe("TOKENIZATION_KEY");
  });

  it("falls back to the REST configuration when GraphQL is unreachable or answers INTERNAL", async () => {
    for (const gqlAnswer of [
      "network-error",
      { status: 500, body: { errors: [{ message: "x", extensions: { errorClass: "INTERNAL" } }] } },
    ] as const) {
      clearClientCache();
      const requests = installFakeFetch((req) =>
        req.url.includes("/graphql") ? gqlAnswer : { status: 200, body: sandboxConfiguration() },
      );
      const client = await create({ authorization: "sandbox_abc123_merchant_id" });
      expect(requests.map((r) => r.method)).toEqual(["POST", "GET"]);
      expect(requests[1]!.query.get("tokenizationKey")).toBe("sandbox_abc123_merchant_id");
      expect(client.getConfiguration().gatewayConfiguration.merchantId).toBe("merchant_id");
    }
  });

  it("maps configuration failures: 401, 403, other -> CLIENT_GATEWAY_NETWORK", async () => {
    for (const [status, code] of [
      [401, "CLIENT_AUTHORIZATION_INVALID"],
      [403, "CLIENT_AUTHORIZATION_INSUFFICIENT"],
      [404, "CLIENT_GATEWAY_NETWORK"],
      [500, "CLIENT_GATEWAY_NETWORK"],
    ] as const) {
      clearClientCache();
      installFakeFetch(() => ({ status, body: { error: { message: "nope" } } }));
      await expect(create({ authorization: clientToken() })).rejects.toMatchObject({
        code,
        details: { originalError: { error: { message: "nope" } } },
      });
    }
  });

  it("caches one client per authorization and forgets a failed one", async () => {
    const requests = installFakeFetch(gatewayHandler(sandboxConfiguration()));
    const a = await create({ authorization: clientToken() });
    const b = await create({ authorization: clientToken() });
    expect(a).toBe(b);
    expect(requests).toHaveLength(1);
    await a.teardown();
    const c = await create({ authorization: clientToken() });
    expect(c).not.toBe(a);
    expect(requests).toHaveLength(2);
  });

  it("rejects CLIENT_GATEWAY_CONFIGURATION_INVALID_DOMAIN for an untrusted gateway URL", async () => {
    for (const [field, value, message] of [
      ["clientApiUrl", "https://evil.example.com/client_api", "clientApiUrl property is on an invalid domain."],
      ["assetsUrl", "http://assets.braintreegateway.com", "assetsUrl property is on an invalid domain."],
      ["graphQL", { url: "https://evil.example.com/graphql" }, "graphQL.url property is on an invalid domain."],
    ] as const) {
      clearClientCache();
      installFakeFetch(gatewayHandler(sandboxConfiguration({ [field]: value })));
      await expect(create({ authorization: clientToken() })).rejects.toMatchObject({
        code: "CLIENT_GATEWAY_CONFIGURATION_INVALID_DOMAIN",
        type: "MERCHANT",
        message,
      });
    }
  });

  it("fetches a client token's configUrl as given, like braintree-web; an unreachable one is CLIENT_GATEWAY_NETWORK", async () => {
    const requests = installFakeFetch(() => "network-error");
    await expect(
      create({
        authorization: clientToken({ configUrl: "https://elsewhere.example.com/client_api/v1/configuration" }),
      }),
    ).rejects.toMatchObject({
      code: "CLIENT_GATEWAY_NETWORK",
      details: { originalError: "error" },
    });
    expect(requests.map((r) => new URL(r.url).host)).toEqual(["elsewhere.example.com", "elsewhere.example.com"]);
  });

  it("accepts a loopback gateway when the page is on loopback", async () => {
    vi.stubGlobal("location", new URL("http://localhost:5173/"));
    const local = {
      environment: "development",
      clientApiUrl: "http://localhost:4000/merchants/m/client_api",
      configUrl: "http://localhost:4000/merchants/m/client_api/v1/configuration",
      assetsUrl: "http://localhost:4000",
      graphQL: { url: "http://localhost:4000/graphql", features: [] },
    };
    const requests = installFakeFetch((req) =>
      req.url.includes("configuration") ? { status: 200, body: local } : { status: 200, body: { data: { ok: true } } },
    );
    const client = await create({ authorization: clientToken({ configUrl: local.configUrl, graphQL: undefined }) });
    await client.request({ api: "graphQLApi", data: { query: "query Q { ok }" } });
    expect(requests.map((r) => r.url.split("?")[0])).toEqual([local.configUrl, "http://localhost:4000/graphql"]);
  });

  it("supports a callback and exposes VERSION", async () => {
    installFakeFetch(gatewayHandler(sandboxConfiguration()));
    const cb = vi.fn();
    expect(create({ authorization: clientToken() }, cb)).toBeUndefined();
    await vi.waitFor(() => expect(cb).toHaveBeenCalled());
    expect(cb.mock.calls[0]![0]).toBeNull();
    expect(cb.mock.calls[0]![1].getVersion()).toBe("3.109.0");
    expect(VERSION).toBe("3.109.0");
  });
});
