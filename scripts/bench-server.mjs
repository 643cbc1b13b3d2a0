// `npm run bench` (after `node build.mjs`): the reference server under an on-sale spike, with autocannon.
// - the floor: a bare node:http server (its own process) answering the same bytes as GET /api/events/111
//   (about 4 KB of event JSON), no routing, no database;
// - GET /api/events/111 on the built server (dist/server/index.mjs), same connections and duration, same run;
// - GET /api/events/111/markup, the loader's first request on every widget load (step 1's markup), as a browser
//   asks for it (Accept-Encoding with br), same run;
// - POST /api/orders/free for one free ticket, a fixed number of orders (BENCH_ORDERS, default 12,000, so every
//   answer is counted: a timed run would drop the answers in flight when it stops), then an exactness check:
//   the ticket's `sold` grew by exactly the number of 201 answers and there is one issued ticket per 201.
// The server runs on a fresh temporary SQLite file (WAL, as in production) seeded from demo-site/data/seed.json
// with the free ticket's stock raised so that stock never runs out during the run.
// BENCH_DURATION (seconds per target, default 12, run in 6 alternating slices) and BENCH_CONNECTIONS (default 32) override the load.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";

const DURATION = Number(process.env.BENCH_DURATION ?? 12);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
// BENCH_SERVER: another server bundle to measure (e.g. one built from an older commit, for before/after).
const SERVER_BUNDLE = process.env.BENCH_SERVER ?? "dist/server/index.mjs";
const ORDERS = Number(process.env.BENCH_ORDERS ?? 12_000);
const EVENT_ID = 111;
const FREE_TICKET = 20101;
/** Event 101's Standard ticket (25.00), which the scale bench's paid confirmations buy. */
export const PAID_TICKET = 10101;

// How long a server may take to print its listening line (BENCH_START_MS): on a machine others load too, a
// PostgreSQL server with 2 workers took 36 s to start.
const START_MS = Number(process.env.BENCH_START_MS ?? 30_000);

export function waitForListening(child, pattern) {
  return new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`process did not start:\n${out}`)), START_MS);
    const onData = (chunk) => {
      out += chunk;
      const match = pattern.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`process exited with ${code}:\n${out}`));
    });
  });
}

/**
 * The built server on the demo seed with the free and the paid ticket's stock raised out of reach, in its own process(es):
 * on a fresh SQLite file in `dir`, or on the database of `env.DATABASE_URL`; `env` adds WORKERS and the like.
 */
