// `node scripts/bench-paid.mjs` (after `node build.mjs`): the paid path step by step, on the sandbox (demo mode).
// 1. Statements and round trips per request on PostgreSQL (1 worker), each step run one request at a time with
//    scripts/bench-count-statements.mjs loaded into the server: the hold (POST /api/reservations), creating the
//    payment (Stripe create-payment-intent, PayPal order, Braintree process-payment, Mollie process-payment) and
//    confirming it (Stripe verifyIntent, PayPal capture, Mollie verify-order, the webhook).
// 2. Holds and Stripe confirmations at on-sale scale: SQLite (1 process), PostgreSQL with 1 and with 2 workers side by
//    side, BENCH_PAID (3,000) holds and as many confirmations each, in alternating slices (bench-scale.mjs's
//    timedRun/figures), each hold by another client (X-Forwarded-For) and each payment by another buyer, its hold's
//    id on the payment; the payments are started and paid in the sandbox between the two (not timed). Exactness: sold
//    = issued = paid orders = confirmations, and every hold consumed.
// Mails: the sandbox needs demo mode, whose mails go to the in-process catcher, and composing a ticket mail (its PDF,
// its QR codes) costs the server a few ms of CPU, more than the order itself, done by the outbox's sender after the
// commit. The free-order part runs without demo mode, its mails waiting in the outbox; so that the figures here are the
// order path's too, the servers get an SMTP server that accepts the connection and never answers (the sender waits on
// its first mail; every other waits in the outbox). BENCH_PAID_MAIL=catcher keeps the catcher instead.
// BENCH_PAID_PART=count|scale runs one part. BENCH_SERVER: another server bundle (an A/B run).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { exitOf, inAlternation, PAID_TICKET, startServer } from "./bench-server.mjs";
import { HOLD, hold, json, nextClient, ok, post, providers, silentSmtp } from "./bench-paid-steps.mjs";
import { counter, figures, schemaUrl, timedRun } from "./bench-scale.mjs";
import { findPostgres } from "./postgres-for-tests.mjs";

const AMOUNT = Number(process.env.BENCH_PAID ?? 3_000);
const SLICES = 4;
const COUNTED = 20;
const PART = process.env.BENCH_PAID_PART ?? "all";
const env = {
  DEMO_MODE: "1",
  TRUST_PROXY: "loopback",
  LIMIT_HOLDS_PER_CLIENT: "100000000",
  LIMIT_ORDERS: "100000000",
};
if (process.env.BENCH_PAID_MAIL !== "catcher") Object.assign(env, await silentSmtp());

/** This server's statements and round trips so far, summed over its processes (bench-count-statements.mjs). */
async function statementTotals(dir) {
  await new Promise((r) => setTimeout(r, 250));
  const sum = { statements: 0, roundTrips: 0, kinds: {} };
  for (const f of readdirSync(dir)) {
    const t = JSON.parse(readFileSync(join(dir, f), "utf8"));
    sum.statements += t.statements;
    sum.roundTrips += t.roundTrips;
    for (const [k, n] of Object.entries(t.kinds)) sum.kinds[k] = (sum.kinds[k] ?? 0) + n;
  }
  return sum;
}

/** Runs `step` COUNTED times, one at a time, and gives its statements and round trips per run. */
async function counted(dir, prepare, step) {
  const inputs = [];
  for (let i = 0; i < COUNTED; i++) inputs.push(await prepare());
  const before = await statementTotals(dir);
  for (const input of inputs) await step(input);
  const after = await statementTotals(dir);
  const kinds = {};
  for (const [k, n] of Object.entries(after.kinds)) {
    const d = n - (before.kinds[k] ?? 0);
    if (d) kinds[k] = d / COUNTED;
  }
  return {
    statements: (after.statements - before.statements) / COUNTED,
    roundTrips: (after.roundTrips - before.roundTrips) / COUNTED,
    kinds,
  };
}

