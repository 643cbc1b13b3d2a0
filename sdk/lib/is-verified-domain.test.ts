import { afterEach, describe, expect, it, vi } from "vitest";
import { isVerifiedDomain } from "./is-verified-domain.ts";

afterEach(() => vi.unstubAllGlobals());

describe("isVerifiedDomain", () => {
  it("accepts https on the gateway's domains and their subdomains", () => {
    for (const url of [
      "https://api.sandbox.braintreegateway.com:443/merchants/x/client_api",
      "https://assets.braintreegateway.com",
      "https://payments.braintree-api.com/graphql",
      "https://www.paypal.com/x",
      "https://braintreepayments.com",
      "HTTPS://API.BRAINTREEGATEWAY.COM",
    ]) {
      expect(isVerifiedDomain(url), url).toBe(true);
    }
  });

  it("refuses http, look-alike and foreign domains", () => {
    for (const url of [
      "http://api.braintreegateway.com",
      "https://braintreegateway.com.evil.com",
      "https://evilbraintreegateway.com",
      "https://example.com",
      "not a url",
      undefined,
    ]) {
      expect(isVerifiedDomain(url), String(url)).toBe(false);
    }
  });

  it("accepts loopback gateway URLs only when the page itself is on loopback", () => {
    vi.stubGlobal("location", new URL("https://shop.example.com/checkout"));
    expect(isVerifiedDomain("http://localhost:4000/client_api")).toBe(false);
    for (const page of ["http://localhost:3000/", "http://127.0.0.1:3000/", "http://[::1]:3000/"]) {
      vi.stubGlobal("location", new URL(page));
      expect(isVerifiedDomain("http://localhost:4000/client_api"), page).toBe(true);
      expect(isVerifiedDomain("http://127.0.0.1:4000/graphql"), page).toBe(true);
      expect(isVerifiedDomain("http://[::1]:4000/graphql"), page).toBe(true);
      expect(isVerifiedDomain("http://example.com/"), page).toBe(false);
      expect(isVerifiedDomain("ftp://localhost/"), page).toBe(false);
    }
  });
});
