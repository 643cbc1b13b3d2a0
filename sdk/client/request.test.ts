import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { create } from "./index.ts";
import { clearClientCache } from "./create-client.ts";
import type { Client } from "./types.ts";
import { SdkError } from "../lib/sdk-error.ts";
import {
  clientToken,
  gatewayHandler,
  installFakeFetch,
  sandboxConfiguration,
  type FakeHandler,
  type RecordedRequest,
} from "../lib/testing/fake-fetch.ts";

const API = "https://api.sandbox.braintreegateway.com:443/merchants/merchant_id/client_api/v1/";

async function clientWith(
  rest: FakeHandler,
  authorization = clientToken(),
): Promise<{ client: Client; requests: RecordedRequest[] }> {
  const requests = installFakeFetch(gatewayHandler(sandboxConfiguration(), rest));
  const client = await create({ authorization });
  requests.length = 0;
  return { client, requests };
}

beforeEach(() => clearClientCache());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("client.request (REST)", () => {
  it("POSTs JSON to clientApiUrl/v1/<endpoint> with metadata and the fingerprint", async () => {
    const { client, requests } = await clientWith(() => ({ status: 201, body: { creditCards: [{ nonce: "n1" }] } }));
    const res = await client.request({
      method: "post",
      endpoint: "payment_methods/credit_cards",
      data: { creditCard: { number: "4111" } },
    });
    expect(res).toEqual({ _httpStatus: 201, creditCards: [{ nonce: "n1" }] });
    const req = requests[0]!;
    expect([req.method, req.url]).toEqual(["POST", `${API}payment_methods/credit_cards`]);
    expect(req.headers).toEqual({ "Content-Type": "application/json" });
    expect(Object.keys(req.json)).toEqual([
      "creditCard",
      "braintreeLibraryVersion",
      "_meta",
      "authorizationFingerprint",
    ]);
    expect(req.json).toMatchObject({
      creditCard: { number: "4111" },
      braintreeLibraryVersion: "braintree/web/3.109.0",
      _meta: {
        platform: "web",
        sdkVersion: "3.109.0",
        source: "client",
        integration: "custom",
        integrationType: "custom",
      },
      authorizationFingerprint: "fingerprint-123",
    });
  });

  it("sends the tokenization key instead for a tokenization-key client and merges caller _meta", async () => {
    const { client, requests } = await clientWith(() => ({ status: 200, body: {} }), "sandbox_abc123_merchant_id");
    // The tokenization key client came over GraphQL-or-REST; here the fake answers REST for everything.
    await client.request({ method: "post", endpoint: "x", data: { _meta: { source: "override" } } });
    expect(requests[0]!.json.tokenizationKey).toBe("sandbox_abc123_merchant_id");
    expect(requests[0]!.json.authorizationFingerprint).toBeUndefined();
    expect(requests[0]!.json._meta.source).toBe("override");
  });

  it("puts GET data in the query string", async () => {
    const { client, requests } = await clientWith(() => ({ status: 200, body: { paymentMethods: [] } }));
    await client.request({ method: "get", endpoint: "payment_methods", data: { defaultFirst: 1 } });
    const req = requests[0]!;
    expect(req.method).toBe("GET");
    expect(req.body).toBeUndefined();
    expect(req.url.startsWith(`${API}payment_methods?defaultFirst=1&braintreeLibraryVersion=`)).toBe(true);
    expect(req.query.get("authorizationFingerprint")).toBe("fingerprint-123");
    expect(req.query.get("_meta[sessionId]")).toBe(client.getConfiguration().analyticsMetadata.sessionId);
  });

  it("rejects CLIENT_OPTION_REQUIRED / CLIENT_OPTION_INVALID without a request", async () => {
    const { client, requests } = await clientWith(() => ({ status: 200, body: {} }));
    await expect(client.request({ endpoint: "x" } as never)).rejects.toMatchObject({
      code: "CLIENT_OPTION_REQUIRED",
      type: "MERCHANT",
      message: "options.method is required when making a request.",
    });
    await expect(client.request({ method: "get" } as never)).rejects.toMatchObject({
      message: "options.endpoint is required when making a request.",
    });
    await expect(client.request({ api: "soap", method: "get", endpoint: "x" } as never)).rejects.toMatchObject({
      code: "CLIENT_OPTION_INVALID",
      message: "options.api is invalid.",
    });
    expect(requests).toHaveLength(0);
  });

  it.each([
    [401, "CLIENT_AUTHORIZATION_INVALID", "MERCHANT"],
    [403, "CLIENT_AUTHORIZATION_INSUFFICIENT", "MERCHANT"],
    [429, "CLIENT_RATE_LIMITED", "MERCHANT"],
    [500, "CLIENT_GATEWAY_NETWORK", "NETWORK"],
    [503, "CLIENT_GATEWAY_NETWORK", "NETWORK"],
    [422, "CLIENT_REQUEST_ERROR", "NETWORK"],
    [404, "CLIENT_REQUEST_ERROR", "NETWORK"],
  ])("maps HTTP %i to %s with details.httpStatus", async (status, code, type) => {
    const body = { error: { message: "gateway says no" } };
    const { client } = await clientWith(() => ({ status, body }));
    const err = await client.request({ method: "post", endpoint: "x" }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SdkError);
    expect(err).toMatchObject({ code, type, details: { httpStatus: status } });
    if (code === "CLIENT_REQUEST_ERROR")
      expect((err as SdkError).details).toEqual({ originalError: body, httpStatus: status });
  });

  it("retries once on status 0 and on 408, then succeeds", async () => {
    for (const first of ["network-error", { status: 408 }] as const) {
      let calls = 0;
      const { client, requests } = await clientWith(() => (++calls === 1 ? first : { status: 200, body: { ok: 1 } }));
      await expect(client.request({ method: "post", endpoint: "x" })).resolves.toEqual({ _httpStatus: 200, ok: 1 });
      expect(requests).toHaveLength(2);
      clearClientCache();
    }
  });

  it("gives up after one retry: network failure -> CLIENT_GATEWAY_NETWORK (status 500), 408 -> CLIENT_REQUEST_ERROR", async () => {
    let r = await clientWith(() => "network-error");
    await expect(r.client.request({ method: "post", endpoint: "x" })).rejects.toMatchObject({
      code: "CLIENT_GATEWAY_NETWORK",
      details: { httpStatus: 500 },
    });
    expect(r.requests).toHaveLength(2);
    clearClientCache();
    r = await clientWith(() => ({ status: 408 }));
    await expect(r.client.request({ method: "post", endpoint: "x" })).rejects.toMatchObject({
      code: "CLIENT_REQUEST_ERROR",
      details: { httpStatus: 408 },
    });
    expect(r.requests).toHaveLength(2);
  });

  it("does not retry other failures", async () => {
    const { client, requests } = await clientWith(() => ({ status: 500, body: {} }));
    await expect(client.request({ method: "post", endpoint: "x" })).rejects.toMatchObject({
      code: "CLIENT_GATEWAY_NETWORK",
    });
    expect(requests).toHaveLength(1);
  });

  it("ends a request that never answers after its timeout and one retry, like braintree-web: CLIENT_GATEWAY_NETWORK, 500", async () => {
    const { client, requests } = await clientWith(() => "hang");
    const started = Date.now();
    await expect(client.request({ method: "post", endpoint: "x", timeout: 40 })).rejects.toMatchObject({
      code: "CLIENT_GATEWAY_NETWORK",
      type: "NETWORK",
      message: "Cannot contact the gateway at this time.",
      details: { httpStatus: 500 },
    });
    expect(requests).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(75);
  });

  it("calls back (err, null, status) and (null, data, status)", async () => {
    const { client } = await clientWith((req) =>
      req.url.includes("/v1/ok?") ? { status: 200, body: { a: 1 } } : { status: 403 },
    );
    const ok = vi.fn();
    const bad = vi.fn();
    expect(client.request({ method: "get", endpoint: "ok" }, ok)).toBeUndefined();
    client.request({ method: "get", endpoint: "bad" }, bad);
    await vi.waitFor(() => {
      expect(ok).toHaveBeenCalled();
      expect(bad).toHaveBeenCalled();
    });
    expect(ok).toHaveBeenCalledWith(null, { _httpStatus: 200, a: 1 }, 200);
    expect(bad.mock.calls[0]![0]).toMatchObject({ code: "CLIENT_AUTHORIZATION_INSUFFICIENT" });
    expect(bad.mock.calls[0]!.slice(1)).toEqual([null, 403]);
  });
});

