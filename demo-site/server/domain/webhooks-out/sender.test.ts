// @vitest-environment node
// The webhook sender against a real HTTP receiver that verifies every delivery with the `standardwebhooks`
// library, on both databases, with two senders (two store connections: two processes) draining at once. Only Date
// is faked (the schedule's minutes and days pass at once); sockets and timers are real.
import { join } from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Store } from "../../store/index.ts";
import { openStore } from "../../store/open.ts";
import { repoRoot } from "../../testing/in-process.ts";
import { rows } from "../../testing/sql.ts";
import { testStores, type TestStoreKind } from "../../testing/stores.ts";
import { applySeed, readSeedFile } from "../seed/seed.ts";
import { queueWebhook, type WebhookEventType } from "./queue.ts";
import { WebhookSender } from "./sender.ts";
import { newSecret } from "./signature.ts";
import { startTestReceiver, type TestReceiver } from "./test-receiver.ts";

const seed = readSeedFile(join(repoRoot, "demo-site/data/seed.json"));
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(drops.splice(0).map((drop) => drop()));
});

/** `count` stores on one fresh database of `kind` (the processes of one server), the seed loaded once. */
async function seededOn(kind: TestStoreKind, count: number): Promise<Store[]> {
  const { env, drop } = await kind.env();
  drops.push(drop);
  const config = { databasePath: env.DATABASE_PATH ?? ":memory:", databaseUrl: env.DATABASE_URL ?? null, poolSize: 5 };
  const opened: Store[] = [];
  for (let i = 0; i < count; i++) opened.push(await openStore(config));
  cleanups.push(() => Promise.all(opened.map((s) => s.close())));
  await applySeed(opened[0]!, seed, { reset: true });
  return opened;
}

const MINUTE = 60_000;

