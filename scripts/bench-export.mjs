// `node scripts/bench-export.mjs`: the back office's exports at scale (a bench, not a timed test). The server is
// bundled from source and runs in its own process on a fresh SQLite file, and on PostgreSQL (a schema of its own)
// when one answers (scripts/postgres-for-tests.mjs finds it); event 101 gets BENCH_ATTENDEES (100,000) attendees:
// half as many orders of 2 tickets each, written straight into the database. Then each export (attendees and
// orders, CSV and XLSX) is fetched with an orders:read API token, its bytes counted as they arrive, and the
// server's resident memory (VmRSS of its process) sampled every 20 ms; each export on a server process started for
// it (on the same data), so its RSS grows from idle. The goal: 100,000 attendees in under 10 s, with the server's
// RSS growing by less than 100 MB. The event's dashboard
// (asked for every 3 s while open) is timed on the same data.
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { build } from "esbuild";
import pg from "pg";
import { exitOf, startServer } from "./bench-server.mjs";
import { schemaUrl } from "./bench-scale.mjs";
import { serverEsbuildOptions } from "./build-server.mjs";
import { findPostgres } from "./postgres-for-tests.mjs";

const ATTENDEES = Number(process.env.BENCH_ATTENDEES ?? 100_000);
const EVENT = 101;
const TOKEN = `tkt_bench-export-${"x".repeat(32)}`;
const EXPORTS = ["attendees.csv", "attendees.xlsx", "orders.csv", "orders.xlsx"];
const ORDER_COLUMNS = [
  "id",
  "event_id",
  "link_token",
  "status",
  "payment_method",
  "first_name",
  "last_name",
  "email",
  "street",
  "post_code",
  "city",
  "country",
  "lang",
  "currency",
  "price_before_discount",
  "discount_amount",
  "final_price_paid",
  "created_at",
  "provider",
  "provider_ref",
];

/** The rows to write, in batches of `size`: orders with their line and 2 issued tickets each. */
function* batches(size) {
  const orders = ATTENDEES / 2;
  for (let start = 0; start < orders; start += size) {
    const batch = { orders: [], lines: [], tickets: [] };
    for (let i = start; i < Math.min(orders, start + size); i++) {
      const id = `bench-${String(i).padStart(7, "0")}`;
      const at = new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString();
      batch.orders.push([
        id,
        EVENT,
        `lt-${id}`,
        "paid",
        "card",
        i % 1000 === 0 ? `=HYPERLINK("https://evil.example","${i}")` : `Ann-Katrin ${i}`,
        `Müller-Lüdenscheidt ${i}`,
        `buyer${i}@example.org`,
        `Hauptstraße ${i % 200}`,
        "10115",
        "Berlin",
        "Germany",
        "de",
        "EUR",
        "50.00",
        "0.00",
        "52.50",
        at,
        "stripe",
        `pi_${id}`,
      ]);
      batch.lines.push([id, 10101, "Standard", "25.00", 2]);
      for (const position of [1, 2])
        batch.tickets.push([`${id}-${position}`, id, 10101, position, `C${i}P${position}`]);
    }
    yield batch;
  }
}

const LINE_COLUMNS = ["order_id", "ticket_id", "ticket_name", "unit_price", "quantity"];
const TICKET_COLUMNS = ["id", "order_id", "ticket_id", "position", "code"];
const tokenRow = () => [
  "tok_bench",
  1,
  "bench",
  "orders:read",
  createHash("sha256").update(TOKEN).digest("base64url"),
  TOKEN.slice(0, 8),
  Date.now(),
];
const TOKEN_COLUMNS = ["id", "organizer_id", "name", "scopes", "token_hash", "prefix", "created_at"];

function seedSqlite(path) {
  const db = new Database(path);
  const insert = (table, columns) =>
    db.prepare(`INSERT INTO ${table} (${columns.join(",")}) VALUES (${columns.map(() => "?").join(",")})`);
  const [order, line, ticket, token] = [
    insert("orders", ORDER_COLUMNS),
    insert("order_lines", LINE_COLUMNS),
    insert("issued_tickets", TICKET_COLUMNS),
    insert("api_tokens", TOKEN_COLUMNS),
  ];
  db.transaction(() => {
    for (const b of batches(5000)) {
      b.orders.forEach((r) => order.run(r));
      b.lines.forEach((r) => line.run(r));
      b.tickets.forEach((r) => ticket.run(r));
    }
    token.run(tokenRow());
  })();
  db.close();
}

