// @vitest-environment node
// Refunds through the back office in demo mode (the sandbox plays the provider), on both databases: one ticket of
// two refunded (voided, its place back on sale, the PDF without it), the buyer's notice, a refund the sandbox fails
// reaching the attention list, retried, and the order refunded once all it paid is back; fresh sign-in, amounts
// checked, another organizer's order not found.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import type { RunningServer } from "../../server.ts";
import { orgApi } from "../../testing/manage-orders-api.ts";
import { manageSession, type ManageSession } from "../../testing/manage-session.ts";
import { cartBody, demoEnv, post } from "../../testing/payments.ts";
import { row, rows } from "../../testing/sql.ts";
import { startServerOn, testStores } from "../../testing/stores.ts";

describe.each(testStores)("refunds in the back office on %s", (_name, kind) => {
  let server: RunningServer;
  let owner: ManageSession;
  let other: ManageSession;
  beforeAll(async () => {
    server = await startServerOn(kind, demoEnv);
    owner = await manageSession(server.store, { organizerId: 1, role: "manager" });
    other = await manageSession(server.store, { organizerId: 2, role: "owner" });
  });
  afterAll(() => server.close());

  const api = (method: string, path: string, body?: unknown, who = owner, org = 1) =>
    orgApi(
      () => server,
      () => who,
      org,
    )(method, path, body);
  const sold = async () =>
    Number((await row<{ n: number }>(server.store, "SELECT sold AS n FROM tickets WHERE id = 10101")).n);
  /** A paid order of two tickets through the Stripe sandbox: its id and its ticket link. */
  async function paidOrder(): Promise<{ orderId: string; ticket: string }> {
    const created = await post(server.origin, "/api/stripe/create-payment-intent", {
      ...cartBody(),
      payment_method_types: ["card"],
    });
    const secret = String(created.body.clientSecret);
    const intent = secret.split("_secret_")[0]!;
    await post(server.origin, `/sandbox/stripe/intents/${intent}/confirm`, {
      client_secret: secret,
      outcome: "succeeded",
    });
    const verified = await post(server.origin, "/api/stripe/verifyIntent", {
      payment_intent: intent,
      client_secret: secret,
    });
    expect(verified.status).toBe(200);
    return { orderId: String(created.body.order_id), ticket: String(verified.body.ticket) };
  }
  const tickets = (orderId: string) =>
    rows<{ id: string; voided_at: number | null }>(
      server.store,
      "SELECT id, voided_at FROM issued_tickets WHERE order_id = ? ORDER BY position",
      orderId,
    );
  const pdfPages = async (url: string) => {
    const res = await fetch(url);
    if (res.status !== 200) return res.status;
    return (await PDFDocument.load(new Uint8Array(await res.arrayBuffer()))).getPageCount();
  };

  it("refunds one ticket of two: succeeded as the sandbox says, the ticket void and its place back, the buyer told", async () => {
    const { orderId, ticket } = await paidOrder();
    const [first, second] = await tickets(orderId);
    const before = await sold();
    expect(await pdfPages(ticket)).toBe(2);
    const refund = await api("POST", `/orders/${orderId}/refunds`, { ticketIds: [first!.id], returnToSale: true });
    expect(refund.status).toBe(201);
    expect(refund.body).toMatchObject({
      orderId,
      state: "succeeded",
      currency: "EUR",
      provider: "stripe",
      ticketIds: [first!.id],
      providerRefundId: expect.stringMatching(/^re_/),
    });
    // 25.00 of the 50.00 of tickets, in proportion to the 53.50 paid (the fees included).
    expect(refund.body.amount).toBe("26.75");
    expect(await sold()).toBe(before - 1);
    expect((await tickets(orderId)).map((t) => t.voided_at !== null)).toEqual([true, false]);
    expect(await pdfPages(ticket)).toBe(1);
    const order = await row<{ status: string }>(server.store, "SELECT status FROM orders WHERE id = ?", orderId);
    expect(order.status).toBe("paid");
    const mails = await rows<{ kind: string; data: string }>(
      server.store,
      "SELECT kind, data FROM mail_outbox WHERE order_id = ? AND kind = 'refund'",
      orderId,
    );
    expect(mails).toHaveLength(1);
    expect(JSON.parse(mails[0]!.data).facts).toEqual(
      expect.arrayContaining([expect.objectContaining({ value: "€26.75" })]),
    );
    const timeline = await rows<{ kind: string; actor_kind: string }>(
      server.store,
      "SELECT kind, actor_kind FROM order_events WHERE order_id = ? AND kind LIKE '%refund%' OR (order_id = ? AND kind = 'tickets_voided') ORDER BY id",
      orderId,
      orderId,
    );
    expect(timeline).toEqual(
      ["refund_requested", "tickets_voided", "refund_submitted", "refund_succeeded"].map((kind) => ({
        kind,
        actor_kind: "member",
      })),
    );
    // The same ticket again: it is void already.
    const again = await api("POST", `/orders/${orderId}/refunds`, { ticketIds: [first!.id] });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ code: "invalid_refund", field: "ticketIds" });
    expect(second).toBeDefined();
  });

  it("a refund the provider fails is failed, on the attention list; retried, it succeeds and the order is refunded", async () => {
    const { orderId, ticket } = await paidOrder();
    const before = await sold();
    await post(server.origin, "/sandbox/control", { target: "stripe.refund", outcome: "fail" });
    const failed = await api("POST", `/orders/${orderId}/refunds`, { returnToSale: false });
    expect(failed.status).toBe(201);
    expect(failed.body).toMatchObject({
      state: "failed",
      amount: "53.50",
      failureMessage: expect.stringContaining("refused"),
    });
    // The tickets are void (not to be used while the money is owed back); returnToSale false: no place back.
    expect(await sold()).toBe(before);
    expect(await pdfPages(ticket)).toBe(410);
    const attention = await api("GET", "/refunds?state=failed");
    expect(attention.status).toBe(200);
    expect(attention.body.items.map((r: { id: string }) => r.id)).toContain(failed.body.id);
    expect((await api("GET", "/refunds?state=failed", undefined, other, 2)).body.items).toEqual([]);
    const retried = await api("POST", `/refunds/${failed.body.id}/retry`, {});
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id: failed.body.id, state: "succeeded", failureMessage: null });
    expect(retried.body.providerRefundId).not.toBe(failed.body.providerRefundId);
    const order = await row<{ status: string }>(server.store, "SELECT status FROM orders WHERE id = ?", orderId);
    expect(order.status).toBe("refunded");
    expect((await api("GET", "/refunds?state=failed")).body.items.map((r: { id: string }) => r.id)).not.toContain(
      failed.body.id,
    );
    const audit = await rows<{ action: string }>(
      server.store,
      "SELECT action FROM audit_log WHERE target = ? ORDER BY id",
      `refund:${failed.body.id}`,
    );
    expect(audit.map((a) => a.action)).toEqual(["refund.request", "refund.retry"]);
  });

  it("marks a failed refund refunded outside, with the note, audited", async () => {
    const { orderId } = await paidOrder();
    await post(server.origin, "/sandbox/control", { target: "stripe.refund", outcome: "fail" });
    const failed = await api("POST", `/orders/${orderId}/refunds`, { amount: "10.00" });
    expect(failed.body.state).toBe("failed");
    expect((await api("POST", `/refunds/${failed.body.id}/mark-refunded`, {})).status).toBe(400);
    const marked = await api("POST", `/refunds/${failed.body.id}/mark-refunded`, { note: "bank transfer 12 May" });
    expect(marked.body).toMatchObject({ state: "succeeded", markedOutside: "bank transfer 12 May", amount: "10.00" });
    expect((await api("POST", `/refunds/${failed.body.id}/retry`, {})).body.error.code).toBe("refund_not_failed");
    const audit = await rows<{ action: string }>(
      server.store,
      "SELECT action FROM audit_log WHERE target = ? ORDER BY id",
      `refund:${failed.body.id}`,
    );
    expect(audit.map((a) => a.action)).toEqual(["refund.request", "refund.mark_outside"]);
  });

  it("checks the amount, the same key refunds once, another organizer's order is 404, a stale sign-in 403", async () => {
    const { orderId } = await paidOrder();
    for (const amount of ["0", "53.51", "abc", "1.234"]) {
      const bad = await api("POST", `/orders/${orderId}/refunds`, { amount });
      expect(bad.status, amount).toBe(400);
      expect(bad.body.error).toMatchObject({ code: "invalid_refund", field: "amount" });
    }
    const body = { amount: "5.00", idempotencyKey: "refund-press-once" };
    const [a, b] = await Promise.all([
      api("POST", `/orders/${orderId}/refunds`, body),
      api("POST", `/orders/${orderId}/refunds`, body),
    ]);
    expect(b.body.id).toBe(a.body.id);
    expect((await api("GET", `/orders/${orderId}/refunds`)).body.items).toHaveLength(1);
    expect((await api("POST", `/orders/${orderId}/refunds`, {}, other, 2)).status).toBe(404);
    const stale = await manageSession(server.store, { organizerId: 1, role: "owner", now: Date.now() - 11 * 60_000 });
    const refused = await api("POST", `/orders/${orderId}/refunds`, {}, stale);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("reauth_required");
    const left = await api("POST", `/orders/${orderId}/refunds`, {});
    expect(left.body).toMatchObject({ state: "succeeded", amount: "48.50" });
    expect((await api("POST", `/orders/${orderId}/refunds`, {})).body.error.code).toBe("order_not_refundable");
  });
});
