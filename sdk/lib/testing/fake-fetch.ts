// Test support only (excluded from the SDK build): a stand-in for globalThis.fetch that records every request
// and answers from a handler, so tests see exactly what the SDK put on the wire.
import { vi } from "vitest";

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
  /** Parsed JSON body, or undefined. */
  json: any;
  /** Query parameters of the URL. */
  query: URLSearchParams;
}

export type FakeAnswer = { status: number; body?: unknown } | "network-error" | "hang";
export type FakeHandler = (req: RecordedRequest) => FakeAnswer;

/** Installs the fake; returns the recorded requests. Restore with vi.unstubAllGlobals(). */
export function installFakeFetch(handler: FakeHandler): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const fake = async (input: string, init: RequestInit = {}) => {
    const body = typeof init.body === "string" ? init.body : undefined;
    let json: unknown;
    try {
      json = body ? JSON.parse(body) : undefined;
    } catch {
      json = undefined;
    }
    const req: RecordedRequest = {
      method: init.method ?? "GET",
      url: input,
      headers: { ...(init.headers as Record<string, string>) },
      body,
      json,
      query: new URL(input).searchParams,
    };
    requests.push(req);
    const answer = handler(req);
    if (answer === "network-error") throw new TypeError("Failed to fetch");
    if (answer === "hang") {
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      });
    }
    const text =
      answer.body === undefined ? "" : typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body);
    return { status: answer.status, text: async () => text } as unknown as Response;
  };
  vi.stubGlobal("fetch", fake);
  return requests;
}

/** A sandbox gateway configuration as the REST configuration endpoint returns it. */
export function sandboxConfiguration(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    environment: "sandbox",
    clientApiUrl: "https://api.sandbox.braintreegateway.com:443/merchants/merchant_id/client_api",
    assetsUrl: "https://assets.braintreegateway.com",
    configUrl: "https://api.sandbox.braintreegateway.com:443/merchants/merchant_id/client_api/v1/configuration",
    merchantId: "merchant_id",
    analytics: { url: "https://origin-analytics-sand.sandbox.braintree-api.com/merchant_id" },
    graphQL: { url: "https://payments.sandbox.braintree-api.com/graphql", features: [] },
    ...extra,
  };
}

/** A base64 client token whose GraphQL date is newer than 2018-05-10, so configuration comes over REST. */
export function clientToken(overrides: Record<string, unknown> = {}): string {
  return btoa(
    JSON.stringify({
      version: 2,
      authorizationFingerprint: "fingerprint-123",
      configUrl: "https://api.sandbox.braintreegateway.com:443/merchants/merchant_id/client_api/v1/configuration",
      environment: "sandbox",
      graphQL: { url: "https://payments.sandbox.braintree-api.com/graphql", date: "2018-05-11" },
      ...overrides,
    }),
  );
}

/**
 * Answers REST configuration requests with `config`, everything else with `rest(req)`. The GraphQL
 * configuration query (tokenization keys ask it first) fails at network level, so the REST fallback serves it.
 */
export function gatewayHandler(
  config: Record<string, unknown>,
  rest: FakeHandler = () => ({ status: 200, body: {} }),
): FakeHandler {
  return (req) => {
    if (req.json?.operationName === "ClientConfiguration") return "network-error";
    return req.url.includes("/client_api/v1/configuration") ? { status: 200, body: config } : rest(req);
  };
}
