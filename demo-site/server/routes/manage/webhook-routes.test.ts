// @vitest-environment node
// Outgoing webhooks through the back office's API, as an owner uses them, on both databases: add an endpoint (its
// secret shown once), a catalog save reaches the receiver as a verified event.changed, the delivery log shows the
// attempt, redeliver sends the same message again, a rotated secret verifies beside the old one. Demo mode: the
// receiver runs on loopback.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server.ts";
import { manageSession, type ManageSession } from "../../testing/manage-session.ts";
import { rows } from "../../testing/sql.ts";
import { startServerOn, testStores } from "../../testing/stores.ts";
import { checkUrl } from "../../domain/webhooks-out/endpoints.ts";
import { newSecret } from "../../domain/webhooks-out/signature.ts";
import { startTestReceiver, type TestReceiver } from "../../domain/webhooks-out/test-receiver.ts";

async function until(check: () => boolean, ms = 8000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out waiting for a delivery");
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(testStores)("the webhooks API on %s", (_name, kind) => {
  let server: RunningServer;
  let owner: ManageSession;
  let receiver: TestReceiver;
  beforeAll(async () => {
    server = await startServerOn(kind, { DEMO_MODE: "1" });
    owner = await manageSession(server.store, { organizerId: 1, role: "owner", email: "olga@acme.test" });
    receiver = await startTestReceiver(newSecret());
  });
  afterAll(async () => {
    await receiver.close();
    await server.close();
  });

  const api = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.origin}/api/manage/organizers/1${path}`, {
      method,
      headers: method === "GET" ? owner.headers : owner.writeHeaders,
      body: method === "GET" ? undefined : JSON.stringify(body ?? {}),
    });
    const text = await res.text();
    return { status: res.status, text, body: text ? JSON.parse(text) : null };
  };

  it("adds an endpoint, delivers a catalog change signed, logs it, redelivers it, rotates the secret", async () => {
    const created = await api("POST", "/webhooks", { url: receiver.url, events: ["event.changed"] });
    expect(created.status).toBe(201);
    const secret = created.body.secret as string;
    expect(secret).toMatch(/^whsec_/);
    const id = created.body.endpoint.id as number;
    expect(created.body.endpoint).toMatchObject({ url: receiver.url, events: ["event.changed"], enabled: true });
    receiver.secret = secret;
    // Never shown again: not in the list, the endpoint, or the audit log.
    const list = await api("GET", "/webhooks");
    expect(list.body.items.map((e: { id: number }) => e.id)).toContain(id);
    expect(list.text).not.toContain(secret);
    expect((await api("GET", `/webhooks/${id}`)).text).not.toContain(secret);
    const audit = await rows<{ action: string; after: string }>(
      server.store,
      "SELECT action, after FROM audit_log WHERE target = ?",
      `webhook:${id}`,
    );
    expect(audit.map((a) => a.action)).toEqual(["webhook.create"]);
    expect(JSON.stringify(audit)).not.toContain(secret.slice(6));

    const event = (await api("GET", "/events/101")).body;
    expect((await api("PATCH", "/events/101", { version: event.version, name: "Renamed" })).status).toBe(200);
    await until(() => receiver.received.length === 1);
    expect(receiver.rejected).toEqual([]);
    expect(receiver.received[0]).toMatchObject({
      type: "event.changed",
      data: { eventId: 101, change: "event.update", target: "event:101" },
    });

    let log = await api("GET", `/webhooks/${id}/deliveries`);
    // The receiver answered; the sender records it a moment later.
    for (let i = 0; i < 50 && log.body.items[0].status !== "delivered"; i++) {
      await new Promise((r) => setTimeout(r, 50));
      log = await api("GET", `/webhooks/${id}/deliveries`);
    }
    expect(log.body.next).toBeNull();
    const [delivery] = log.body.items;
    expect(delivery).toMatchObject({ messageId: receiver.received[0]!.id, status: "delivered", attempts: 1 });
    expect(delivery.log[0]).toMatchObject({ responseStatus: 204, error: null, request: { url: receiver.url } });
    expect(delivery.log[0].request.headers["webhook-id"]).toBe(receiver.received[0]!.id);

    const again = await api("POST", `/webhooks/${id}/deliveries/${delivery.id}/redeliver`, {});
    expect(again.status).toBe(202);
    await until(() => receiver.received.length === 2);
    expect(receiver.received[1]!.id).toBe(receiver.received[0]!.id);

    const rotated = await api("POST", `/webhooks/${id}/rotate-secret`, {});
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(secret);
    expect(rotated.body.endpoint.previousSecretUntil).not.toBeNull();
    // A receiver still on the old secret verifies the next delivery; so does one on the new.
    const v2 = (await api("GET", "/events/101")).body.version;
    await api("PATCH", "/events/101", { version: v2, name: "Renamed again" });
    await until(() => receiver.received.length === 3);
    receiver.secret = rotated.body.secret;
    await api("PATCH", "/events/101", { version: v2 + 1, name: "Renamed a third time" });
    await until(() => receiver.received.length === 4);
    expect(receiver.rejected).toEqual([]);
  });

  it("disabling stops deliveries; enabling sends what waited, once", async () => {
    const { body } = await api("POST", "/webhooks", { url: receiver.url, events: ["event.changed"] });
    receiver.secret = body.secret;
    const id = body.endpoint.id as number;
    const before = receiver.received.length;
    expect((await api("PATCH", `/webhooks/${id}`, { enabled: false })).body.endpoint.enabled).toBe(false);
    const event = (await api("GET", "/events/102")).body;
    await api("PATCH", "/events/102", { version: event.version, name: "While disabled" });
    await new Promise((r) => setTimeout(r, 1500));
    const mine = () => receiver.received.slice(before).filter((r) => r.data.eventId === 102);
    expect(mine()).toEqual([]);
    expect((await api("PATCH", `/webhooks/${id}`, { enabled: true })).body.endpoint.enabled).toBe(true);
    await until(() => mine().length >= 1);
    await new Promise((r) => setTimeout(r, 1200));
    // Once to this endpoint (the first test's endpoint got its own copy).
    expect(new Set(mine().map((r) => r.id)).size).toBe(1);
    expect((await api("DELETE", `/webhooks/${id}`)).status).toBe(204);
    expect((await api("GET", `/webhooks/${id}`)).status).toBe(404);
  });

  it("changing where an endpoint delivers, or what, needs a fresh sign-in; switching it off does not", async () => {
    const { body } = await api("POST", "/webhooks", { url: receiver.url, events: ["event.changed"] });
    const id = body.endpoint.id as number;
    const stale = await manageSession(server.store, { email: "olga@acme.test", now: Date.now() - 11 * 60_000 });
    const patch = (change: unknown) =>
      fetch(`${server.origin}/api/manage/organizers/1/webhooks/${id}`, {
        method: "PATCH",
        headers: stale.writeHeaders,
        body: JSON.stringify(change),
      }).then(async (r) => `${r.status} ${r.ok ? "" : (await r.json()).error.code}`.trim());
    expect(await patch({ url: "https://elsewhere.example/hook" })).toBe("403 reauth_required");
    expect(await patch({ events: ["order.paid"] })).toBe("403 reauth_required");
    expect((await api("GET", `/webhooks/${id}`)).body.endpoint).toMatchObject({ url: receiver.url });
    expect(await patch({ enabled: false })).toBe("200");
    expect((await api("DELETE", `/webhooks/${id}`)).status).toBe(204);
  });

  it("bad input is a clear 400 and adds nothing", async () => {
    const count = (await api("GET", "/webhooks")).body.items.length;
    const ftp = await api("POST", "/webhooks", { url: "ftp://example.org/x", events: ["order.paid"] });
    expect(ftp.body.error).toMatchObject({ code: "invalid_url", field: "url" });
    const none = await api("POST", "/webhooks", { url: "https://example.org/x", events: [] });
    expect(none.body.error).toMatchObject({ code: "invalid_request", field: "events" });
    const odd = await api("POST", "/webhooks", { url: "https://example.org/x", events: ["order.eaten"] });
    expect(odd.status).toBe(400);
    expect((await api("GET", "/webhooks")).body.items.length).toBe(count);
  });
});

describe("endpoint addresses outside demo mode", () => {
  it("must be https and public", () => {
    expect(checkUrl("https://hooks.example.org/in", false)).toBe("https://hooks.example.org/in");
    for (const url of ["http://hooks.example.org/in", "https://localhost/in", "https://10.0.0.8/in", "https://[::1]/"])
      expect(() => checkUrl(url, false)).toThrow(expect.objectContaining({ code: "invalid_url" }));
    expect(checkUrl("http://127.0.0.1:9/in", true)).toBe("http://127.0.0.1:9/in");
  });
});