export async function startServer(dir, env = {}, bundle = SERVER_BUNDLE) {
  const seed = JSON.parse(readFileSync("demo-site/data/seed.json", "utf8"));
  for (const organizer of seed.organizers) {
    for (const event of organizer.events) {
      for (const ticket of event.event_tickets)
        if (ticket.id === FREE_TICKET || ticket.id === PAID_TICKET) ticket.stock_limit = 100_000_000;
    }
  }
  const seedFile = join(dir, "seed.json");
  writeFileSync(seedFile, JSON.stringify(seed));
  const dbPath = join(dir, "bench.sqlite");
  const child = spawn(process.execPath, [bundle], {
    // The free-order spike measures throughput from one address: the abuse limits would answer it with 429s.
    env: {
      ...process.env,
      PORT: "0",
      DATABASE_PATH: dbPath,
      SEED_FILE: seedFile,
      LIMIT_ORDERS: "100000000",
      LIMIT_TICKETS_PER_BUYER: "100000000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const origin = await waitForListening(child, /Listening on (http:\/\/\S+?)\/?\s/);
  return { origin, dbPath, child };
}

/**
 * autocannon's requests for free orders, each by another buyer (email), as in a real on-sale: the per-buyer cap
 * counts each buyer's earlier orders, and one buyer with 12,000 orders would measure that count, not the sale.
 */
export function freeOrderRequests() {
  const base = JSON.parse(FREE_ORDER_BODY);
  let buyer = 0;
  const setupRequest = (req) => ({
    ...req,
    body: JSON.stringify({ ...base, customer: { ...base.customer, email: `buyer${++buyer}@example.com` } }),
  });
  return [{ method: "POST", path: "/api/orders/free", headers: { "content-type": "application/json" }, setupRequest }];
}

/** One free ticket of event 201 (the bench raises its stock out of reach). */
export const FREE_ORDER_BODY = JSON.stringify({
  event_id: 201,
  ticketQuantities: { [FREE_TICKET]: 1 },
  customer: {
    firstName: "Bench",
    lastName: "Buyer",
    email: "bench@example.com",
    street: "Main Street 1",
    postCode: "10115",
    city: "Berlin",
    country: "Germany",
    countryCode: "DE",
    companyName: "",
    vatNumber: "",
    lang: "en",
  },
  voucherCode: null,
  guestListToken: null,
  selectedPaymentMethod: "free_ticket",
});

// The floor runs in its own process, like the server, so neither shares autocannon's event loop; with
// FLOOR_WORKERS > 1 it is a node:cluster of that many processes on one port, like the server's --workers.
const floorSource = `
const http = require("node:http");
const cluster = require("node:cluster");
const workers = Number(process.env.FLOOR_WORKERS || 1);
if (workers > 1 && cluster.isPrimary) {
  let listening = 0;
  cluster.on("listening", (w, address) => { if (++listening === workers) console.log("Floor on http://127.0.0.1:" + address.port + " "); });
  for (let i = 0; i < workers; i++) cluster.fork();
} else {
  const body = Buffer.from(process.env.FLOOR_BODY, "base64");
  // FLOOR_HEADERS: more headers to send (the server's own, to tell their cost from the server's code); with an
  // x-request-id among them, each answer gets its own, as the server's do.
  const extra = JSON.parse(process.env.FLOOR_HEADERS || "{}");
  const ids = "x-request-id" in extra;
  let counter = 0;
  // The plain floor stays exactly as it was: one fixed header object.
  const plain = (req, res) => {
    res.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": body.length });
    res.end(body);
  };
  const withHeaders = (req, res) => {
    const head = { "content-type": "application/json; charset=utf-8", ...extra, "content-length": body.length };
    if (ids) head["x-request-id"] = process.pid.toString(16) + "-" + (++counter).toString(36);
    res.writeHead(200, head);
    res.end(body);
  };
  const server = http.createServer(Object.keys(extra).length ? withHeaders : plain);
  server.listen(0, () => cluster.isWorker || console.log("Floor on http://127.0.0.1:" + server.address().port + " "));
}
`;

/** A bare node:http server (a cluster of `workers`) answering every request with `body` (and `headers`, if any). */
export async function startFloor(body, workers = 1, headers = {}) {
  // A file, not `node -e`: the cluster's workers run the primary's script again.
  const script = join(mkdtempSync(join(tmpdir(), "tc-bench-floor-")), "floor.cjs");
  writeFileSync(script, floorSource);
  const child = spawn(process.execPath, [script], {
    env: {
      ...process.env,
      FLOOR_BODY: body.toString("base64"),
      FLOOR_WORKERS: String(workers),
      FLOOR_HEADERS: JSON.stringify(headers),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const origin = await waitForListening(child, /Floor on (http:\/\/\S+?)\s/);
  // Every process has loaded the script once the floor listens (its workers too).
  rmSync(dirname(script), { recursive: true, force: true });
  return { origin, child };
}

// CPU time (user + system) the process and its child processes (a cluster's workers) have used, in ms, from /proc
// (Linux); null elsewhere. On a shared, loaded machine req/s depends on what else runs; CPU per request does much
// less, so both are printed.
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    const own = ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
    return children.reduce((sum, child) => sum + (cpuMs(Number(child)) ?? 0), own);
  } catch {
    return null;
  }
}

export async function withCpu(pid, run) {
  const before = cpuMs(pid);
  const result = await run();
  const after = cpuMs(pid);
  result.cpuMs = before === null || after === null ? null : after - before;
  return result;
}

export function load(options) {
  return autocannon({ connections: CONNECTIONS, ...(options.amount ? {} : { duration: DURATION }), ...options });
}

/**
 * `run(k)` for each of `count` targets, `slices` times over, each slice in the reverse order of the last: each
 * target's results, in slice order.
 */
export async function inAlternation(count, slices, run) {
  const results = Array.from({ length: count }, () => []);
  for (let i = 0; i < slices; i++) {
    const order = results.map((_, k) => k);
    if (i % 2) order.reverse();
    for (const k of order) results[k].push(await run(k));
  }
  return results;
}

// On a shared, loaded machine the available CPU changes from second to second, so the targets run in
// alternating slices (each slice's order reversed from the last) and each total is summed over its slices:
// all see the same mix of quiet and busy moments. p99 is the worst slice's. `duration` (s) is each target's total.
const SLICES = 6;
export async function alternate(targets, { duration = DURATION, slices = SLICES } = {}) {
  const sums = await inAlternation(targets.length, slices, (k) => {
    const { url, pid, headers } = targets[k];
    return withCpu(pid, () => load({ url, headers, duration: duration / slices }));
  });
  const merge = (runs) => ({
    requests: { average: runs.reduce((a, r) => a + r.requests.total, 0) / runs.reduce((a, r) => a + r.duration, 0) },
    latency: { p99: Math.max(...runs.map((r) => r.latency.p99)) },
    statusCodeStats: runs.reduce((acc, r) => {
      for (const [code, s] of Object.entries(r.statusCodeStats ?? {}))
        acc[code] = { count: (acc[code]?.count ?? 0) + s.count };
      return acc;
    }, {}),
    errors: runs.reduce((a, r) => a + r.errors, 0),
    bytesPerRequest:
      runs.reduce((a, r) => a + r.throughput.total, 0) /
      Math.max(
        1,
        runs.reduce((a, r) => a + r.requests.total, 0),
      ),
    cpuUsPerRequest: runs.some((r) => r.cpuMs === null)
      ? null
      : (runs.reduce((a, r) => a + r.cpuMs, 0) * 1000) / runs.reduce((a, r) => a + r.requests.total, 0),
  });
  return sums.map(merge);
}

export const statusCounts = (result) =>
  Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]));

export function exitOf(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.once("exit", (code) => resolve(code));
    child.kill("SIGTERM");
  });
}

