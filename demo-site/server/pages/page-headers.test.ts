// @vitest-environment node
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { startTestServer } from "../testing/in-process.ts";
import { LAYOUT_CSS } from "./layout.ts";
import { pageCsp, pagePermissionsPolicy } from "./page-headers.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ DEMO_MODE: "1" });
});
afterAll(() => server.close());

const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe("security headers of our own pages", () => {
  it.each(["/", "/o/acme", "/o/acme/events/101", "/o/nobody"])(
    "%s: strict CSP (layout style by hash), Referrer-Policy, Permissions-Policy for payment",
    async (path) => {
      const res = await fetch(server.origin + path);
      const csp = directives(res.headers.get("content-security-policy") ?? "");
      expect(csp["default-src"]).toEqual(["'none'"]);
      expect(csp["script-src"]).toEqual(["'self'", server.origin]);
      expect(csp["style-src"]).toEqual([
        "'self'",
        server.origin,
        `'sha256-${createHash("sha256").update(LAYOUT_CSS).digest("base64")}'`,
      ]);
      expect(csp["connect-src"]).toEqual(["'self'", server.origin]);
      expect(csp["object-src"]).toEqual(["'none'"]);
      expect(csp["base-uri"]).toEqual(["'none'"]);
      expect(csp["frame-ancestors"]).toEqual(["'none'"]);
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("permissions-policy")).toMatch(/^payment=\(self\), camera=\(\)/);
      // No inline style attribute or script left on the page for the CSP to block.
      const body = await res.text();
      expect(body).not.toMatch(/\sstyle="/);
      expect(body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    },
  );

  it("the embed page: payment for itself, and framed by the organizer's origins when it has any, else anyone", async () => {
    const res = await fetch(`${server.origin}/embed/events/101`);
    expect(res.headers.get("permissions-policy")).toMatch(/^payment=\(self\)/);
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("content-security-policy")).toMatch(/frame-ancestors \*$/);
  });

  it("live providers add their documented hosts; the demo's sandbox adds none", () => {
    const live = directives(
      pageCsp({ styles: [], origin: "https://tickets.example", providers: ["stripe", "braintree"] }),
    );
    expect(live["script-src"]).toEqual(
      expect.arrayContaining(["https://js.stripe.com", "https://js.braintreegateway.com"]),
    );
    expect(live["frame-src"]).toEqual(
      expect.arrayContaining(["https://hooks.stripe.com", "https://assets.braintreegateway.com"]),
    );
    expect(live["style-src"]).not.toContain("'unsafe-inline'");
    expect(pagePermissionsPolicy(["stripe"])).toMatch(
      /^payment=\(self "https:\/\/js\.stripe\.com" "https:\/\/hooks\.stripe\.com"\)/,
    );
    expect(directives(pageCsp({ styles: [], origin: "", providers: [] }))["script-src"]).toEqual(["'self'"]);
  });
});
