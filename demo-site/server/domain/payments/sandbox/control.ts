import type { Db } from "../../../store/sqlite/open.ts";
import { GatewayError } from "../gateway.ts";

export const controlOutcomes = ["succeed", "fail", "pending", "timeout"] as const;
export type ControlOutcome = (typeof controlOutcomes)[number];

/** The routes whose next call(s) POST /sandbox/control can drive. */
export const controlTargets = [
  "stripe.create-payment-intent",
  "stripe.verifyIntent",
  "paypal.order",
  "paypal.capture",
  "braintree.token",
  "braintree.process-payment",
  "mollie.process-payment",
  "mollie.verify-order",
] as const;
export type ControlTarget = (typeof controlTargets)[number];

/** Sets the outcome of the next `times` calls of `target` (stored in the database: every process sees it). */
export function setControl(db: Db, target: ControlTarget, outcome: ControlOutcome, times: number): void {
  db.prepare("INSERT INTO sandbox_controls (target, outcome, times) VALUES (?, ?, ?) ON CONFLICT(target) DO UPDATE SET outcome = excluded.outcome, times = excluded.times")
    .run(target, outcome, times);
}

/** Uses up one driven call of `target`: its outcome, or null when nothing is set. */
export function takeControl(db: Db, target: ControlTarget): ControlOutcome | null {
  return db
    .transaction(() => {
      const row = db.prepare("SELECT outcome, times FROM sandbox_controls WHERE target = ?").get(target) as { outcome: ControlOutcome; times: number } | undefined;
      if (!row) return null;
      if (row.times <= 1) db.prepare("DELETE FROM sandbox_controls WHERE target = ?").run(target);
      else db.prepare("UPDATE sandbox_controls SET times = times - 1 WHERE target = ?").run(target);
      return row.outcome;
    })
    .immediate();
}

/**
 * The outcome a sandbox call should have: "timeout" waits `timeoutMs` and then fails the way a provider
 * timeout does (GatewayError "timeout"), so the caller's bound and error path are exercised.
 */
export async function drivenOutcome(db: Db, target: ControlTarget, timeoutMs: number): Promise<"succeed" | "fail" | "pending" | null> {
  const outcome = takeControl(db, target);
  if (outcome !== "timeout") return outcome;
  await new Promise((resolve) => setTimeout(resolve, timeoutMs));
  throw new GatewayError("timeout", `The payment provider did not answer within ${timeoutMs} ms (sandbox driven to time out).`);
}