describe("client.request (GraphQL)", () => {
  it("POSTs to the environment's GraphQL URL with clientSdkMetadata and Bearer fingerprint", async () => {
    const { client, requests } = await clientWith(() => ({ status: 200, body: { data: { x: 1 } } }));
    const res = await client.request({ api: "graphQLApi", data: { query: "query Q { x }", variables: { a: 1 } } });
    expect(res).toEqual({ _httpStatus: 200, data: { x: 1 } });
    const req = requests[0]!;
    expect([req.method, req.url]).toEqual(["POST", "https://payments.sandbox.braintree-api.com/graphql"]);
    expect(req.headers).toEqual({
      "Content-Type": "application/json",
      Authorization: "Bearer fingerprint-123",
      "Braintree-Version": "2018-05-10",
    });
    const sessionId = client.getConfiguration().analyticsMetadata.sessionId;
    expect(req.json).toEqual({
      clientSdkMetadata: { platform: "web", source: "client", integration: "custom", sessionId, version: "3.109.0" },
      query: "query Q { x }",
      variables: { a: 1 },
    });
  });

  it("uses the tokenization key as Bearer token for a tokenization-key client", async () => {
    const { client, requests } = await clientWith(
      () => ({ status: 200, body: { data: {} } }),
      "sandbox_abc123_merchant_id",
    );
    await client.request({ api: "graphQLApi", data: { query: "q" } });
    expect(requests.at(-1)!.headers.Authorization).toBe("Bearer sandbox_abc123_merchant_id");
  });

  it("rejects CLIENT_GRAPHQL_REQUEST_ERROR with the errors as originalError (no httpStatus) for a 200 with errors", async () => {
    const errors = [{ message: "not found", extensions: { errorClass: "NOT_FOUND" } }];
    const { client } = await clientWith(() => ({ status: 200, body: { data: null, errors } }));
    const err = (await client
      .request({ api: "graphQLApi", data: { query: "q" } })
      .catch((e: unknown) => e)) as SdkError;
    expect(err).toMatchObject({
      code: "CLIENT_GRAPHQL_REQUEST_ERROR",
      type: "NETWORK",
      message: "There was a problem with your request.",
    });
    expect(err.details).toEqual({ originalError: errors });
  });

  it("maps HTTP failures of GraphQL like REST ones", async () => {
    const { client } = await clientWith(() => ({ status: 401 }));
    await expect(client.request({ api: "graphQLApi", data: { query: "q" } })).rejects.toMatchObject({
      code: "CLIENT_AUTHORIZATION_INVALID",
      details: { httpStatus: 401 },
    });
  });
});

