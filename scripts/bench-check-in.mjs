// `node scripts/bench-check-in.mjs` (after `node build.mjs`): the door check-in's figures, against the issue's goals.
// - a list's snapshot of 50,000 tickets: bytes on the wire (the browser's Accept-Encoding), and the time to download
//   and store it: in the page, fetch + parse + one IndexedDB put; and the app's own path (pairing link opened to the
//   snapshot in its IndexedDB);
// - read -> verdict offline at 4x CPU (CDP Emulation.setCPUThrottlingRate 4): from a hardware scanner's Enter
//   (keydown, in the page) to the frame after the verdict element appears, median of BENCH_SCANS (40) valid scans
//   from that 50,000-ticket snapshot;
// - online redeem with 20 devices (paired tokens) scanning at once: rounds where each device scans a ticket of its
//   own, and rounds where all 20 scan the same ticket (one screenshot shown at every gate); each request's time,
//   p50 / p99; no ticket admitted twice (each contested ticket: exactly one "valid"; the database: no ticket with
//   two counted entries).
// The server: the built one (dist/server/index.mjs) on PostgreSQL (scripts/postgres-for-tests.mjs finds it), 2
// workers, demo mode; 50,000 tickets made as 12,500 free orders of 4 (event 201, every buyer another name, so the
// snapshot compresses as a real one would). Without PostgreSQL it says so and stops.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import pg from "pg";
import { exitOf, FREE_ORDER_BODY } from "./bench-server.mjs";
import { silentSmtp } from "./bench-paid-steps.mjs";
import { schemaUrl } from "./bench-scale.mjs";
import { chromiumArgs, chromiumCandidates } from "./chromium-candidates.mjs";
import { findPostgres } from "./postgres-for-tests.mjs";

const TICKETS = Number(process.env.BENCH_TICKETS ?? 50_000);
const SCANS = Number(process.env.BENCH_SCANS ?? 40);
const DEVICES = 20;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const WARM_ROUNDS = 5;
const EVENT = 201;
const PER_ORDER = 4; // ticket 20101's purchase limit
const FIRST = ["Ada", "Grace", "Alan", "Katherine", "Linus", "Margaret", "Edsger", "Barbara", "Dennis", "Frances"];
const LAST = ["Lovelace", "Hopper", "Turing", "Johnson", "Torvalds", "Hamilton", "Dijkstra", "Liskov", "Ritchie"];

const median = (xs) => percentile(xs, 50);
function percentile(xs, p) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
}
const ms = (x) => `${x.toFixed(1)} ms`;

/**
 * The built server on PostgreSQL (`databaseUrl`), 2 workers, demo mode, the seed with ticket 20101's stock out of
 * reach. Seeding PostgreSQL on a loaded machine can take longer than bench-server.mjs's 30 s, so it waits 3 minutes.
 */
