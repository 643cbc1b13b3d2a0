import { randomBytes } from "node:crypto";
import type { SandboxPaymentRow, SandboxQueries, Store } from "../../../store/index.ts";
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

export const sandboxId = (prefix: string, bytes = 12) =>
  `${prefix}${randomBytes(bytes)
    .toString("hex")
    .slice(0, bytes * 2)}`;

type Sandbox = { sandbox: SandboxQueries };

const paymentOf = (row: SandboxPaymentRow): SandboxPayment => ({
  id: row.id,
  provider: row.provider,
  status: row.status,
  amount: { amount: row.amount, currency: row.currency },
  secret: row.secret,
  data: JSON.parse(row.data) as Record<string, string>,
});

export function insertSandboxPayment(store: Sandbox, p: SandboxPayment, now = Date.now()): Promise<void> {
  return store.sandbox.insertPayment(
    {
      id: p.id,
      provider: p.provider,
      status: p.status,
      amount: p.amount.amount,
      currency: p.amount.currency,
      secret: p.secret,
      data: JSON.stringify(p.data),
    },
    now,
  );
}

export async function findSandboxPayment(store: Sandbox, provider: string, id: string): Promise<SandboxPayment | null> {
  const row = await store.sandbox.findPayment(provider, id);
  return row ? paymentOf(row) : null;
}

/** Moves a payment to `to` only from one of `from` (all states when omitted); returns whether it moved. */
export function setSandboxStatus(
  store: Sandbox,
  provider: string,
  id: string,
  to: string,
  from?: readonly string[],
): Promise<boolean> {
  return store.sandbox.setPaymentStatus(provider, id, to, from);
}

/** Merges `patch` into a payment's data (read and written in one transaction). */
export function patchSandboxData(
  store: Pick<Store, "transaction">,
  provider: string,
  id: string,
  patch: Record<string, string>,
): Promise<void> {
  return store.transaction(async (tx) => {
    const current = await findSandboxPayment(tx, provider, id);
    if (current) await tx.sandbox.setPaymentData(provider, id, JSON.stringify({ ...current.data, ...patch }));
  });
}
