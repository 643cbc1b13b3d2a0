// @vitest-environment node
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleServer, removeBundle, spawnServer, type ChildServer } from "./testing/child-server.ts";
import { repoRoot, tempDir } from "./testing/in-process.ts";
import { cartBody, demoEnv, post } from "./testing/payments.ts";
import { freeOrderBody, postJson } from "./testing/requests.ts";
import { postgresTestStore } from "./testing/stores.ts";

// The built server as `--workers 4` (node:cluster: four processes on one port) on PostgreSQL, 200 buyers at once
// for the last 50 tickets. Only the database's row locks keep the count right across the processes.
const workers = 4;
let server: ChildServer;
let bundle = "";
let drop = async () => {};
let dbUrl = "";

beforeAll(async () => {
  bundle = await bundleServer();
  const database = await postgresTestStore.env();
  drop = database.drop;
  // Ticket 20301 (free): 490 sold; a stock of 540 leaves exactly 50.
  const seed = JSON.parse(readFileSync(join(repoRoot, "demo-site/data/seed.json"), "utf8"));
  for (const o of seed.organizers)
    for (const e of o.events) for (const t of e.event_tickets) if (t.id === 20301) t.stock_limit = 540;
  const seedFile = join(tempDir("tc-pg-processes-"), "seed.json");
  writeFileSync(seedFile, JSON.stringify(seed));
  server = await spawnServer(bundle, {
    ...database.env,
    ...demoEnv,
    DATABASE_POOL_SIZE: "5",
    // 200 buyers come from one address: the per-client connection cap (128 per process) is not what this measures,
    // and the kernel may hand one worker more than 128 of them.
    MAX_CONNECTIONS_PER_CLIENT: "0",
    WORKERS: String(workers),
    SEED_FILE: seedFile,
  });
  dbUrl = database.env.DATABASE_URL!;
}, 120_000);

afterAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if beforeAll failed
  await server?.close();
  await drop();
  if (bundle) removeBundle(bundle);
});

/** One row, read on a connection of its own, with timeouts so that a stuck read fails with a message. */
async function one<T>(text: string, ...params: unknown[]): Promise<T> {
  const client = new pg.Client({ connectionString: dbUrl, connectionTimeoutMillis: 10_000, query_timeout: 10_000 });
  await client.connect();
  try {
    return (await client.query(text, params)).rows[0] as T;
  } finally {
    await client.end();
  }
}
const workerPids = () =>
  execFileSync("pgrep", ["-P", String(server.child.pid)], { encoding: "utf8" })
    .trim()
    .split("\n")
    .map(Number);

