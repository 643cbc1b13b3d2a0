// @vitest-environment node
// Finding and handling an order through the guard, as the back office's app calls it, on both databases: search by
// every handle support is given, the status filters, the detail with its timeline, a changed attendee (audited;
// the next mail goes to the new address), resends, and another organizer's orders staying out of reach.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server.ts";
import { manageSession, type ManageSession } from "../../testing/manage-session.ts";
import { freeOrderBody, postJson } from "../../testing/requests.ts";
import { insertPendingOrder } from "../../testing/seeded-store.ts";
import { rows } from "../../testing/sql.ts";
import { orgApi } from "../../testing/manage-orders-api.ts";
import { startServerOn, testStores } from "../../testing/stores.ts";
import { finaliseOrder } from "../../domain/orders/finalise-order.ts";
import { closeOrder } from "../../domain/orders/open-payment.ts";
import { moveOrder } from "../../domain/orders/move-order.ts";
import { createApiToken } from "../../domain/accounts/api-tokens.ts";

describe.each(testStores)("the orders API on %s", (_name, kind) => {
  let server: RunningServer;
  let manager: ManageSession;
  let freeOrderId: string;
  beforeAll(async () => {
    server = await startServerOn(kind);
    manager = await manageSession(server.store, { organizerId: 1, role: "manager", email: "mia@acme.test" });
    const store = server.store;
    const deps = { store, ticketSecret: Buffer.alloc(32, 3) };
    for (const [id, email] of [
      ["ord_paid1", "ada.paid@example.com"],
      ["ord_fail1", "bo.failed@example.com"],
      ["ord_expd1", "cy.expired@example.com"],
      ["ord_late1", "di.late@example.com"],
      ["ord_pend1", "ed.pending@example.com"],
    ] as const) {
      await insertPendingOrder(store, id, email);
      // Distinct times, oldest first, as orders arrive.
      await new Promise((r) => setTimeout(r, 5));
    }
    await store.orders.setProviderRef("ord_paid1", "pi_findme123", new Date().toISOString());
    await finaliseOrder(deps, "ord_paid1", Date.now(), null, { kind: "webhook", provider: "stripe", eventId: "evt_9" });
    await closeOrder(store, "ord_fail1", "failed", "card declined", { kind: "buyer" });
    await closeOrder(store, "ord_expd1", "canceled", "expired: never paid", { kind: "sweep" });
    await store.transaction((tx) =>
      moveOrder(tx, "ord_late1", "refunded", ["pending"], "reservation_expired", new Date().toISOString()),
    );
    // Another organizer's (Night Owl's event 201) free order.
    const free = await postJson(server.origin, "/api/orders/free", freeOrderBody());
    expect(free.status).toBe(201);
    freeOrderId = ((await free.json()) as { order_id: string }).order_id;
  });
  afterAll(() => server.close());

  const api = orgApi(
    () => server,
    () => manager,
  );
  const ids = async (query: string) => {
    const res = await api("GET", `/orders${query}`);
    expect(res.status).toBe(200);
    return (res.body.items as { id: string }[]).map((o) => o.id);
  };

  it("lists the organizer's orders newest first, found by reference, email, name, ticket code and payment id", async () => {
    expect(await ids("")).toEqual(["ord_pend1", "ord_late1", "ord_expd1", "ord_fail1", "ord_paid1"]);
    const code = (await api("GET", "/orders/ord_paid1")).body.tickets[0].code as string;
    expect(await ids(`?q=${encodeURIComponent(code)}`)).toEqual(["ord_paid1"]);
    expect(await ids("?q=pi_findme123")).toEqual(["ord_paid1"]);
    expect(await ids("?q=ord_fail1")).toEqual(["ord_fail1"]);
    expect(await ids("?q=CY.EXPIRED@")).toEqual(["ord_expd1"]);
    expect(await ids("?q=bo%20test")).toEqual(["ord_pend1", "ord_late1", "ord_expd1", "ord_fail1", "ord_paid1"]);
    expect(await ids("?q=nobody-like-this")).toEqual([]);
    // Another organizer's order is not found by its reference either.
    expect(await ids(`?q=${freeOrderId}`)).toEqual([]);
  });

  it("filters by status: paid, pending, failed, expired, paid after its hold and refunded", async () => {
    expect(await ids("?status=paid")).toEqual(["ord_paid1"]);
    expect(await ids("?status=pending")).toEqual(["ord_pend1"]);
    expect(await ids("?status=failed")).toEqual(["ord_fail1"]);
    expect(await ids("?status=expired")).toEqual(["ord_expd1"]);
    expect(await ids("?status=canceled")).toEqual([]);
    expect(await ids("?status=late_refunded")).toEqual(["ord_late1"]);
    expect(await ids("?status=refunded")).toEqual([]);
    expect(await ids("?status=paid&event=101")).toEqual(["ord_paid1"]);
    expect(await ids("?status=paid&event=102")).toEqual([]);
    const bad = await api("GET", "/orders?status=lost");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: "invalid_request", field: "status" });
    expect((await api("GET", "/orders?cursor=nonsense")).body.error.field).toBe("cursor");
  });

  it("shows one order: lines, tickets, payment with its dashboard link, mails, and the timeline with its actors", async () => {
    const { status, body } = await api("GET", "/orders/ord_paid1");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: "ord_paid1",
      eventId: 101,
      status: "paid",
      email: "ada.paid@example.com",
      lines: [{ ticketId: 10101, ticketName: "Standard", unitPrice: "25.00", quantity: 1 }],
      payments: [{ provider: "stripe", providerRef: "pi_findme123", amount: "26.75" }],
      mails: [{ kind: "ticket", state: "queued", to: "ada.paid@example.com" }],
      refunds: [],
    });
    expect(body.tickets).toHaveLength(1);
    expect(body.tickets[0]).toMatchObject({ voided: false, attendee: null });
    expect(body.timeline.map((e: { kind: string; actor: unknown }) => [e.kind, e.actor])).toEqual([
      ["paid", { kind: "webhook", provider: "stripe", eventId: "evt_9" }],
    ]);
    const expired = (await api("GET", "/orders/ord_expd1")).body;
    expect(expired.timeline[0]).toMatchObject({ kind: "expired", actor: { kind: "sweep" } });
    const missing = await api("GET", "/orders/ord_nope");
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe("order_not_found");
    // Another organizer's order: 404 as if it did not exist.
    expect((await api("GET", `/orders/${freeOrderId}`)).status).toBe(404);
  });

  it("changes the buyer (audited, on the timeline, the next mail to the new address) and a ticket's attendee", async () => {
    const changed = await api("PATCH", "/orders/ord_paid1/attendee", {
      firstName: "Ada",
      lastName: "Byron",
      email: "ada.new@example.com",
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ lastName: "Byron", email: "ada.new@example.com" });
    const ticketId = changed.body.tickets[0].id as string;
    const ticket = await api("PATCH", "/orders/ord_paid1/attendee", {
      firstName: "Charles",
      lastName: "Babbage",
      email: "charles@example.com",
      ticketId,
    });
    expect(ticket.body.tickets[0].attendee).toEqual({
      firstName: "Charles",
      lastName: "Babbage",
      email: "charles@example.com",
    });
    expect(ticket.body.email).toBe("ada.new@example.com");
    const changes = ticket.body.timeline.filter((e: { kind: string }) => e.kind === "attendee_changed");
    expect(changes).toHaveLength(2);
    expect(changes[0]).toMatchObject({
      actor: { kind: "member", label: "mia@acme.test" },
      data: { before: { email: "ada.paid@example.com" }, after: { email: "ada.new@example.com" } },
    });
    const audit = await rows<{ action: string; actor_label: string; target: string }>(
      server.store,
      "SELECT action, actor_label, target FROM audit_log WHERE target IN (?, ?) ORDER BY id",
      "order:ord_paid1",
      `ticket:${ticketId}`,
    );
    expect(audit).toEqual([
      { action: "order.buyer_change", actor_label: "mia@acme.test", target: "order:ord_paid1" },
      { action: "order.attendee_change", actor_label: "mia@acme.test", target: `ticket:${ticketId}` },
    ]);
    const resent = await api("POST", "/orders/ord_paid1/resend", {});
    expect(resent.status).toBe(202);
    const detail = (await api("GET", "/orders/ord_paid1")).body;
    // Mails are addressed when sent: both the first and the resent one go to the new address now.
    expect(detail.mails.map((m: { kind: string; to: string }) => [m.kind, m.to])).toEqual([
      ["ticket", "ada.new@example.com"],
      ["ticket", "ada.new@example.com"],
    ]);
    expect(detail.timeline.at(-1)).toMatchObject({ kind: "mail_resent", actor: { kind: "member" } });
  });

  it("refuses bad input with a 400 naming the field, and changes nothing", async () => {
    const bad = await api("PATCH", "/orders/ord_pend1/attendee", { firstName: "X", lastName: "Y", email: "nope" });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: "invalid_request", field: "email" });
    const ticket = await api("PATCH", "/orders/ord_pend1/attendee", {
      firstName: "X",
      lastName: "Y",
      email: "x@example.com",
      ticketId: "tk_nope",
    });
    expect(ticket.status).toBe(404);
    expect(ticket.body.error.code).toBe("ticket_not_found");
    const after = (await api("GET", "/orders/ord_pend1")).body;
    expect(after).toMatchObject({ firstName: "Bo", email: "ed.pending@example.com", timeline: [] });
    const unpaid = await api("POST", "/orders/ord_pend1/resend", {});
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.error.code).toBe("order_not_paid");
  });

  it("sends a failed mail again, and the tickets to every buyer of an event", async () => {
    const [mail] = await rows<{ id: string }>(
      server.store,
      "SELECT id FROM mail_outbox WHERE order_id = ? ORDER BY created_at",
      "ord_paid1",
    );
    await server.store.mailOutbox.fail(mail!.id, "550 mailbox unavailable");
    const again = await api("POST", "/orders/ord_paid1/resend", { mailId: mail!.id });
    expect(again.status).toBe(202);
    const state = (await api("GET", "/orders/ord_paid1")).body.mails.find((m: { id: string }) => m.id === mail!.id);
    expect(state).toMatchObject({ state: "queued", lastError: null });
    expect((await api("POST", "/orders/ord_paid1/resend", { mailId: mail!.id })).body.error.code).toBe(
      "mail_not_failed",
    );
    const all = await api("POST", "/events/101/resend", {});
    expect(all).toEqual({ status: 202, body: { queued: 1 } });
    expect((await api("POST", "/events/201/resend", {})).status).toBe(404);
  });

  it("an API token with orders:write changes an order, named as the token on the timeline; orders:read only reads", async () => {
    const maker = { userId: manager.userId, email: manager.email, operator: false };
    const token = async (scope: "orders:read" | "orders:write") =>
      (
        await createApiToken({ store: server.store, clock: Date.now }, maker, 1, {
          name: `CRM ${scope}`,
          scopes: [scope],
        })
      ).token;
    const call = (bearer: string, method: string, path: string, body?: unknown) =>
      fetch(`${server.origin}/api/manage/organizers/1${path}`, {
        method,
        headers: { authorization: `Bearer ${bearer}`, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const change = { firstName: "Ed", lastName: "Token", email: "ed.token@example.com" };
    const reader = await token("orders:read");
    expect((await call(reader, "GET", "/orders?q=ord_pend1")).status).toBe(200);
    expect((await call(reader, "PATCH", "/orders/ord_pend1/attendee", change)).status).toBe(403);
    const writer = await token("orders:write");
    expect((await call(writer, "PATCH", "/orders/ord_pend1/attendee", change)).status).toBe(200);
    const { timeline } = (await api("GET", "/orders/ord_pend1")).body;
    expect(timeline).toHaveLength(1);
    expect(timeline[0]).toMatchObject({ kind: "attendee_changed", actor: { kind: "token" } });
    expect(timeline[0].actor.label).toContain("CRM orders:write");
  });
});
