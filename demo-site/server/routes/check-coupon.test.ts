// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { startServerOn, testStores } from "../testing/stores.ts";
import { postJson } from "../testing/requests.ts";

describe.each(testStores)("vouchers and guest-list links on %s", (_store, kind) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServerOn(kind);
  });
  afterAll(() => server.close());

  describe("POST /api/check-coupon", () => {
    it.each([
      [101, "EARLY20", { valid: true, discount: 20 }],
      [101, "  early20 ", { valid: true, discount: 20 }],
      [101, "Free100", { valid: true, discount: 100 }],
      [101, "OWL10", { valid: false, discount: 0 }],
      [202, "EARLY20", { valid: false, discount: 0 }],
      [101, "NOPE99", { valid: false, discount: 0 }],
      [999, "EARLY20", { valid: false, discount: 0 }],
    ])("event %s, code %j -> %j", async (eventId, coupon, expected) => {
      const res = await postJson(server.origin, "/api/check-coupon", { event_id: eventId, coupon });
      expect(res.status).toBe(200);
      expect(res.headers.get("access-control-allow-origin")).toBe("*");
      expect(await res.json()).toEqual(expected);
    });

    it.each([
      ["not JSON", "{coupon", "invalid_json", undefined],
      ["an empty body", "", "invalid_json", undefined],
      ["a list", "[]", "invalid_request", "event_id"],
      ["no coupon", { event_id: 101 }, "invalid_request", "coupon"],
      ["a numeric coupon", { event_id: 101, coupon: 20 }, "invalid_request", "coupon"],
      ["a blank coupon", { event_id: 101, coupon: "   " }, "invalid_request", "coupon"],
      ["a word as event id", { event_id: "abc", coupon: "EARLY20" }, "invalid_request", "event_id"],
      ["a negative event id", { event_id: -1, coupon: "EARLY20" }, "invalid_request", "event_id"],
    ])("answers %s with 400 naming the field", async (_name, body, code, field) => {
      const res = await postJson(server.origin, "/api/check-coupon", body);
      expect(res.status).toBe(400);
      const { error } = await res.json();
      expect(error.code).toBe(code);
      expect(error.field).toBe(field);
      expect(error.message.length).toBeGreaterThan(10);
    });

    it("answers GET with 405", async () => {
      expect((await fetch(server.origin + "/api/check-coupon")).status).toBe(405);
    });
  });

  describe("GET /api/events/:id/guest-list/:token", () => {
    it("returns an unused and a used token", async () => {
      const unused = await fetch(server.origin + "/api/events/202/guest-list/guest-202-unused");
      expect(unused.status).toBe(200);
      expect(await unused.json()).toEqual({ token: "guest-202-unused", ticket_id: 20201, used: false });
      const used = await fetch(server.origin + "/api/events/202/guest-list/guest-202-used");
      expect(await used.json()).toEqual({ token: "guest-202-used", ticket_id: 20201, used: true });
    });

    it.each([
      "/api/events/201/guest-list/guest-202-unused",
      "/api/events/202/guest-list/made-up-token",
      "/api/events/abc/guest-list/guest-202-unused",
    ])("answers %s with 404 guest_list_token_not_found", async (path) => {
      const res = await fetch(server.origin + path);
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe("guest_list_token_not_found");
    });
  });
});