async function startServer(dir, databaseUrl) {
  const seed = JSON.parse(readFileSync("demo-site/data/seed.json", "utf8"));
  for (const event of seed.organizers.flatMap((o) => o.events))
    for (const ticket of event.event_tickets) if (ticket.id === 20101) ticket.stock_limit = 100_000_000;
  writeFileSync(join(dir, "seed.json"), JSON.stringify(seed));
  const child = spawn(process.execPath, ["dist/server/index.mjs"], {
    env: {
      ...process.env,
      PORT: "0",
      DATABASE_URL: databaseUrl,
      WORKERS: "2",
      DEMO_MODE: "1",
      SEED_FILE: join(dir, "seed.json"),
      LIMIT_ORDERS: "100000000",
      LIMIT_TICKETS_PER_BUYER: "100000000",
      // The 12,500 orders' ticket mails (a PDF each, a few ms of CPU) wait in the outbox, as if sent days before the
      // doors open: an SMTP server that never answers holds the sender at its first mail. With the demo's catcher the
      // workers composed them during the scans, and every scan waited behind that work.
      ...(await silentSmtp()),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const origin = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in 3 minutes:\n${out}`)), 180_000);
    const onData = (chunk) => {
      out += chunk;
      const m = /Listening on (http:\/\/\S+?)\/?\s/.exec(out);
      if (m) resolve(m[1], clearTimeout(timer));
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) => reject(new Error(`the server exited with ${code}:\n${out}`)));
  });
  return { origin, child };
}

/** Runs `count` jobs, `width` at a time. */
async function pool(count, width, job) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) await job(next++);
    }),
  );
}

async function json(origin, method, path, { body, headers = {} } = {}) {
  const res = await fetch(origin + path, {
    method,
    headers: { "sec-fetch-site": "same-origin", ...(body ? { "content-type": "application/json" } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return { body: text ? JSON.parse(text) : null, headers: res.headers };
}

/** 50,000 tickets of event 201, as free orders of 4 by buyers of many names. */
async function makeTickets(origin) {
  const base = JSON.parse(FREE_ORDER_BODY);
  const started = performance.now();
  await pool(Math.ceil(TICKETS / PER_ORDER), 32, async (i) => {
    const customer = {
      ...base.customer,
      firstName: `${FIRST[i % FIRST.length]}`,
      lastName: `${LAST[Math.floor(i / FIRST.length) % LAST.length]}-${i}`,
      email: `door${i}@example.com`,
    };
    // A connection reset on a loaded machine is tried again (an extra order or two changes nothing measured).
    for (let attempt = 1; ; attempt++) {
      try {
        await json(origin, "POST", "/api/orders/free", {
          body: { ...base, ticketQuantities: { 20101: PER_ORDER }, customer },
        });
        return;
      } catch (error) {
        if (attempt === 3 || !(error instanceof TypeError)) throw error;
      }
    }
  });
  return performance.now() - started;
}

/** GET `url` as a browser would ask (its Accept-Encoding), counting the bytes as they come over the wire. */
function onTheWire(url, headers) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { headers: { "accept-encoding": "gzip, deflate, br, zstd", ...headers } }, (res) => {
      let bytes = 0;
      res.on("data", (c) => (bytes += c.length));
      res.on("end", () =>
        resolve({
          status: res.statusCode,
          bytes,
          encoding: res.headers["content-encoding"] ?? "identity",
          ms: performance.now() - started,
        }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** In a page of the server's origin: the snapshot fetched, parsed and put in IndexedDB; the milliseconds of each. */
async function snapshotInPage(page, path, token) {
  return page.evaluate(
    async ({ path, token }) => {
      const t0 = performance.now();
      const res = await fetch(path, { headers: { authorization: `Bearer ${token}` } });
      const text = await res.text();
      const t1 = performance.now();
      const snapshot = JSON.parse(text);
      const t2 = performance.now();
      const db = await new Promise((resolve, reject) => {
        const open = indexedDB.open("bench-snapshot", 1);
        open.onupgradeneeded = () => open.result.createObjectStore("snapshots");
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(new Error(String(open.error)));
      });
      await new Promise((resolve, reject) => {
        const tx = db.transaction("snapshots", "readwrite");
        tx.objectStore("snapshots").put(snapshot, 1);
        tx.oncomplete = resolve;
        tx.onerror = () => reject(new Error(String(tx.error)));
      });
      db.close();
      const t3 = performance.now();
      return { download: t1 - t0, parse: t2 - t1, store: t3 - t2, total: t3 - t0, tickets: snapshot.tickets.length };
    },
    { path, token },
  );
}

/** Whether the scanner's own IndexedDB holds a snapshot yet (the database is not opened before the app made it). */
const appHasSnapshot = (page) =>
  page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((d) => d.name === "ticket-check-in")) return false;
    const db = await new Promise((resolve, reject) => {
      const open = indexedDB.open("ticket-check-in");
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(new Error(String(open.error)));
    });
    try {
      if (!db.objectStoreNames.contains("snapshots")) return false;
      return await new Promise((resolve) => {
        const count = db.transaction("snapshots").objectStore("snapshots").count();
        count.onsuccess = () => resolve(count.result > 0);
        count.onerror = () => resolve(false);
      });
    } finally {
      db.close();
    }
  });

/** Installed before the app's first script: Enter's keydown times and the times the frame after each verdict began. */
function recordReadToVerdict() {
  const w = window;
  w.__enter = [];
  w.__painted = [];
  addEventListener("keydown", (e) => e.key === "Enter" && w.__enter.push(performance.now()), true);
  new MutationObserver((records) => {
    for (const r of records) {
      for (const node of r.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.hasAttribute("data-verdict") || node.querySelector("[data-verdict]")) {
          // rAF runs before the frame's paint; a message posted from it runs right after that paint.
          requestAnimationFrame(() => {
            const ch = new MessageChannel();
            ch.port1.onmessage = () => w.__painted.push(performance.now());
            ch.port2.postMessage(0);
          });
        }
      }
    }
  }).observe(document, { subtree: true, childList: true });
}

async function readToVerdict(page, context, codes) {
  const field = page.getByRole("textbox", { name: "Ticket code" });
  await field.waitFor({ timeout: 20_000 });
  await context.setOffline(true);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const results = [];
  for (const code of codes) {
    await field.focus();
    await page.keyboard.insertText(code);
    const before = await page.evaluate(() => window.__painted.length);
    await page.keyboard.press("Enter");
    await page.waitForFunction((n) => window.__painted.length > n, before, { timeout: 10_000 });
    results.push(await page.locator("[data-verdict]").first().getAttribute("data-verdict"));
    await page
      .locator("[data-verdict]")
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
    await page.locator("[data-verdict]").waitFor({ state: "detached", timeout: 10_000 });
  }
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  const times = await page.evaluate(() => window.__painted.map((p, i) => p - window.__enter[i]));
  return { times, results };
}

/**
 * 20 devices at once, ROUNDS rounds: even rounds each device its own ticket, odd rounds all the same ticket. Each
 * request's time, by kind of round (the same ticket's 20 requests wait for its lock one after the other).
 */
async function onlineRedeem(origin, org, listId, tokens, codes) {
  const latencies = { own: [], same: [], warm: [] };
  const contested = [];
  let next = 0;
  const scan = async (kind, token, code, i) => {
    const started = performance.now();
    const { body } = await json(origin, "POST", `/api/manage/organizers/${org}/check-in`, {
      body: { listId, code, clientScanId: `bench-${i}-${token.slice(-6)}` },
      headers: { authorization: `Bearer ${token}` },
    });
    latencies[kind].push(performance.now() - started);
    return body.result;
  };
  // WARM_ROUNDS untimed rounds first: the workers open their pools' database connections and compile the scan's
  // path, as a server at the door has done long before the gates open (the first rounds after a start were 2-4x
  // slower).
  for (let round = 0; round < WARM_ROUNDS; round++)
    await Promise.all(tokens.map((t, d) => scan("warm", t, codes[next++], -1 - round * DEVICES - d)));
  latencies.warm = [];
  for (let round = 0; round < ROUNDS; round++) {
    if (round % 2 === 1) {
      const code = codes[next++];
      const results = await Promise.all(tokens.map((t, d) => scan("same", t, code, round * DEVICES + d)));
      contested.push(results.filter((r) => r === "valid").length);
    } else {
      await Promise.all(tokens.map((t, d) => scan("own", t, codes[next++], round * DEVICES + d)));
    }
  }
  return { latencies, contested };
}

async function main() {
  const base = await findPostgres();
  if (!base) {
    console.log("bench-check-in: no PostgreSQL answers (set TEST_DATABASE_URL or DATABASE_URL); nothing measured.");
    return;
  }
  const db = await schemaUrl(base);
  const dir = mkdtempSync(join(tmpdir(), "tc-bench-check-in-"));
  const server = await startServer(dir, db.url);
  const sql = new pg.Client({ connectionString: db.url });
  await sql.connect();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? chromiumCandidates[0],
    args: chromiumArgs,
  });
  try {
    const { origin } = server;
    console.log(`Door check-in bench (PostgreSQL, 2 workers; ${TICKETS.toLocaleString("en")} tickets)`);
    const made = await makeTickets(origin);
    console.log(`  tickets made: ${TICKETS.toLocaleString("en")} in ${(made / 1000).toFixed(1)} s (free orders of 4)`);

    const signIn = await json(origin, "POST", "/api/manage/demo/sign-in", { body: { as: "operator" } });
    const cookie = signIn.headers.get("set-cookie").split(";")[0];
    const asOperator = (method, path, body) => json(origin, method, path, { body, headers: { cookie } });
    const { organizers } = (await asOperator("GET", "/api/manage/operator/organizers")).body;
    const org = organizers.find((o) => o.name === "Night Owl Events").id;
    const list = (
      await asOperator("POST", `/api/manage/organizers/${org}/events/${EVENT}/check-in-lists`, {
        name: "Bench gate",
        ticketTypeIds: null,
        allowReentry: false,
        validFrom: null,
        validUntil: null,
      })
    ).body;
    const newDevice = async (name) =>
      (await asOperator("POST", `/api/manage/organizers/${org}/check-in-devices`, { name, listIds: [list.id] })).body;
    const tokens = [];
    for (let d = 0; d < DEVICES; d++) {
      const { pairingCode } = await newDevice(`Bench device ${d + 1}`);
      tokens.push(
        (await json(origin, "POST", "/api/manage/check-in/pair", { body: { code: pairingCode } })).body.token,
      );
    }

    const codes = (
      await sql.query(
        `SELECT code FROM issued_tickets WHERE ticket_id = 20101 ORDER BY id LIMIT ${SCANS + (ROUNDS + WARM_ROUNDS) * DEVICES}`,
      )
    ).rows.map((r) => r.code);

    // Online redeem, 20 devices at once.
    // Warm-up, not measured: each device asks for its lists once (its token found, connections open).
    await Promise.all(
      tokens.map((t) =>
        json(origin, "GET", `/api/manage/organizers/${org}/check-in-lists`, {
          headers: { authorization: `Bearer ${t}` },
        }),
      ),
    );
    const online = await onlineRedeem(origin, org, list.id, tokens, codes.slice(SCANS));
    const doubles = (
      await sql.query(
        `SELECT ticket_id, COUNT(*) AS n FROM check_ins WHERE status = 'counted' AND type = 'entry'
         GROUP BY ticket_id HAVING COUNT(*) > 1`,
      )
    ).rows.length;
    const contestedOk = online.contested.every((n) => n === 1);
    const all = [...online.latencies.own, ...online.latencies.same];
    const fig = (xs) => `p50 ${ms(median(xs))}, p99 ${ms(percentile(xs, 99))}`;
    console.log(
      `  online redeem, ${DEVICES} devices at once: ${all.length} requests, ${fig(all)}` +
        ` (each its own ticket: ${fig(online.latencies.own)}; all ${DEVICES} the same ticket: ${fig(online.latencies.same)});` +
        ` ${online.contested.length} tickets scanned by all ${DEVICES} at once:` +
        ` ${contestedOk ? "each admitted exactly once" : `valid counts ${online.contested.join(",")}`};` +
        ` tickets counted twice in the database: ${doubles} (goal: p99 <= 100 ms, none twice)`,
    );

    // The snapshot.
    const snapshotPath = `/api/manage/organizers/${org}/check-in/snapshot?list=${list.id}`;
    const wire = await onTheWire(origin + snapshotPath, { authorization: `Bearer ${tokens[0]}` });
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.addInitScript(recordReadToVerdict);
    await page.goto(`${origin}/manage/check-in/`);
    const inPage = [];
    for (let i = 0; i < 3; i++) inPage.push(await snapshotInPage(page, snapshotPath, tokens[1]));
    const phone = await newDevice("Bench phone");
    const opened = performance.now();
    await page.goto(phone.pairingUrl);
    while (!(await appHasSnapshot(page))) {
      if (performance.now() - opened > 60_000) throw new Error("the app stored no snapshot within 60 s");
      await new Promise((r) => setTimeout(r, 50));
    }
    const appSnapshot = performance.now() - opened;
    const best = inPage.reduce((a, b) => (a.total < b.total ? a : b));
    console.log(
      `  snapshot of ${best.tickets.toLocaleString("en")} tickets: ${(wire.bytes / 1e6).toFixed(2)} MB on the wire (${wire.encoding}),` +
        ` download ${ms(best.download)} + parse ${ms(best.parse)} + IndexedDB put ${ms(best.store)} = ${ms(best.total)}` +
        ` (best of 3, in the page); the app, pairing link opened to snapshot stored: ${ms(appSnapshot)} (goal: <= 5 s, < 5 MB)`,
    );

    // Read -> verdict, offline, 4x CPU.
    const offline = await readToVerdict(page, context, codes.slice(0, SCANS));
    const valid = offline.results.filter((r) => r === "valid").length;
    console.log(
      `  read -> verdict offline at 4x CPU: median ${ms(median(offline.times))}, p90 ${ms(percentile(offline.times, 90))}` +
        ` over ${offline.times.length} scans (${valid} valid) (goal: median <= 150 ms)`,
    );
    await context.close();

    console.log(`  1-minute load average at the end: ${loadavg()[0].toFixed(2)}`);
  } finally {
    await browser.close();
    await sql.end();
    await exitOf(server.child);
    await db.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
