// @vitest-environment node
import { describe, expect, it } from "vitest";
import { insertPendingOrder, seededStore } from "../../testing/seeded-store.ts";
import { testStores } from "../../testing/stores.ts";
import { run } from "../../testing/sql.ts";
import { resendTicketMail } from "../../domain/mail/resend.ts";

// The orders list's keyset pages: newest first, each order once across pages even when several share a creation
// time (the id breaks the tie), whatever else is filtered.
describe.each(testStores)("the orders list's pages on %s", (_name, kind) => {
  const store = seededStore(kind);
  const page = (after?: { createdAt: string; id: string }) =>
    store().orderEvents.list({ organizerId: 1, limit: 2, after, lateReasons: [] });

  it("walks every order once, newest first, with ties on the creation time broken by id", async () => {
    for (const id of ["ord_a", "ord_b", "ord_c", "ord_d", "ord_e"])
      await insertPendingOrder(store(), id, `${id}@x.org`);
    // Three orders made in the same millisecond.
    await run(
      store(),
      "UPDATE orders SET created_at = ? WHERE id IN (?, ?, ?)",
      "2030-01-01T00:00:00.000Z",
      "ord_b",
      "ord_c",
      "ord_d",
    );
    await run(store(), "UPDATE orders SET created_at = ? WHERE id = ?", "2030-01-02T00:00:00.000Z", "ord_a");
    await run(store(), "UPDATE orders SET created_at = ? WHERE id = ?", "2029-12-31T00:00:00.000Z", "ord_e");
    const seen: string[] = [];
    let after: { createdAt: string; id: string } | undefined;
    for (;;) {
      const rows = await page(after);
      seen.push(...rows.map((r) => r.id));
      if (rows.length < 2) break;
      const last = rows[rows.length - 1]!;
      after = { createdAt: last.created_at, id: last.id };
    }
    expect(seen).toEqual(["ord_a", "ord_d", "ord_c", "ord_b", "ord_e"]);
    const [first] = await page();
    expect(first).toMatchObject({ id: "ord_a", event_id: 101, tickets: 1, final_price_paid: "26.75" });
    expect(await store().orderEvents.list({ organizerId: 2, limit: 10, lateReasons: [] })).toEqual([]);
  });

  it("a buyer's own resend is on the timeline as the buyer's", async () => {
    await insertPendingOrder(store(), "ord_r", "r@x.org");
    await store().orders.setStatus("ord_r", "paid", ["pending"], null, new Date().toISOString());
    await resendTicketMail(store(), "ord_r", "guest", 1234);
    const events = await store().orderEvents.forOrder("ord_r");
    expect(events.map((e) => [e.kind, e.actor_kind, e.at])).toEqual([["mail_resent", "buyer", 1234]]);
  });
});
