// @vitest-environment node
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import type { Store } from "../../store/index.ts";
import { openStore } from "../../store/open.ts";
import { insertPendingOrder } from "../../testing/seeded-store.ts";
import { repoRoot } from "../../testing/in-process.ts";
import { testStores, type TestStoreKind } from "../../testing/stores.ts";
import { applySeed, readSeedFile } from "../seed/seed.ts";
import { freeOrderBody } from "../../testing/requests.ts";
import { row } from "../../testing/sql.ts";
import { parseBody } from "../../http/validate.ts";
import { loadServerTranslations } from "../i18n/translations.ts";
import { createFreeOrder } from "../orders/create-free-order.ts";
import { FreeOrderSchema } from "../orders/free-order-schema.ts";
import { MailSender } from "./sender.ts";
import { finaliseOrder } from "../orders/finalise-order.ts";
import { notePending } from "../orders/open-payment.ts";
import { PENDING_MAIL_DELAY_MS } from "../orders/move-order.ts";

const translations = loadServerTranslations(join(repoRoot, "demo-site/server/domain/i18n/locales"));
const stores: Store[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()));
});

const seed = readSeedFile(join(repoRoot, "demo-site/data/seed.json"));
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(drops.splice(0).map((drop) => drop()));
});

/** `count` stores on one fresh database of `kind` (the processes of one server), the built-in seed loaded once. */
async function seededOn(kind: TestStoreKind, count = 1): Promise<Store[]> {
  const { env, drop } = await kind.env();
  drops.push(drop);
  const config = { databasePath: env.DATABASE_PATH ?? ":memory:", databaseUrl: env.DATABASE_URL ?? null, poolSize: 5 };
  const opened: Store[] = [];
  for (let i = 0; i < count; i++) opened.push(await openStore(config));
  stores.push(...opened);
  await applySeed(opened[0]!, seed, { reset: true });
  return opened;
}

const order = (store: Store, email = "ada@example.com") =>
  createFreeOrder(
    { store, clock: () => Date.now(), ticketSecret: Buffer.alloc(32, 1) },
    parseBody(FreeOrderSchema, freeOrderBody({ customer: { ...freeOrderBody().customer, email } })),
  );

type Sent = { to: string; messageId: string; subject: string };
/** A transport that answers each send with the next scripted outcome (an error to throw, or "ok"), then "ok". */
function scripted(outcomes: (Error | "ok")[], delayMs = 0) {
  const sent: Sent[] = [];
  const attempts: Sent[] = [];
  return {
    sent,
    attempts,
    transport: {
      async sendMail(mail: Sent) {
        attempts.push(mail);
        if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
        const next = outcomes.shift() ?? "ok";
        if (next !== "ok") throw next;
        sent.push(mail);
        return {};
      },
      close() {},
    },
  };
}
const smtpError = (message: string, fields: Record<string, unknown>) => Object.assign(new Error(message), fields);

function sender(
  store: Store,
  transport: ReturnType<typeof scripted>["transport"],
  clock: () => number,
  extra: Partial<ConstructorParameters<typeof MailSender>[0]> = {},
) {
  return new MailSender({
    store,
    translations,
    origin: () => "http://localhost:1",
    clock,
    transport: transport as never,
    from: "Tickets <t@example.com>",
    messageIdDomain: "example.com",
    backoff: { baseMs: 1_000, maxMs: 8_000, maxAttempts: 5 },
    log: () => undefined,
    ...extra,
  });
}
const outboxRow = (store: Store) =>
  row<{
    status: string;
    attempts: number;
    next_attempt_at: number;
    last_error: string | null;
    lease_until: number | null;
  }>(store, "SELECT status, attempts, next_attempt_at, last_error, lease_until FROM mail_outbox");