describe(`${workers} worker processes on PostgreSQL`, () => {
  it("200 buyers at once for the last 50 tickets: exactly 50 sold, every 201 has its ticket, none oversold", async () => {
    expect(server.output()).toContain(`(${workers} worker processes`);
    expect(workerPids()).toHaveLength(workers);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const res = await postJson(
          server.origin,
          "/api/orders/free",
          freeOrderBody({
            event_id: 203,
            ticketQuantities: { "20301": 1 },
            customer: { ...freeOrderBody().customer, firstName: `Buyer${i}` },
          }),
        );
        return { status: res.status, body: await res.json() };
      }),
    );
    const created = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 409 && a.body.error?.code === "ticket_stock_error");
    console.log(
      `postgres processes: 200 buyers over ${workers} workers for 50 tickets -> ${created.length} sold, ${refused.length} refused (409), in ${Math.round(performance.now() - started)} ms`,
    );
    const others = answers.filter((a) => a.status !== 201 && !refused.includes(a)).map((a) => a.status);
    expect([created.length, refused.length, others]).toEqual([50, 150, []]);
    expect(await one<{ sold: number }>("SELECT sold FROM tickets WHERE id = 20301")).toEqual({ sold: 540 });
    expect(await one<{ n: number }>("SELECT COUNT(*)::int AS n FROM issued_tickets WHERE ticket_id = 20301")).toEqual({
      n: 50,
    });
    expect(await one<{ n: number }>("SELECT COUNT(*)::int AS n FROM orders WHERE event_id = 203")).toEqual({ n: 50 });
    // Every 201's ticket link gives its PDF, whichever worker answers.
    const pdfs = await Promise.all(
      created.map(async (c) => {
        const res = await fetch(c.body.ticket as string);
        return `${res.status} ${res.headers.get("content-type")} ${(await res.arrayBuffer()).byteLength > 1000}`;
      }),
    );
    expect(pdfs).toEqual(Array(50).fill("200 application/pdf true"));
  }, 120_000);

  it("25 uses of one guest-list token across the workers: exactly one order", async () => {
    const body = freeOrderBody({
      event_id: 202,
      ticketQuantities: { "20201": 1 },
      guestListToken: "guest-202-unused",
      selectedPaymentMethod: "guest_list",
    });
    const statuses = await Promise.all(
      Array.from({ length: 25 }, async () => {
        const res = await postJson(server.origin, "/api/orders/free", body);
        return `${res.status} ${res.status === 201 ? "" : (await res.json()).error.code}`.trim();
      }),
    );
    expect(statuses.sort()).toEqual(["201", ...Array(24).fill("409 guest_list_token_used")]);
    expect(await one("SELECT COUNT(*)::int AS n FROM orders WHERE guest_list_token = 'guest-202-unused'")).toEqual({
      n: 1,
    });
  }, 60_000);

  it("5 pay presses at once with one Idempotency-Key, across the workers: one order, five equal answers", async () => {
    const body = { ...cartBody(), payment_method_types: ["card"] };
    const presses = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(server.origin, "/api/stripe/create-payment-intent", body, "pg-five-presses"),
      ),
    );
    expect(presses.map((p) => p.status)).toEqual([200, 200, 200, 200, 200]);
    for (const p of presses) expect(p.body).toEqual(presses[0]!.body);
    expect(await one("SELECT COUNT(*)::int AS n FROM orders WHERE id = $1", presses[0]!.body.order_id)).toEqual({
      n: 1,
    });
    expect(await one("SELECT COUNT(*)::int AS n FROM orders WHERE event_id = 101")).toEqual({ n: 1 });
  }, 60_000);

  it("a worker killed in the middle of a burst of orders is replaced; each of its orders was written whole or not at all", async () => {
    const [victim] = workerPids();
    const before = await one<{ sold: number }>("SELECT sold FROM tickets WHERE id = 20101");
    // 80 orders for ticket 20101 (188 left), the worker killed while they run: some fail with a dropped connection,
    // or get no answer at all (a connection the cluster had handed to the worker as it died): 10 s, as a client would.
    const burst = Promise.all(
      Array.from({ length: 80 }, async (_, i) => {
        try {
          const body = JSON.stringify(
            freeOrderBody({
              event_id: 201,
              ticketQuantities: { "20101": 1 },
              customer: { ...freeOrderBody().customer, email: `burst${i}@example.com` },
            }),
          );
          const res = await fetch(`${server.origin}/api/orders/free`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body,
            signal: AbortSignal.timeout(10_000),
          });
          return res.status === 201 ? ((await res.json()).order_id as string) : `status ${res.status}`;
        } catch {
          return "connection lost";
        }
      }),
    );
    await new Promise((r) => setTimeout(r, 150));
    process.kill(victim!, "SIGKILL");
    const deadline = Date.now() + 30_000;
    while (!server.output().includes(`worker ${victim} died (SIGKILL): starting a new one`) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(server.output()).toContain(`worker ${victim} died (SIGKILL): starting a new one`);
    while (workerPids().length < workers && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(workerPids()).not.toContain(victim);
    expect(workerPids()).toHaveLength(workers);
    const results = await burst;
    const statuses = await Promise.all(
      Array.from(
        { length: 20 },
        async () => (await fetch(`${server.origin}/api/events/203`, { signal: AbortSignal.timeout(10_000) })).status,
      ),
    );
    expect(statuses).toEqual(Array(20).fill(200));
    const answered = results.filter((r) => r.startsWith("ord_"));
    console.log(
      `postgres processes: worker ${victim} killed during 80 orders -> ${answered.length} answered 201, ${results.filter((r) => r === "connection lost").length} lost with the connection`,
    );
    expect(results.every((r) => r.startsWith("ord_") || r === "connection lost")).toBe(true);
    // Whole or nothing: every stored order has its line, its ticket and its stock; every 201 is stored.
    const stored = await one<{ orders: number; lines: number; issued: number; sold: number }>(
      `SELECT (SELECT COUNT(*)::int FROM orders WHERE event_id = 201 AND email LIKE 'burst%') AS orders,
              (SELECT COUNT(*)::int FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.email LIKE 'burst%') AS lines,
              (SELECT COUNT(*)::int FROM issued_tickets i JOIN orders o ON o.id = i.order_id WHERE o.email LIKE 'burst%') AS issued,
              (SELECT sold FROM tickets WHERE id = 20101) AS sold`,
    );
    expect(stored).toEqual({
      orders: stored.orders,
      lines: stored.orders,
      issued: stored.orders,
      sold: before.sold + stored.orders,
    });
    expect(stored.orders).toBeGreaterThanOrEqual(answered.length);
    expect((await one<{ n: number }>("SELECT COUNT(*)::int AS n FROM orders WHERE id = ANY($1)", answered)).n).toBe(
      answered.length,
    );
  }, 60_000);
});
