// Counts the statements and round trips a server process sends to PostgreSQL, for the paid path's bench
// (scripts/bench-paid.mjs): loaded into each server process with `node --import` (NODE_OPTIONS), it wraps pg's
// Client.query. A round trip is a tick in which a connection wrote queries: the store corks a connection's writes
// until the end of the tick (store/postgres/named-statements.ts), so those go in one write and are answered together,
// and the next write waits for their answers. Every 100 ms the process writes its totals to
// $STATEMENT_COUNT_DIR/<pid>.json (statements, round trips, and statements by their first words), which the bench
// reads before and after a step.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";

const dir = process.env.STATEMENT_COUNT_DIR;
if (dir) {
  const totals = { statements: 0, roundTrips: 0, kinds: {} };
  const writing = new WeakSet();
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function query(...args) {
    const text = typeof args[0] === "string" ? args[0] : args[0]?.text;
    if (typeof text === "string") {
      totals.statements++;
      const kind = text.trim().replace(/\s+/g, " ").slice(0, 60);
      totals.kinds[kind] = (totals.kinds[kind] ?? 0) + 1;
      if (!writing.has(this)) {
        writing.add(this);
        totals.roundTrips++;
        process.nextTick(() => writing.delete(this));
      }
    }
    return original.apply(this, args);
  };
  let written = -1;
  setInterval(() => {
    if (written === totals.statements) return;
    written = totals.statements;
    writeFileSync(join(dir, `${process.pid}.json`), JSON.stringify(totals));
  }, 100).unref();
}