// The outbox's leases are conditional UPDATEs: the same SQL runs on both stores, and both are tested.
describe.each(testStores)("MailSender on %s", (_name, kind) => {
  const seeded = async () => (await seededOn(kind))[0]!;

  it("retries a 4xx answer, a refused connection and a timeout with doubling waits, then sends once with the same Message-ID", async () => {
    const store = await seeded();
    await order(store);
    let now = Date.now();
    const t = scripted([
      smtpError("451 Try again later", { code: "EENVELOPE", responseCode: 451 }),
      smtpError("connect ECONNREFUSED 127.0.0.1:2525", { code: "ECONNECTION" }),
      smtpError("Connection timeout", { code: "ETIMEDOUT" }),
    ]);
    const s = sender(store, t.transport, () => now);
    expect(await s.drain()).toEqual({ sent: 0, retried: 1, failed: 0, skipped: 0 });
    expect(await outboxRow(store)).toMatchObject({
      status: "queued",
      attempts: 1,
      next_attempt_at: now + 1_000,
      lease_until: null,
      last_error: expect.stringContaining("451"),
    });
    expect(await s.drain()).toEqual({ sent: 0, retried: 0, failed: 0, skipped: 0 }); // not due yet
    now += 1_000;
    expect(await s.drain()).toEqual({ sent: 0, retried: 1, failed: 0, skipped: 0 });
    expect(await outboxRow(store)).toMatchObject({
      attempts: 2,
      next_attempt_at: now + 2_000,
      last_error: expect.stringContaining("ECONNECTION"),
    });
    now += 2_000;
    expect(await s.drain()).toEqual({ sent: 0, retried: 1, failed: 0, skipped: 0 });
    expect(await outboxRow(store)).toMatchObject({
      attempts: 3,
      next_attempt_at: now + 4_000,
      last_error: expect.stringContaining("ETIMEDOUT"),
    });
    now += 4_000;
    expect(await s.drain()).toEqual({ sent: 1, retried: 0, failed: 0, skipped: 0 });
    expect(await outboxRow(store)).toMatchObject({ status: "sent", attempts: 4, last_error: null });
    expect(t.attempts).toHaveLength(4);
    expect(new Set(t.attempts.map((a) => a.messageId)).size).toBe(1);
    expect(t.attempts[0]!.messageId).toMatch(/^<mail_[\w-]+@example\.com>$/);
    expect(t.sent.map((m) => m.to)).toEqual(["ada@example.com"]);
    now += 60_000;
    expect(await s.drain()).toEqual({ sent: 0, retried: 0, failed: 0, skipped: 0 }); // sent rows stay sent
  });

  it("marks a 5xx answer failed at once and keeps the row with its error", async () => {
    const store = await seeded();
    await order(store);
    const t = scripted([smtpError("550 5.1.1 No such user", { code: "EENVELOPE", responseCode: 550 })]);
    const s = sender(store, t.transport, () => Date.now());
    expect(await s.drain()).toEqual({ sent: 0, retried: 0, failed: 1, skipped: 0 });
    expect(await outboxRow(store)).toMatchObject({
      status: "failed",
      attempts: 1,
      last_error: expect.stringContaining("550"),
    });
    expect(await s.drain()).toEqual({ sent: 0, retried: 0, failed: 0, skipped: 0 });
    expect(t.attempts).toHaveLength(1);
  });

  it("gives a temporary failure up after the attempt cap", async () => {
    const store = await seeded();
    await order(store);
    let now = Date.now();
    const t = scripted(Array.from({ length: 10 }, () => smtpError("421 busy", { responseCode: 421 })));
    const s = sender(store, t.transport, () => now);
    for (let i = 0; i < 5; i++) {
      await s.drain();
      now += 10_000;
    }
    expect(await outboxRow(store)).toMatchObject({
      status: "failed",
      attempts: 5,
      last_error: expect.stringContaining("gave up after 5 attempts"),
    });
    expect(t.attempts).toHaveLength(5);
  });

  it("two senders (two processes on one database) send each row exactly once", async () => {
    const [a, b] = (await seededOn(kind, 2)) as [Store, Store];
    for (let i = 0; i < 12; i++) await order(a, `buyer${i}@example.com`);
    const ta = scripted([], 20);
    const tb = scripted([], 20);
    const sa = sender(a, ta.transport, Date.now);
    const sb = sender(b, tb.transport, Date.now);
    await Promise.all([sa.drain(), sb.drain(), sa.drain(), sb.drain()]);
    const all = [...ta.sent, ...tb.sent];
    expect(all).toHaveLength(12);
    expect(new Set(all.map((m) => m.messageId)).size).toBe(12);
    expect(new Set(all.map((m) => m.to)).size).toBe(12);
    expect(ta.sent.length).toBeGreaterThan(0);
    expect(tb.sent.length).toBeGreaterThan(0);
  });

  it("leaves a row leased by a sender that died alone until the lease ends, then sends it with the same Message-ID", async () => {
    const store = await seeded();
    await order(store);
    let now = Date.now();
    // The first sender takes the row and dies mid-send (its send never returns).
    const dead = { sendMail: () => new Promise<never>(() => undefined), close() {} };
    const first = sender(store, dead, () => now, { leaseMs: 60_000 });
    void first.drain();
    await new Promise((r) => setTimeout(r, 200));
    const leased = await outboxRow(store);
    expect(leased.lease_until).toBe(now + 60_000);
    const t = scripted([]);
    const second = sender(store, t.transport, () => now);
    expect(await second.drain()).toEqual({ sent: 0, retried: 0, failed: 0, skipped: 0 });
    now += 60_001;
    expect(await second.drain()).toEqual({ sent: 1, retried: 0, failed: 0, skipped: 0 });
    const id = (await row<{ id: string }>(store, "SELECT id FROM mail_outbox")).id;
    expect(t.sent.map((m) => m.messageId)).toEqual([`<${id}@example.com>`]);
  });

  it("holds a 'still processing' mail back, and skips it when the payment is confirmed before it goes out", async () => {
    const store = await seeded();
    await insertPendingOrder(store, "ord_stillpending", "ord_stillpending@example.com", "en");
    await insertPendingOrder(store, "ord_paidquickly", "ord_paidquickly@example.com", "en");
    await notePending(store, "ord_stillpending");
    await notePending(store, "ord_paidquickly");
    let now = Date.now();
    const t = scripted([]);
    const s = sender(store, t.transport, () => now);
    expect(await s.drain()).toEqual({ sent: 0, retried: 0, failed: 0, skipped: 0 }); // held back
    await finaliseOrder({ store, ticketSecret: Buffer.alloc(32, 1) }, "ord_paidquickly", Date.now());
    now += PENDING_MAIL_DELAY_MS + 1_000;
    expect(await s.drain()).toEqual({ sent: 2, retried: 0, failed: 0, skipped: 1 });
    expect(t.sent.map((m) => [m.to, m.subject]).sort()).toEqual([
      ["ord_paidquickly@example.com", "Your tickets for Available — Summer Open Air"],
      ["ord_stillpending@example.com", "We received your order for Available — Summer Open Air"],
    ]);
  });
});
