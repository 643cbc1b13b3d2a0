// @vitest-environment node
// Live change across workers: the built server as `--workers 2` on PostgreSQL. A manager changes a price and adds a
// ticket type through the back office's API; every worker's event cache follows the database's data version (the
// PostgreSQL snapshot, checked at most every 100 ms while it serves a copy), and the markup cache follows the
// event cache's body. So within 1 s both workers answer GET /api/events/:id (with a new ETag) and its markup with
// both changes, and a buyer's next order is priced at the new price.
import { request } from "node:http";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleServer, removeBundle, spawnServer, type ChildServer } from "./testing/child-server.ts";
import { repoRoot, tempDir } from "./testing/in-process.ts";
import { cartBody, demoEnv, post } from "./testing/payments.ts";
import { freeOrderBody } from "./testing/requests.ts";
import { postgresTestStore } from "./testing/stores.ts";
import { manageSession, type ManageSession } from "./testing/manage-session.ts";
import { openPostgresStore } from "./store/postgres/open.ts";
import type { Store } from "./store/index.ts";
import { row } from "./testing/sql.ts";

let server: ChildServer;
let bundle = "";
let drop = async () => {};
let store: Store;
let manager: ManageSession;

beforeAll(async () => {
  bundle = await bundleServer();
  const database = await postgresTestStore.env();
  drop = database.drop;
  const seedFile = join(tempDir("tc-live-"), "seed.json");
  writeFileSync(seedFile, readFileSync(join(repoRoot, "demo-site/data/seed.json")));
  server = await spawnServer(bundle, {
    ...database.env,
    ...demoEnv,
    DATABASE_POOL_SIZE: "5",
    WORKERS: "2",
    SEED_FILE: seedFile,
  });
  store = await openPostgresStore(database.env.DATABASE_URL!, { poolSize: 2 });
  manager = await manageSession(store, { organizerId: 1, role: "manager" });
}, 120_000);

afterAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if beforeAll failed
  await store?.close();
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if beforeAll failed
  await server?.close();
  await drop();
  if (bundle) removeBundle(bundle);
});

interface Answer {
  worker: string;
  etag: string | undefined;
  body: any;
}

/** GET on a connection of its own, so the kernel may hand it to either worker; `worker`: the request id's prefix. */
function getFresh(path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.origin}${path}`, { agent: false }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () =>
        resolve({
          worker: String(res.headers["x-request-id"]).split("-")[0]!,
          etag: res.headers.etag,
          body: JSON.parse(text),
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

/** Asks until each of the 2 workers has answered `path` once with `ready`; when each first did (ms since `from`). */
async function untilBothShow(path: string, ready: (a: Answer) => boolean, from: number, within = 5_000) {
  const seen = new Map<string, { at: number; answer: Answer }>();
  const workers = new Set<string>();
  while (performance.now() - from < within && (seen.size < 2 || workers.size < 2)) {
    const answer = await getFresh(path);
    workers.add(answer.worker);
    if (ready(answer) && !seen.has(answer.worker)) seen.set(answer.worker, { at: performance.now() - from, answer });
  }
  return seen;
}

const markupPath = "/api/events/101/markup?lang=en&currency=EUR&tzo=0";

describe("a catalog change on 2 workers on PostgreSQL", () => {
  it("shows on both workers within 1 s (event body with a new ETag, markup), and the next orders pay the new price", async () => {
    // Each worker caches event 101 first, so the test sees their caches let go of it, not a first load.
    const before = await untilBothShow("/api/events/101", () => true, performance.now());
    expect(before.size).toBe(2);
    const oldEtags = new Set([...before.values()].map((s) => s.answer.etag));
    await untilBothShow(markupPath, () => true, performance.now());

    const api = (method: string, path: string, body: unknown) =>
      fetch(`${server.origin}/api/manage/organizers/1/events/101${path}`, {
        method,
        headers: manager.writeHeaders,
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: await r.json() }));
    const standard = before
      .values()
      .next()
      .value!.answer.body.event_tickets.find((t: any) => t.id === 10101);
    expect(standard.price).toBe("25.00");
    const version = (await row<{ version: number }>(store, "SELECT version FROM tickets WHERE id = 10101")).version;
    const priced = await api("PATCH", "/ticket-types/10101", { version, price: "31.00" });
    expect(priced.status).toBe(200);
    const added = await api("POST", "/ticket-types", {
      ticket_name: "Late entry",
      price: "19.00",
      ticket_stock: "limited",
      stock_limit: 50,
    });
    expect(added.status).toBe(201);
    const changedAt = performance.now();

    const both = (tickets: any[]) =>
      tickets.some((t) => t.id === 10101 && t.price === "31.00") && tickets.some((t) => t.ticket_name === "Late entry");
    const events = await untilBothShow("/api/events/101", (a) => both(a.body.event_tickets), changedAt);
    const markups = await untilBothShow(markupPath, (a) => both(a.body.event.event_tickets), changedAt);
    const delays = [...events.values(), ...markups.values()].map((s) => Math.round(s.at));
    console.log(`live change: both workers showed it after ${delays.join(", ")} ms (event body ×2, markup ×2)`);
    expect(events.size).toBe(2);
    expect(markups.size).toBe(2);
    expect(Math.max(...delays)).toBeLessThan(1_000);
    for (const { answer } of events.values()) expect(oldEtags.has(answer.etag)).toBe(false);
    expect(new Set([...events.values()].map((s) => s.answer.etag)).size).toBe(1);

    // A free order (100% voucher) is priced at the new price before its discount.
    const free = await post(
      server.origin,
      "/api/orders/free",
      freeOrderBody({ event_id: 101, ticketQuantities: { "10101": 1 }, voucherCode: "FREE100" }),
    );
    expect(free.status).toBe(201);
    const freeLine = await row<{ unit_price: string }>(
      store,
      "SELECT unit_price FROM order_lines WHERE order_id = ?",
      free.body.order_id ?? free.body.orderId,
    );
    expect(freeLine.unit_price).toBe("31.00");
    // A paid order: the amount the page showed before the change is refused, the new one is charged.
    const stale = await post(server.origin, "/api/stripe/create-payment-intent", {
      ...cartBody({ ticketQuantities: { "10101": 1 }, amount: "26.75", totalPrice: "26.75" }),
      payment_method_types: ["card"],
    });
    expect(stale.status).toBe(400);
    expect(stale.body.error.code).toBe("amount_mismatch");
    const intent = await post(server.origin, "/api/stripe/create-payment-intent", {
      ...cartBody({ ticketQuantities: { "10101": 1 }, amount: "33.05", totalPrice: "33.05" }),
      payment_method_types: ["card"],
    });
    expect(intent.status).toBe(200);
    const paid = await row<{ final_price_paid: string; unit_price: string }>(
      store,
      "SELECT o.final_price_paid, l.unit_price FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE o.id = ?",
      intent.body.order_id,
    );
    expect(paid).toEqual({ final_price_paid: "33.05", unit_price: "31.00" });
  }, 60_000);
});
