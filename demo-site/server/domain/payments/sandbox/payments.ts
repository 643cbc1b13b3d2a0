import { randomBytes } from "node:crypto";
import type { Db } from "../../../store/sqlite/open.ts";
import type { Money } from "../gateway.ts";

// The sandbox provider keeps its payments in the server's database (not in memory), so several server
// processes on one file agree on a payment's state exactly as they would with a real provider.

export interface SandboxPayment {
  id: string;
  provider: string;
  status: string;
  amount: Money;
  secret: string | null;
  data: Record<string, string>;
}

interface Row {
  id: string;
  provider: string;
  status: string;
  amount: string;
  currency: string;
  secret: string | null;
  data: string;
}

export const sandboxId = (prefix: string, bytes = 12) => `${prefix}${randomBytes(bytes).toString("hex").slice(0, bytes * 2)}`;

export function insertSandboxPayment(db: Db, p: SandboxPayment, now = Date.now()): void {
  db.prepare("INSERT INTO sandbox_payments (id, provider, status, amount, currency, secret, data, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
    .run(p.id, p.provider, p.status, p.amount.amount, p.amount.currency, p.secret, JSON.stringify(p.data), now);
}

export function findSandboxPayment(db: Db, provider: string, id: string): SandboxPayment | null {
  const row = db.prepare("SELECT * FROM sandbox_payments WHERE provider = ? AND id = ?").get(provider, id) as Row | undefined;
  if (!row) return null;
  return { id: row.id, provider: row.provider, status: row.status, amount: { amount: row.amount, currency: row.currency }, secret: row.secret, data: JSON.parse(row.data) as Record<string, string> };
}

/** Moves a payment to `to` only from one of `from` (all states when omitted); returns whether it moved. */
export function setSandboxStatus(db: Db, provider: string, id: string, to: string, from?: readonly string[]): boolean {
  if (!from) return db.prepare("UPDATE sandbox_payments SET status = ? WHERE provider = ? AND id = ?").run(to, provider, id).changes === 1;
  const marks = from.map(() => "?").join(", ");
  return db.prepare(`UPDATE sandbox_payments SET status = ? WHERE provider = ? AND id = ? AND status IN (${marks})`).run(to, provider, id, ...from).changes === 1;
}

/** Merges `patch` into a payment's data. */
export function patchSandboxData(db: Db, provider: string, id: string, patch: Record<string, string>): void {
  const current = findSandboxPayment(db, provider, id);
  if (!current) return;
  db.prepare("UPDATE sandbox_payments SET data = ? WHERE provider = ? AND id = ?").run(JSON.stringify({ ...current.data, ...patch }), provider, id);
}
