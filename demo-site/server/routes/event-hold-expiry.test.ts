// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { startServerOn, testStores } from "../testing/stores.ts";
import { demoEnv, post } from "../testing/payments.ts";

// A hold counts as sold only while it lasts: once it expires, the event read and step 1's markup show the tickets
// free again at once, with no write in between (no order, no sweep), not when some timer or cache happens to end.
// Real time, with a 1.2 s hold (RESERVATION_MINUTES=0.02).
describe.each(testStores)("hold expiry on reads on %s", (_store, kind) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServerOn(kind, { ...demoEnv, RESERVATION_MINUTES: "0.02" });
  });
  afterAll(() => server.close());

  const soldOf = (body: { event_tickets: { id: number; sold: number }[] }, id: number) =>
    body.event_tickets.find((t) => t.id === id)!.sold;
  const eventSold = async () => soldOf(await (await fetch(`${server.origin}/api/events/101`)).json(), 10101);
  const markupSold = async () =>
    soldOf((await (await fetch(`${server.origin}/api/events/101/markup?lang=en`)).json()).event, 10101);

  describe("a hold's expiry on the event read and the markup", () => {
    it("3 held tickets count as sold until the hold expires, and not a moment after", async () => {
      const before = await eventSold();
      expect(await markupSold()).toBe(before);
      const hold = await post(server.origin, "/api/reservations", { event_id: 101, ticketQuantities: { "10101": 3 } });
      expect(hold.status).toBe(201);
      expect(await eventSold()).toBe(before + 3);
      expect(await markupSold()).toBe(before + 3);
      const wait = Date.parse(hold.body.expires_at) - Date.now() + 50;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
      expect(await eventSold()).toBe(before);
      expect(await markupSold()).toBe(before);
    });
  });
});
