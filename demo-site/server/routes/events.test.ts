// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { startServerOn, testStores } from "../testing/stores.ts";
import { freeOrderBody, postJson } from "../testing/requests.ts";
import { run } from "../testing/sql.ts";

describe.each(testStores)("GET /api/events on %s", (_store, kind) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServerOn(kind);
  });
  afterAll(() => server.close());

  const get = (path: string, init?: RequestInit) => fetch(server.origin + path, init);

  describe("GET /api/events/:id", () => {
    it("returns the event with the spec's field names, organizer settings and every ticket", async () => {
      const res = await get("/api/events/101");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      const body = await res.json();
      expect(body).toMatchObject({
        id: 101,
        event_id: 101,
        name: "Available — Summer Open Air",
        start_date: "2030-07-04T18:00:00Z",
        attention: expect.any(String),
        description_html: expect.stringContaining("<b>sunset</b>"),
        event_ended: false,
        event_sold_out: false,
        force_sold_out: false,
        presale_starts_at: null,
        presale_ends_at: null,
        currency: "EUR",
        subdomain: "acme",
        organizer_name: "ACME Live",
        user_commission: 5,
        user_added_commission: 0.5,
      });
      // 162 sold of 640 limited places
      expect(body.sale_summary).toEqual({ sales_percentage: 25.31 });
      expect(body.event_tickets).toHaveLength(3);
      expect(body.event_tickets[1]).toEqual({
        id: 10102,
        event_id: 101,
        ticket_name: "VIP",
        short_description: "<b>Backstage</b> lounge &amp; <i>welcome drink</i>",
        price: "89.00",
        ticket_stock: "limited",
        stock_limit: 40,
        sold: 12,
        sort_order: 2,
        purchase_limit: 4,
      });
    });

    it("includes hidden tickets (limited, stock_limit null) and leaves hiding to the widget", async () => {
      const body = await (await get("/api/events/110")).json();
      const hidden = body.event_tickets.find((t: { id: number }) => t.id === 11002);
      expect(hidden).toMatchObject({ ticket_stock: "limited", stock_limit: null });
      // hidden capacity does not count: (40 + 10) / (300 + 100)
      expect(body.sale_summary.sales_percentage).toBe(12.5);
    });

    it("reports the state flags of the seeded state events", async () => {
      const flags = async (id: number) => (await get(`/api/events/${id}`)).json();
      expect((await flags(102)).event_sold_out).toBe(true);
      expect((await flags(103)).force_sold_out).toBe(true);
      expect((await flags(104)).event_ended).toBe(true);
      expect((await flags(105)).presale_starts_at).toBe("2099-01-01T10:00:00Z");
      expect((await flags(106)).presale_ends_at).toBe("2021-01-01T10:00:00Z");
      const unlimited = await flags(109);
      expect(unlimited.event_tickets.every((t: { ticket_stock: string }) => t.ticket_stock === "unlimited")).toBe(true);
      expect(unlimited.sale_summary.sales_percentage).toBe(0);
      expect((await flags(111)).event_tickets.length).toBeGreaterThanOrEqual(15);
    });

    it.each(["999", "abc", "101abc", "0", "-1", "1e3"])("answers 404 event_not_found for id %s", async (id) => {
      const res = await get(`/api/events/${id}`);
      expect(res.status).toBe(404);
      const body = await res.json();
      expect(body.error.code).toBe("event_not_found");
      expect(body.error.message).toContain(id);
    });

    it.each(["POST", "PUT", "DELETE", "PATCH"])("answers %s with 405 JSON and an Allow header", async (method) => {
      const res = await get("/api/events/101", { method });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toContain("GET");
      expect((await res.json()).error.code).toBe("method_not_allowed");
    });

    it("sends CORS headers to other origins and answers the preflight with 204", async () => {
      const res = await get("/api/events/101", { headers: { origin: "http://organizer.example" } });
      expect(res.headers.get("access-control-allow-origin")).toBe("*");
      const pre = await get("/api/events/101", {
        method: "OPTIONS",
        headers: {
          origin: "http://organizer.example",
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type",
        },
      });
      expect(pre.status).toBe(204);
      expect(pre.headers.get("access-control-allow-origin")).toBe("*");
      expect(pre.headers.get("access-control-allow-methods")).toContain("POST");
      expect(pre.headers.get("access-control-allow-headers")).toContain("content-type");
    });

    it("answers unknown API paths with 404 JSON", async () => {
      const res = await get("/api/nope");
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe("not_found");
    });
  });

  describe("GET /api/events/:id caching", () => {
    it("sends a strong ETag and a short shared-cache lifetime, and 304 with no body on a matching If-None-Match", async () => {
      const res = await get("/api/events/101");
      const etag = res.headers.get("etag");
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
      expect(res.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=5, stale-while-revalidate=30");
      expect(res.headers.get("access-control-expose-headers")).toContain("etag");
      const again = await get("/api/events/101", { headers: { "if-none-match": etag! } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
      expect(again.headers.get("etag")).toBe(etag);
      expect(again.headers.get("cache-control")).toContain("s-maxage=5");
      // a list with the current tag, and the weak form, match too; another tag does not
      expect((await get("/api/events/101", { headers: { "if-none-match": `"old", W/${etag}` } })).status).toBe(304);
      const stale = await get("/api/events/101", { headers: { "if-none-match": '"something-else"' } });
      expect(stale.status).toBe(200);
      expect((await stale.json()).id).toBe(101);
    });

    it("gives each event its own ETag and keeps errors uncached", async () => {
      const a = (await get("/api/events/101")).headers.get("etag");
      const b = (await get("/api/events/102")).headers.get("etag");
      expect(a).not.toBe(b);
      const missing = await get("/api/events/999");
      expect(missing.headers.get("cache-control")).toBe("no-store");
      expect(missing.headers.get("etag")).toBeNull();
    });

    it("changes the ETag and the body as soon as an order changes the stock, so a 304 never hides a sale", async () => {
      const first = await get("/api/events/201");
      const etag = first.headers.get("etag")!;
      const soldBefore = (await first.json()).event_tickets[0].sold;
      expect(
        (await postJson(server.origin, "/api/orders/free", freeOrderBody({ ticketQuantities: { "20101": 2 } }))).status,
      ).toBe(201);
      const after = await get("/api/events/201", { headers: { "if-none-match": etag } });
      expect(after.status).toBe(200);
      expect(after.headers.get("etag")).not.toBe(etag);
      expect((await after.json()).event_tickets[0].sold).toBe(soldBefore + 2);
    });

    it("notices a write that did not go through any request within the store's dataVersionCheckMs (the cache follows the database, not the routes)", async () => {
      const first = await get("/api/events/109");
      const etag = first.headers.get("etag")!;
      // writes by other processes are covered in concurrency.test.ts
      await run(server.store, "UPDATE tickets SET sold = sold + 1 WHERE id = 10901");
      await new Promise((resolve) => setTimeout(resolve, server.store.dataVersionCheckMs));
      const after = await get("/api/events/109", { headers: { "if-none-match": etag } });
      expect(after.status).toBe(200);
      expect((await after.json()).event_tickets[0].sold).toBe(1);
    });
  });
});