describe.each(testStores)("webhook sender on %s", (_name, kind) => {
  let stores: Store[];
  let receiver: TestReceiver;
  let secret: string;
  let endpointId: number;
  const logs: string[] = [];
  const sender = (store: Store) =>
    new WebhookSender({
      store,
      clock: () => Date.now(),
      origin: () => "http://localhost:8080",
      allowPrivateAddresses: true,
      retry: { delaysMs: [5_000, 5 * MINUTE, 30 * MINUTE, 2 * 60 * MINUTE], jitter: 0 },
      log: (line) => logs.push(line),
    });
  const queue = (type: WebhookEventType, data: Record<string, unknown>) =>
    stores[0]!.transaction((tx) => queueWebhook(tx, { organizerId: 1, type, data, at: Date.now() }));
  /** Both senders drain at once, as two server processes would. */
  const drainBoth = () => Promise.all(stores.map((s) => senders.get(s)!.drain()));
  const senders = new Map<Store, WebhookSender>();

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.parse("2029-06-01T12:00:00Z"));
    stores = await seededOn(kind, 2);
    for (const s of stores) senders.set(s, sender(s));
    secret = newSecret();
    receiver = await startTestReceiver(secret);
    cleanups.push(() => receiver.close());
    endpointId = await stores[0]!.webhooksOut.insertEndpoint({
      organizer_id: 1,
      url: receiver.url,
      description: "test",
      events: JSON.stringify(["order.paid", "order.refunded", "order.canceled", "event.changed"]),
      secret,
      created_at: Date.now(),
    });
  });

  it("an endpoint down for 30 s, then up, gets every delivery exactly once, in order per order, each verified", async () => {
    const start = Date.now();
    receiver.down();
    const expected: string[][] = [[], [], []];
    // Over the 30 s it is down: three orders paid, two refunded, one canceled, and an event change.
    for (let second = 0; second <= 30; second += 5) {
      vi.setSystemTime(start + second * 1000);
      if (second === 0) for (const o of [0, 1, 2]) await queue("order.paid", { orderId: `ord_${o}`, eventId: 101 });
      if (second === 10) for (const o of [0, 1]) await queue("order.refunded", { orderId: `ord_${o}`, eventId: 101 });
      if (second === 20) await queue("order.canceled", { orderId: "ord_2", eventId: 101 });
      if (second === 25) await queue("event.changed", { eventId: 101, action: "event.update" });
      await drainBoth();
    }
    expected[0] = ["order.paid", "order.refunded"];
    expected[1] = ["order.paid", "order.refunded"];
    expected[2] = ["order.paid", "order.canceled"];
    expect(receiver.received).toEqual([]);
    receiver.up();
    // Back up at 30 s: the retries (5 s, then 5 min after the second failure) bring everything through.
    for (let minute = 1; minute <= 45 && receiver.received.length < 7; minute++) {
      vi.setSystemTime(start + 30_000 + minute * MINUTE);
      await drainBoth();
    }
    expect(receiver.rejected).toEqual([]);
    const ids = receiver.received.map((r) => r.id);
    expect(ids).toHaveLength(7);
    expect(new Set(ids).size).toBe(7);
    for (const [o, types] of expected.entries())
      expect(receiver.received.filter((r) => r.data.orderId === `ord_${o}`).map((r) => r.type)).toEqual(types);
    const log = await rows<{ status: string; attempts: number }>(
      stores[0]!,
      "SELECT status, attempts FROM webhook_deliveries ORDER BY id",
    );
    expect(log.every((d) => d.status === "delivered")).toBe(true);
    // The first ones failed while it was down (connection cut), then got through once.
    expect(Number(log[0]!.attempts)).toBeGreaterThanOrEqual(3);
    const failedAttempts = await rows<{ error: string | null }>(
      stores[0]!,
      "SELECT error FROM webhook_attempts WHERE response_status IS NULL",
    );
    expect(failedAttempts.length).toBeGreaterThan(0);
    expect(failedAttempts[0]!.error).toMatch(/ECONNRESET|socket hang up/);
    const endpoint = await stores[0]!.webhooksOut.endpoint(1, endpointId);
    expect(endpoint).toMatchObject({ disabled_at: null, failing_since: null });
  });

  it("an endpoint failing for the whole schedule is disabled, and each owner is told once", async () => {
    receiver.status = 500;
    await stores[0]!.accounts.addMember(
      await stores[0]!.accounts.createUser({
        email: "owner@example.org",
        name: "Owner",
        operator: 0,
        webauthn_user_id: "owner-handle",
        password_hash: null,
        totp_secret: null,
        created_at: Date.now(),
      }),
      1,
      "owner",
      Date.now(),
    );
    const start = Date.now();
    await queue("order.paid", { orderId: "ord_x", eventId: 101 });
    await queue("order.refunded", { orderId: "ord_x", eventId: 101 });
    for (let minute = 0; minute <= 4 * 60 && (await due(stores[0]!)) > 0; minute += 5) {
      vi.setSystemTime(start + minute * MINUTE);
      await drainBoth();
    }
    const deliveries = await rows<{ status: string; attempts: number }>(
      stores[0]!,
      "SELECT status, attempts FROM webhook_deliveries ORDER BY id",
    );
    // The first failed all 5 attempts and waits with its disabled endpoint; the second waits behind it.
    expect(deliveries.map((d) => [d.status, Number(d.attempts)])).toEqual([
      ["pending", 5],
      ["pending", 0],
    ]);
    const endpoint = await stores[0]!.webhooksOut.endpoint(1, endpointId);
    expect(endpoint?.disabled_at).not.toBeNull();
    expect(endpoint?.disabled_reason).toMatch(/gave up after 5 attempts: answered 500/);
    const notices = await rows<{ recipient: string; kind: string; data: string }>(
      stores[0]!,
      "SELECT recipient, kind, data FROM mail_outbox WHERE kind = 'webhook_disabled'",
    );
    expect(notices.map((n) => n.recipient)).toEqual(["owner@example.org"]);
    expect(JSON.parse(notices[0]!.data).facts[0].value).toBe(receiver.url);
    // Fixed and enabled again: both go, in order, once.
    receiver.status = 204;
    await stores[0]!.transaction(async (tx) => {
      await tx.webhooksOut.updateEndpoint(1, endpointId, {
        disabled_at: null,
        disabled_reason: null,
        failing_since: null,
      });
      await tx.webhooksOut.resume(endpointId, Date.now());
    });
    await drainBoth();
    expect(receiver.received.map((r) => r.type)).toEqual(["order.paid", "order.refunded"]);
  });

  it("410 Gone disables the endpoint at once", async () => {
    receiver.status = 410;
    await queue("order.paid", { orderId: "ord_g", eventId: 101 });
    await drainBoth();
    const endpoint = await stores[0]!.webhooksOut.endpoint(1, endpointId);
    expect(endpoint?.disabled_reason).toBe("the endpoint answered 410 Gone");
    expect(receiver.received).toEqual([]);
  });
});

/** Pending deliveries of enabled endpoints. */
async function due(store: Store): Promise<number> {
  const [r] = await rows<{ n: number }>(
    store,
    "SELECT COUNT(*) AS n FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id " +
      "WHERE d.status = 'pending' AND e.disabled_at IS NULL",
  );
  return Number(r!.n);
}