/** Part 1: statements and round trips per step on PostgreSQL, 1 worker. */
async function countSteps(base) {
  const db = await schemaUrl(base);
  const dir = mkdtempSync(join(tmpdir(), "tc-bench-paid-"));
  const counts = mkdtempSync(join(tmpdir(), "tc-bench-counts-"));
  const preload = resolve("scripts/bench-count-statements.mjs");
  const server = await startServer(dir, {
    ...env,
    DATABASE_URL: db.url,
    WORKERS: "1",
    STATEMENT_COUNT_DIR: counts,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${preload}`,
  });
  const o = server.origin;
  const rows = [];
  try {
    rows.push([
      "hold (POST /api/reservations)",
      await counted(
        counts,
        async () => null,
        () => hold(o),
      ),
    ]);
    for (const [name, p] of Object.entries(providers)) {
      rows.push([
        `${name}: create`,
        await counted(
          counts,
          () => hold(o),
          (res) => p.create(o, res),
        ),
      ]);
    }
    for (const [name, p] of Object.entries(providers)) {
      if (!p.pay) continue;
      const paid = async () => p.pay(o, await p.create(o, await hold(o)));
      rows.push([`${name}: confirm`, await counted(counts, paid, (c) => ok(post(o, c.path, c.body), c.path))]);
      if (name === "mollie")
        rows.push([
          "mollie: webhook",
          await counted(counts, paid, (c) => ok(post(o, c.webhook.path, c.webhook.body), c.webhook.path)),
        ]);
    }
  } finally {
    await exitOf(server.child);
    await db.drop();
    rmSync(dir, { recursive: true, force: true });
    rmSync(counts, { recursive: true, force: true });
  }
  return rows;
}

/** Part 2's exactness counts: the paid ticket's sold, issued and paid orders, and the holds consumed. */
function paidCounter(server, pgUrl) {
  return counter(server, pgUrl, PAID_TICKET);
}

/** `amount` held, started and paid Stripe payments on `origin` (32 at a time): the bodies that confirm them. */
async function paidBodies(origin, holds) {
  const bodies = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      while (next < holds.length) {
        const res = holds[next++];
        const c = await providers.stripe.pay(origin, await providers.stripe.create(origin, res));
        bodies.push(JSON.stringify(c.body));
      }
    }),
  );
  return bodies;
}

/** Part 2: holds, then Stripe confirmations, on the three servers in alternating slices. */
async function scale(base) {
  const dirs = [];
  const dbs = [];
  const targets = [];
  const start = async (extra, pgUrl) => {
    const dir = mkdtempSync(join(tmpdir(), "tc-bench-paid-"));
    dirs.push(dir);
    const server = await startServer(dir, { ...env, ...extra });
    targets.push({ server, count: paidCounter(server, pgUrl), pgUrl });
  };
  try {
    await start({}, null);
    for (const workers of [1, 2]) {
      const db = await schemaUrl(base);
      dbs.push(db);
      await start({ DATABASE_URL: db.url, WORKERS: String(workers) }, db.url);
    }
    const before = [];
    for (const t of targets) before.push(await t.count());
    // Holds: each by another client; the answers' ids are kept for the payments.
    const held = targets.map(() => []);
    const holdRequests = (k) => [
      {
        method: "POST",
        path: "/api/reservations",
        body: HOLD,
        setupRequest: (req) => ({ ...req, headers: { ...json, "x-forwarded-for": nextClient() } }),
        onResponse: (status, body) => {
          if (status === 201) held[k].push(JSON.parse(body).reservation_id);
        },
      },
    ];
    const holdRuns = await inAlternation(targets.length, SLICES, (k) =>
      timedRun(targets[k].server, AMOUNT / SLICES, holdRequests(k)),
    );
    // The payments of the holds, started and paid (not timed).
    const bodies = [];
    for (const [k, t] of targets.entries()) bodies.push(await paidBodies(t.server.origin, held[k]));
    const next = targets.map(() => 0);
    const confirmRequests = (k) => [
      {
        method: "POST",
        path: "/api/stripe/verifyIntent",
        headers: json,
        setupRequest: (req) => ({ ...req, body: bodies[k][next[k]++ % bodies[k].length] }),
      },
    ];
    const confirmRuns = await inAlternation(targets.length, SLICES, (k) =>
      timedRun(targets[k].server, bodies[k].length / SLICES, confirmRequests(k)),
    );
    const out = [];
    for (const [k, t] of targets.entries()) {
      const after = await t.count();
      const holds = figures(holdRuns[k]);
      const confirms = figures(confirmRuns[k]);
      const d = { sold: after.sold - before[k].sold, issued: after.issued - before[k].issued };
      d.paid = after.orders - before[k].orders;
      const confirmed = confirms.statuses["200"] ?? 0;
      const exact =
        held[k].length === AMOUNT &&
        d.sold === AMOUNT &&
        d.issued === AMOUNT &&
        d.paid === AMOUNT &&
        confirmed === AMOUNT;
      out.push({ holds, confirms, ...d, held: held[k].length, confirmed, exact });
    }
    return out;
  } finally {
    for (const t of targets) await exitOf(t.server.child);
    for (const db of dbs) await db.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const base = await findPostgres();
  if (!base) return console.log("bench-paid: no PostgreSQL answers (TEST_DATABASE_URL, DATABASE_URL): left out.");
  mkdirSync(tmpdir(), { recursive: true });
  if (PART !== "scale") {
    console.log("Statements and round trips per request, PostgreSQL, 1 worker (one request at a time):");
    for (const [name, c] of await countSteps(base)) {
      console.log(`  ${name.padEnd(34)} ${c.statements.toFixed(1)} statements, ${c.roundTrips.toFixed(1)} round trips`);
      if (process.env.BENCH_PAID_VERBOSE)
        for (const [k, n] of Object.entries(c.kinds)) console.log(`      ${n.toFixed(2)}  ${k}`);
    }
  }
  if (PART === "count") return;
  const load = loadavg()[0];
  const r = await scale(base);
  const n = (x) => Math.round(x).toLocaleString("en-US");
  const cpu = (x) => (x === null ? "n/a" : `${Math.round(x)} µs`);
  console.log(
    `\nPaid path, ${n(AMOUNT)} each, ${SLICES} alternating slices (1-min load ${load.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after)`,
  );
  const names = ["SQLite, 1 process", "PostgreSQL, 1 worker", "PostgreSQL, 2 workers"];
  for (const [step, key] of [
    ["holds (POST /api/reservations)", "holds"],
    ["confirmations (POST /api/stripe/verifyIntent)", "confirms"],
  ]) {
    console.log(`  ${step}:`);
    for (const [k, o] of r.entries()) {
      const f = o[key];
      console.log(
        `    ${names[k].padEnd(24)} ${n(f.rps)} req/s  p99 ${f.p99} ms (${f.p99Open} on open connections)  CPU ${cpu(f.cpuUs)}/request  ${(f.rps / r[0][key].rps).toFixed(2)} × SQLite  statuses ${JSON.stringify(f.statuses)}`,
      );
    }
  }
  for (const [k, o] of r.entries())
    console.log(
      `  ${names[k].padEnd(24)} held ${n(o.held)}, confirmed ${n(o.confirmed)}, paid orders +${n(o.paid)}, sold +${n(o.sold)}, issued +${n(o.issued)}: ${o.exact ? "exact" : "NOT EXACT"}`,
    );
  if (!r.every((o) => o.exact)) process.exitCode = 1;
}

await main();
