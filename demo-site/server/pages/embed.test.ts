// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { repoRoot, startTestServer, tempDir, writeSeed } from "../testing/in-process.ts";
import { demoEnv, post } from "../testing/payments.ts";
import { freeOrderBody } from "../testing/requests.ts";

// The checkout frame page and the embedded start-checkout against the demo seed, where acme lists one
// allowed embedding origin and nightowl none (any origin).
let server: RunningServer;
beforeAll(async () => {
  const seed = JSON.parse(readFileSync(join(repoRoot, "demo-site/data/seed.json"), "utf8"));
  seed.organizers[0].embed_origins = ["https://acme.example"];
  seed.organizers[1].events[1].name = "Premiere </script><script>alert(1)</script>";
  server = await startTestServer({ ...demoEnv, SEED_FILE: writeSeed(tempDir(), seed) });
});
afterAll(() => server.close());

const page = async (path: string) => {
  const res = await fetch(server.origin + path);
  return { status: res.status, csp: res.headers.get("content-security-policy") ?? "", html: await res.text() };
};
const frameData = (html: string) =>
  JSON.parse(/<script type="application\/json" id="tc-frame-data">(.*?)<\/script>/s.exec(html)![1]!);

describe("GET /embed/events/:id", () => {
  it("serves the event's step 1 as a page of its own under a strict CSP framed only by the allowed origins", async () => {
    const { status, csp, html } = await page("/embed/events/101?lang=de&currency=EUR&voucher=EARLY20&tz=UTC&onclick=x");
    expect(status).toBe(200);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors https://acme.example");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(html).toContain(
      '<ticket-checkout event="101" lang="de" currency="EUR" voucher="EARLY20"></ticket-checkout>',
    );
    expect(html).toContain('<script type="module" src="/widget/frame-page.js"></script>');
    const data = frameData(html);
    expect(data.allowedOrigins).toEqual(["https://acme.example"]);
    expect(data.paint.event.id).toBe(101);
    expect(data.paint.html).toContain('class="tc-ticket-name"');
    expect(data.paint.dates).toEqual([
      ["de", "Europe/Berlin", "2030-07-04T18:00:00Z", "Do., 4. Juli 2030, 20:00 MESZ"],
    ]);
    expect(data.paint.html).toContain("Do., 4. Juli 2030, 20:00 MESZ");
    // Nothing inline that would run: the one <script> with content is JSON.
    expect(html.match(/<script(?![^>]*(src=|application\/json))/g)).toBeNull();
  });

  it("lets any origin frame an organizer without a list; JSON in the page cannot close its script tag", async () => {
    const { status, csp, html } = await page("/embed/events/202");
    expect(status).toBe(200);
    expect(csp).toContain("frame-ancestors *");
    expect(html).not.toContain("</script><script>alert(1)");
    expect(frameData(html).paint.event.name).toBe("Premiere </script><script>alert(1)</script>");
    expect(frameData(html).allowedOrigins).toBeNull();
  });

  it("answers an unknown event with a 404 page under the same CSP", async () => {
    const { status, csp, html } = await page("/embed/events/999999");
    expect(status).toBe(404);
    expect(csp).toContain("default-src 'none'");
    expect(html).toContain("There is no event");
  });
});

const startBody = (overrides: Record<string, unknown> = {}) => ({
  subdomain: "acme",
  event_id: 101,
  ticketQuantities: { "10101": 2 },
  user_commission: 5,
  user_added_commission: 0.5,
  amount: "53.50",
  customer: freeOrderBody().customer,
  voucherCode: null,
  iframe_origin: "https://acme.example",
  return_url: "https://acme.example/tickets?ref=1",
  ...overrides,
});

/** Pays on the sandbox's hosted page and returns where the buyer is sent back to. */
async function payAt(url: string): Promise<URL> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "choice=pay",
    redirect: "manual",
  });
  return new URL(res.headers.get("location") ?? "");
}

describe("POST /api/embed/start-checkout", () => {
  it("prices the order, opens the hosted payment and returns the buyer to the organizer page with the return parameters", async () => {
    const res = await post(server.origin, "/api/embed/start-checkout", startBody());
    expect(res.status).toBe(200);
    expect(res.body.redirect_url).toMatch(new RegExp(`^${server.origin}/sandbox/mollie/checkout/tr_`));
    const back = await payAt(res.body.redirect_url);
    expect(back.origin + back.pathname).toBe("https://acme.example/tickets");
    expect(back.searchParams.get("ref")).toBe("1");
    expect(back.searchParams.get("payment_provider")).toBe("mollie");
    expect(back.searchParams.get("order_id")).toBe(res.body.order_id);
    expect(back.searchParams.get("guest_id")).toBe(res.body.guest_id);
    const verified = await post(server.origin, "/api/mollie/verify-order", {
      order_id: back.searchParams.get("order_id"),
      guest_id: back.searchParams.get("guest_id"),
      event_id: 101,
    });
    expect(verified.body).toMatchObject({ verified: true, status: "paid", ticket: expect.any(String) });
  });

  it("answers guest_id, with which a buyer back without paying reads the open order's details (verify-order)", async () => {
    const res = await post(server.origin, "/api/embed/start-checkout", startBody());
    expect(res.body.guest_id).toEqual(expect.any(String));
    const open = await post(server.origin, "/api/mollie/verify-order", {
      order_id: res.body.order_id,
      guest_id: res.body.guest_id,
      event_id: 101,
    });
    expect(open.body).toMatchObject({
      status: "open",
      verified: true,
      guest: { firstName: "Ada", country_code: "DE" },
    });
    expect(open.body.ticket).toBeUndefined();
    const forged = await post(server.origin, "/api/mollie/verify-order", {
      order_id: res.body.order_id,
      guest_id: "guess",
      event_id: 101,
    });
    expect(forged.status).toBe(404);
  });

  it("refuses an origin the organizer does not allow, a wrong subdomain and a non-origin", async () => {
    expect(
      (await post(server.origin, "/api/embed/start-checkout", startBody({ iframe_origin: "https://evil.example" })))
        .body,
    ).toMatchObject({ type: "origin_not_allowed", field: "iframe_origin" });
    expect(
      (await post(server.origin, "/api/embed/start-checkout", startBody({ subdomain: "nightowl" }))).body,
    ).toMatchObject({ type: "validation_error", field: "subdomain" });
    expect(
      (await post(server.origin, "/api/embed/start-checkout", startBody({ iframe_origin: "javascript:alert(1)" })))
        .body,
    ).toMatchObject({ type: "validation_error", field: "iframe_origin" });
    expect(
      (
        await post(
          server.origin,
          "/api/embed/start-checkout",
          startBody({ iframe_origin: "https://acme.example/path" }),
        )
      ).status,
    ).toBe(400);
  });

  it("without a list any origin may start; a return URL on another origin falls back to the embedding origin's root", async () => {
    const res = await post(
      server.origin,
      "/api/embed/start-checkout",
      startBody({
        subdomain: "nightowl",
        event_id: 202,
        ticketQuantities: { "20201": 1 },
        amount: undefined,
        iframe_origin: "http://127.0.0.1:5000",
        return_url: "https://evil.example/phish",
      }),
    );
    expect(res.status).toBe(200);
    const back = await payAt(res.body.redirect_url);
    expect(back.origin + back.pathname).toBe("http://127.0.0.1:5000/");
  });
});