/** Runs the three measurements and returns the figures (also used by tests with a short duration). */
export async function measureServer() {
  const dir = mkdtempSync(join(tmpdir(), "tc-bench-server-"));
  const server = await startServer(dir);
  let floor;
  try {
    const eventUrl = `${server.origin}/api/events/${EVENT_ID}`;
    const sample = await fetch(eventUrl);
    const body = Buffer.from(await sample.arrayBuffer());
    floor = await startFloor(body);
    const load1 = loadavg()[0];
    // The loader's first request on every widget load: step 1's markup with the event, as Chromium asks for it.
    const markupUrl = `${server.origin}/api/events/${EVENT_ID}/markup?lang=en&currency=&tzo=-60`;
    const [floorRun, eventRun, markupRun] = await alternate([
      { url: floor.origin, pid: floor.child.pid },
      { url: eventUrl, pid: server.child.pid },
      { url: markupUrl, pid: server.child.pid, headers: { "accept-encoding": "gzip, deflate, br, zstd" } },
    ]);

    const db = new Database(server.dbPath, { readonly: true, fileMustExist: true });
    const soldBefore = db.prepare("SELECT sold FROM tickets WHERE id = ?").get(FREE_TICKET).sold;
    const issuedBefore = db.prepare("SELECT COUNT(*) AS n FROM issued_tickets WHERE ticket_id = ?").get(FREE_TICKET).n;
    const ordersBefore = db.prepare("SELECT COUNT(*) AS n FROM orders WHERE event_id = 201").get().n;
    const orderRun = await withCpu(server.child.pid, () =>
      load({ amount: ORDERS, url: server.origin, requests: freeOrderRequests() }),
    );
    const soldAfter = db.prepare("SELECT sold FROM tickets WHERE id = ?").get(FREE_TICKET).sold;
    const issuedAfter = db.prepare("SELECT COUNT(*) AS n FROM issued_tickets WHERE ticket_id = ?").get(FREE_TICKET).n;
    const ordersAfter = db.prepare("SELECT COUNT(*) AS n FROM orders WHERE event_id = 201").get().n;
    db.close();
    const created = statusCounts(orderRun)["201"] ?? 0;
    return {
      duration: DURATION,
      connections: CONNECTIONS,
      loadBefore: load1,
      loadAfter: loadavg()[0],
      bodyBytes: body.length,
      eventHeaders: Object.fromEntries(["cache-control", "etag"].map((h) => [h, sample.headers.get(h)])),
      floor: {
        rps: floorRun.requests.average,
        p99: floorRun.latency.p99,
        statuses: statusCounts(floorRun),
        errors: floorRun.errors,
        cpuUs: floorRun.cpuUsPerRequest,
      },
      event: {
        rps: eventRun.requests.average,
        p99: eventRun.latency.p99,
        statuses: statusCounts(eventRun),
        errors: eventRun.errors,
        cpuUs: eventRun.cpuUsPerRequest,
      },
      markup: {
        rps: markupRun.requests.average,
        p99: markupRun.latency.p99,
        statuses: statusCounts(markupRun),
        errors: markupRun.errors,
        cpuUs: markupRun.cpuUsPerRequest,
        bytes: markupRun.bytesPerRequest,
      },
      orders: {
        amount: ORDERS,
        rps: orderRun.requests.average,
        p99: orderRun.latency.p99,
        statuses: statusCounts(orderRun),
        errors: orderRun.errors + orderRun.timeouts,
        cpuUs: orderRun.cpuMs === null ? null : (orderRun.cpuMs * 1000) / ORDERS,
        created,
        inDb: ordersAfter - ordersBefore,
        sold: soldAfter - soldBefore,
        issued: issuedAfter - issuedBefore,
      },
    };
  } finally {
    if (floor) await exitOf(floor.child);
    await exitOf(server.child);
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchServer() {
  const r = await measureServer();
  const n = (x) => Math.round(x).toLocaleString("en-US");
  const ratio = r.event.rps / r.floor.rps;
  // Exact: every order row has its one ticket and its stock; a 201 for each order unless the client gave up
  // waiting (autocannon's 10 s timeout, counted as errors) on an order the server still completed.
  const o = r.orders;
  const exact = o.sold === o.inDb && o.issued === o.inDb && o.created <= o.inDb && o.created + o.errors >= o.inDb;
  const cpu = (x) => (x === null ? "n/a" : `${Math.round(x)} µs`);
  console.log(
    `\nServer on-sale spike (autocannon, ${r.connections} connections, ${r.duration} s per target in ${SLICES} alternating slices; 1-min load average ${r.loadBefore.toFixed(2)} before, ${r.loadAfter.toFixed(2)} after)`,
  );
  console.log(
    `  floor (bare node:http, same ${r.bodyBytes} B)   ${n(r.floor.rps)} req/s  p99 ${r.floor.p99} ms  server CPU ${cpu(r.floor.cpuUs)}/request`,
  );
  console.log(
    `  GET /api/events/${EVENT_ID}                  ${n(r.event.rps)} req/s  p99 ${r.event.p99} ms  server CPU ${cpu(r.event.cpuUs)}/request  statuses ${JSON.stringify(r.event.statuses)}`,
  );
  const cpuRatio = r.floor.cpuUs && r.event.cpuUs ? (r.floor.cpuUs / r.event.cpuUs).toFixed(2) : "n/a";
  console.log(`    = ${ratio.toFixed(2)} of the floor in req/s, ${cpuRatio} in CPU per request (goal >= 0.50)`);
  console.log(`    headers: cache-control "${r.eventHeaders["cache-control"]}", etag ${r.eventHeaders.etag ?? "none"}`);
  const m = r.markup;
  console.log(
    `  GET /api/events/${EVENT_ID}/markup (Brotli)  ${n(m.rps)} req/s  p99 ${m.p99} ms  server CPU ${cpu(m.cpuUs)}/request  ${n(m.bytes)} B/answer  statuses ${JSON.stringify(m.statuses)}`,
  );
  console.log(`    = ${(m.rps / r.floor.rps).toFixed(2)} of the floor in req/s (every widget load asks for it first)`);
  console.log(
    `  POST /api/orders/free (${n(o.amount)})   ${n(o.rps)} req/s  p99 ${o.p99} ms  server CPU ${cpu(o.cpuUs)}/order (goal >= 1,500 req/s, p99 <= 50 ms)  statuses ${JSON.stringify(o.statuses)}, client errors/timeouts ${o.errors}`,
  );
  console.log(
    `    exactness: ${n(o.inDb)} orders in the database (${n(o.created)} answered 201) -> sold +${n(o.sold)}, issued tickets +${n(o.issued)}: ${exact ? "exact" : "NOT EXACT"}`,
  );
  if (!exact) process.exitCode = 1;
  return r;
}

if (import.meta.url === `file://${process.argv[1]}`) await benchServer();