async function seedPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const insert = (table, columns, rows) => {
    const values = rows.map((r, i) => `(${columns.map((_, j) => `$${i * columns.length + j + 1}`).join(",")})`);
    return client.query(`INSERT INTO ${table} (${columns.join(",")}) VALUES ${values.join(",")}`, rows.flat());
  };
  await client.query("BEGIN");
  for (const b of batches(1000)) {
    await insert("orders", ORDER_COLUMNS, b.orders);
    await insert("order_lines", LINE_COLUMNS, b.lines);
    await insert("issued_tickets", TICKET_COLUMNS, b.tickets);
  }
  await insert("api_tokens", TOKEN_COLUMNS, [tokenRow()]);
  await client.query("COMMIT");
  await client.query("ANALYZE");
  await client.end();
}

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]) / 1024;

/** One export: its time, size, lines (CSV) and the server's RSS before and at its peak. */
async function measure(origin, pid, file) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  const started = performance.now();
  const res = await fetch(`${origin}/api/manage/organizers/1/events/${EVENT}/export/${file}`, {
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  if (res.status !== 200) throw new Error(`${file}: ${res.status} ${await res.text()}`);
  let bytes = 0;
  let newlines = 0;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    if (file.endsWith(".csv")) for (const b of chunk) if (b === 10) newlines++;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(pid));
  return { file, seconds, mb: bytes / 1e6, rows: file.endsWith(".csv") ? newlines - 1 : null, before, peak };
}

/** The dashboard's time, 3 requests in a row. */
async function dashboardTimes(origin) {
  const times = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    const res = await fetch(`${origin}/api/manage/organizers/1/events/${EVENT}/dashboard`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    if (res.status !== 200) throw new Error(`dashboard: ${res.status}`);
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times;
}

/** Seeds the database once, then measures each export on a server started for it (its RSS from idle). */
async function benchOn(name, env, seed) {
  const dir = mkdtempSync(join(tmpdir(), "tc-bench-export-"));
  const start = () => startServer(dir, { DEMO_MODE: "0", ...env }, bundle);
  try {
    const seeder = await start();
    const seeding = performance.now();
    try {
      await seed(seeder);
    } finally {
      await exitOf(seeder.child);
    }
    console.log(`${name}: ${ATTENDEES} attendees written in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
    const results = [];
    for (const file of EXPORTS) {
      const server = await start();
      try {
        const idle = rssMb(server.child.pid);
        const r = { ...(await measure(server.origin, server.child.pid, file)), idle };
        r.growth = r.peak - idle;
        const rows = r.rows === null ? "" : `, ${r.rows} rows`;
        console.log(
          `${name} ${r.file.padEnd(15)} ${r.seconds.toFixed(2)} s, ${r.mb.toFixed(1)} MB${rows}; server RSS ` +
            `idle ${idle.toFixed(0)} MB -> peak ${r.peak.toFixed(0)} MB (+${r.growth.toFixed(0)} MB)`,
        );
        results.push(r);
        // The dashboard is asked for every 3 s while open: its time on the same data.
        if (file === EXPORTS[EXPORTS.length - 1]) {
          const times = await dashboardTimes(server.origin);
          console.log(`${name} dashboard: ${times.map((ms) => ms.toFixed(0)).join(", ")} ms (3 requests)`);
        }
      } finally {
        await exitOf(server.child);
      }
    }
    return results;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const bundleDir = join("demo-site/.data/test-bundles");
mkdirSync(bundleDir, { recursive: true });
const bundle = join(bundleDir, `bench-export-${process.pid}.mjs`);
await build(serverEsbuildOptions("demo-site/server/index.ts", bundle));
console.log(`export bench: ${ATTENDEES} attendees, load average ${loadavg()[0].toFixed(2)} (2 cores shared)`);
const all = [];
try {
  all.push(...(await benchOn("SQLite", {}, (s) => seedSqlite(s.dbPath))));
  const base = await findPostgres();
  if (!base) console.log("PostgreSQL: none answers, left out");
  else {
    const db = await schemaUrl(base);
    try {
      all.push(...(await benchOn("PostgreSQL", { DATABASE_URL: db.url }, () => seedPostgres(db.url))));
    } finally {
      await db.drop();
    }
  }
} finally {
  rmSync(bundle, { force: true });
}
const attendees = all.filter((r) => r.file.startsWith("attendees"));
const slow = attendees.filter((r) => r.seconds >= 10 || r.growth >= 100);
console.log(slow.length === 0 ? "goal met: every attendees export < 10 s and < 100 MB RSS growth" : "goal missed");
if (slow.length) process.exitCode = 1;
