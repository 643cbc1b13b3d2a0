// @vitest-environment node
// Cancelling an event through the guard, on both databases: the typed confirmation, the event off sale at once,
// the job's progress, one notice per buyer in their language, and cancelling again answering the same job.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server.ts";
import { orgApi } from "../../testing/manage-orders-api.ts";
import { manageSession, type ManageSession } from "../../testing/manage-session.ts";
import { cartBody, demoEnv, post } from "../../testing/payments.ts";
import { freeOrderBody, postJson } from "../../testing/requests.ts";
import { rows } from "../../testing/sql.ts";
import { startServerOn, testStores } from "../../testing/stores.ts";

describe.each(testStores)("cancelling an event on %s", (_name, kind) => {
  let server: RunningServer;
  let manager: ManageSession;
  let owner: ManageSession;
  beforeAll(async () => {
    server = await startServerOn(kind, demoEnv);
    manager = await manageSession(server.store, { organizerId: 2, role: "manager", email: "max@owl.test" });
    owner = await manageSession(server.store, { organizerId: 1, role: "owner", email: "olga@acme.test" });
  });
  afterAll(() => server.close());

  /** As Night Owl's manager (organizer 2), or as ACME's owner (organizer 1). */
  const api = (method: string, path: string, body?: unknown, who = manager) =>
    orgApi(
      () => server,
      () => who,
      who === owner ? 1 : 2,
    )(method, path, body);
  const freeOrder = (email: string, lang: string) =>
    postJson(
      server.origin,
      "/api/orders/free",
      freeOrderBody({ customer: { ...freeOrderBody().customer, email, firstName: email.split("@")[0], lang } }),
    );
  const until = async <T>(read: () => Promise<T>, done: (v: T) => boolean) => {
    for (let i = 0; i < 100; i++) {
      const v = await read();
      if (done(v)) return v;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("timed out");
  };

  it("refuses a confirmation that is not the event's name, and changes nothing", async () => {
    const wrong = await api("POST", "/events/201/cancel", { confirm: "yes" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ code: "confirm_mismatch", field: "confirm" });
    expect((await api("GET", "/events/201/cancel")).body.error.code).toBe("not_canceled");
    expect((await api("GET", "/events/201")).body.event_ended).toBe(false);
    expect((await api("POST", "/events/101/cancel", { confirm: "x" })).status).toBe(404);
  });

  it("stops the sale at once, tells every buyer in their language, and answers the same job when asked again", async () => {
    // The organizer's system listening for event changes (nothing listens at the address: only the queue counts).
    const owl = await manageSession(server.store, { organizerId: 2, role: "owner" });
    const hook = await fetch(`${server.origin}/api/manage/organizers/2/webhooks`, {
      method: "POST",
      headers: owl.writeHeaders,
      body: JSON.stringify({ url: "http://127.0.0.1:9/hook", events: ["event.changed"] }),
    });
    expect(hook.status).toBe(201);
    expect((await freeOrder("jan@example.com", "de")).status).toBe(201);
    expect((await freeOrder("lea@example.com", "fr")).status).toBe(201);
    const { name } = (await api("GET", "/events/201")).body as { name: string };
    const started = await api("POST", "/events/201/cancel", { confirm: name });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ eventId: 201, canceledBy: "max@owl.test", freeOrders: 2, paidOrders: 0 });
    // Off sale before the job has done anything: the widget's event says so and an order is refused.
    expect((await (await fetch(`${server.origin}/api/events/201`)).json()).event_ended).toBe(true);
    expect((await freeOrder("late@example.com", "en")).status).toBeGreaterThanOrEqual(400);
    const done = await until(
      () => api("GET", "/events/201/cancel"),
      (r) => r.body.state === "done",
    );
    expect(done.body).toMatchObject({ settled: 2, left: 0, failed: [], finishedAt: expect.any(Number) });
    const notices = await rows<{ recipient: string; lang: string; data: string }>(
      server.store,
      "SELECT recipient, lang, data FROM mail_outbox WHERE kind = 'event_canceled' ORDER BY recipient",
    );
    expect(notices.map((n) => [n.recipient, n.lang, JSON.parse(n.data).subject])).toEqual([
      ["jan@example.com", "de", `${name} ist abgesagt`],
      ["lea@example.com", "fr", `${name} est annulé`],
    ]);
    const again = await api("POST", "/events/201/cancel", { confirm: name });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(started.body.id);
    await until(
      () => api("GET", "/events/201/cancel"),
      (r) => r.body.state === "done",
    );
    expect(await rows(server.store, "SELECT id FROM mail_outbox WHERE kind = 'event_canceled'")).toHaveLength(2);
    // A free order is canceled, on its timeline by the manager who canceled the event.
    const free = await rows<{ status: string; kind: string; actor_label: string }>(
      server.store,
      `SELECT o.status, e.kind, e.actor_label FROM orders o JOIN order_events e ON e.order_id = o.id
       WHERE o.event_id = 201 AND e.kind = 'canceled'`,
    );
    expect(free).toEqual([
      { status: "canceled", kind: "canceled", actor_label: "max@owl.test" },
      { status: "canceled", kind: "canceled", actor_label: "max@owl.test" },
    ]);
    const audit = await rows<{ action: string; actor_label: string }>(
      server.store,
      "SELECT action, actor_label FROM audit_log WHERE action = 'event.cancel'",
    );
    expect(audit).toEqual([{ action: "event.cancel", actor_label: "max@owl.test" }]);
    const hooks = await rows<{ type: string; payload: string }>(
      server.store,
      "SELECT type, payload FROM webhook_messages WHERE type = 'event.changed'",
    );
    expect(hooks.map((h) => [h.type, JSON.parse(h.payload).data])).toEqual([
      ["event.changed", { eventId: 201, change: "event.cancel", target: "event:201" }],
    ]);
  });

  it("refunds a paid order in full with the job's key, and says so to its buyer", async () => {
    const intent = await post(server.origin, "/api/stripe/create-payment-intent", {
      ...cartBody({ customer: { ...freeOrderBody().customer, email: "pia@example.com", lang: "pl" } }),
      payment_method_types: ["card"],
    });
    const secret = intent.body.clientSecret as string;
    const id = secret.split("_secret_")[0]!;
    await post(server.origin, `/sandbox/stripe/intents/${id}/confirm`, { client_secret: secret, outcome: "succeeded" });
    const paid = await post(server.origin, "/api/stripe/verifyIntent", { payment_intent: id, client_secret: secret });
    expect(paid.body.status).toBe("succeeded");
    const orderId = intent.body.order_id as string;
    const { name } = (await api("GET", "/events/101", undefined, owner)).body as { name: string };
    const started = await api("POST", "/events/101/cancel", { confirm: name }, owner);
    expect(started.body).toMatchObject({ paidOrders: 1, freeOrders: 0 });
    const done = await until(
      () => api("GET", "/events/101/cancel", undefined, owner),
      (r) => r.body.state === "done",
    );
    expect(done.body).toMatchObject({ settled: 1, failed: [] });
    const refunds = await rows<{ order_id: string; idempotency_key: string; amount: string; state: string }>(
      server.store,
      "SELECT order_id, idempotency_key, amount, state FROM refunds",
    );
    expect(refunds).toEqual([
      expect.objectContaining({ order_id: orderId, idempotency_key: `cancel:${started.body.id}:${orderId}` }),
    ]);
    expect(Number(refunds[0]!.amount)).toBe(53.5);
    expect(Object.values(done.body.refunds as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(1);
    const notice = await rows<{ recipient: string; data: string }>(
      server.store,
      "SELECT recipient, data FROM mail_outbox WHERE kind = 'event_canceled' AND order_id = ?",
      orderId,
    );
    expect(notice.map((n) => [n.recipient, JSON.parse(n.data).subject])).toEqual([
      ["pia@example.com", `${name} zostało odwołane`],
    ]);
  });
});