describe("client instance", () => {
  it("getConfiguration returns a deep copy", async () => {
    const { client } = await clientWith(() => ({ status: 200 }));
    const a = client.getConfiguration();
    a.gatewayConfiguration.clientApiUrl = "https://changed";
    expect(client.getConfiguration().gatewayConfiguration.clientApiUrl).not.toBe("https://changed");
    expect(client.toJSON()).toEqual(client.getConfiguration());
  });

  it("after teardown request/getVersion/teardown throw METHOD_CALLED_AFTER_TEARDOWN synchronously", async () => {
    const { client } = await clientWith(() => ({ status: 200 }));
    expect(client.getVersion()).toBe("3.109.0");
    const cb = vi.fn();
    expect(client.teardown(cb)).toBeUndefined();
    await vi.waitFor(() => expect(cb).toHaveBeenCalledWith(null, undefined));
    expect(() => client.request({ method: "get", endpoint: "x" })).toThrow("request cannot be called after teardown.");
    expect(() => client.getVersion()).toThrow(expect.objectContaining({ code: "METHOD_CALLED_AFTER_TEARDOWN" }));
    expect(() => client.teardown()).toThrow("teardown cannot be called after teardown.");
    expect(client.getConfiguration().authorizationType).toBe("CLIENT_TOKEN");
  });
});

describe("client.request timeout option", () => {
  it("treats timeout 0 as the 60 s default instead of waiting forever", async () => {
    const { client } = await clientWith(() => "hang");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const settled = vi.fn();
    client.request({ method: "post", endpoint: "x", timeout: 0 }).catch(settled);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2 * 61_000);
    expect(settled).toHaveBeenCalledWith(expect.objectContaining({ code: "CLIENT_GATEWAY_NETWORK" }));
  });
});
