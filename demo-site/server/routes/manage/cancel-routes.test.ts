// @vitest-environment node
// Cancelling an event through the guard, on both databases: the typed confirmation, the event off sale at once,
// the job's progress, one notice per buyer in their language, and cancelling again answering the same job.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server.ts";
import { manageSession, type ManageSession } from "../../testing/manage-session.ts";
import { freeOrderBody, postJson } from "../../testing/requests.ts";
import { rows } from "../../testing/sql.ts";
import { startServerOn, testStores } from "../../testing/stores.ts";

describe.each(testStores)("cancelling an event on %s", (_name, kind) => {
  let server: RunningServer;
  let manager: ManageSession;
  beforeAll(async () => {
    server = await startServerOn(kind);
    manager = await manageSession(server.store, { organizerId: 2, role: "manager", email: "max@owl.test" });
  });
  afterAll(() => server.close());

  const api = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.origin}/api/manage/organizers/2${path}`, {
      method,
      headers: body === undefined ? manager.headers : manager.writeHeaders,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
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
    const audit = await rows<{ action: string; actor_label: string }>(
      server.store,
      "SELECT action, actor_label FROM audit_log WHERE action = 'event.cancel'",
    );
    expect(audit).toEqual([{ action: "event.cancel", actor_label: "max@owl.test" }]);
  });
});
