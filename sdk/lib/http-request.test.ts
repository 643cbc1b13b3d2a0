import { afterEach, describe, expect, it, vi } from "vitest";
import { httpRequest } from "./http-request.ts";
import { installFakeFetch } from "./testing/fake-fetch.ts";

afterEach(() => vi.unstubAllGlobals());

const base = { method: "GET", url: "https://api.braintreegateway.com/x", headers: {}, timeout: 50 };

describe("httpRequest", () => {
  it("returns status and text", async () => {
    installFakeFetch(() => ({ status: 201, body: { ok: true } }));
    await expect(httpRequest(base)).resolves.toEqual({ status: 201, text: '{"ok":true}' });
  });

  it("reports a network failure as status 0", async () => {
    installFakeFetch(() => "network-error");
    await expect(httpRequest(base)).resolves.toEqual({ status: 0, text: "" });
  });

  it("ends a request that never answers with status 0 after the timeout", async () => {
    installFakeFetch(() => "hang");
    const started = Date.now();
    await expect(httpRequest(base)).resolves.toEqual({ status: 0, text: "" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });

  it("reports status 0 when there is no fetch at all", async () => {
    vi.stubGlobal("fetch", undefined);
    await expect(httpRequest(base)).resolves.toEqual({ status: 0, text: "" });
  });
});
