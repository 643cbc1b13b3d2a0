// @vitest-environment node
// Two servers on one database, each with its own webhook sender draining the same outbox (what `--workers 2` or two
// machines do): changes made through either reach the receiver exactly once each, and those about one event in the
// order they were made.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server.ts";
import { startTestServer } from "../../testing/in-process.ts";
import { manageSession, type ManageSession } from "../../testing/manage-session.ts";
import { rows } from "../../testing/sql.ts";
import { testStores } from "../../testing/stores.ts";
import { newSecret } from "./signature.ts";
import { startTestReceiver, type TestReceiver } from "./test-receiver.ts";

describe.each(testStores)("webhooks from two servers on %s", (_name, kind) => {
  let servers: RunningServer[] = [];
  let drop: () => Promise<void>;
  let owner: ManageSession;
  let receiver: TestReceiver;
  beforeAll(async () => {
    const database = await kind.env();
    drop = database.drop;
    const env = { ...database.env, DEMO_MODE: "1" };
    servers = [await startTestServer(env)];
    servers.push(await startTestServer(env));
    owner = await manageSession(servers[0]!.store, { organizerId: 1, role: "owner", email: "olga@acme.test" });
    receiver = await startTestReceiver(newSecret());
  });
  afterAll(async () => {
    await receiver.close();
    await Promise.all(servers.map((s) => s.close()));
    await drop();
  });

  const api = async (server: RunningServer, method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.origin}/api/manage/organizers/1${path}`, {
      method,
      headers: method === "GET" ? owner.headers : owner.writeHeaders,
      body: method === "GET" ? undefined : JSON.stringify(body ?? {}),
    });
    return (await res.json()) as { secret: string; version: number };
  };

  it("each change once, in order per event, whichever server made it and whichever sends it", async () => {
    const created = await api(servers[0]!, "POST", "/webhooks", { url: receiver.url, events: ["event.changed"] });
    receiver.secret = created.secret;
    for (let i = 0; i < 8; i++) {
      for (const event of [101, 102]) {
        const server = servers[i % 2]!;
        const { version } = await api(server, "GET", `/events/${event}`);
        await api(server, "PATCH", `/events/${event}`, { version, name: `Change ${i} of ${event}` });
      }
    }
    const end = Date.now() + 20_000;
    while (receiver.received.length < 16 && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
    // A moment more: a second copy would show now.
    await new Promise((r) => setTimeout(r, 1500));
    expect(receiver.rejected).toEqual([]);
    expect(receiver.received).toHaveLength(16);
    expect(new Set(receiver.received.map((r) => r.id)).size).toBe(16);
    const queued = await rows<{ message_id: string; ordering_key: string }>(
      servers[0]!.store,
      "SELECT message_id, ordering_key FROM webhook_deliveries ORDER BY id",
    );
    for (const key of ["event:101", "event:102"]) {
      const inQueueOrder = queued.filter((d) => d.ordering_key === key).map((d) => d.message_id);
      const arrived = receiver.received.filter((r) => `event:${String(r.data.eventId)}` === key).map((r) => r.id);
      expect(arrived).toEqual(inQueueOrder);
    }
  });
});
