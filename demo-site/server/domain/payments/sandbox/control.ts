import type { SandboxQueries } from "../../../store/index.ts";
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
  // The next refund(s) of that provider: "fail" (the provider refuses it), "pending" (taken, not done yet).
  "stripe.refund",
  "paypal.refund",
  "braintree.refund",
  "mollie.refund",
] as const;
export type ControlTarget = (typeof controlTargets)[number];

type Sandbox = { sandbox: SandboxQueries };

/** Sets the outcome of the next `times` calls of `target` (stored in the database: every process sees it). */
export function setControl(
  store: Sandbox,
  target: ControlTarget,
  outcome: ControlOutcome,
  times: number,
): Promise<void> {
  return store.sandbox.setControl(target, outcome, times);
}

/**
 * The outcome a sandbox call should have: "timeout" waits `timeoutMs` and then fails the way a provider
 * timeout does (GatewayError "timeout"), so the caller's bound and error path are exercised.
 */
export async function drivenOutcome(
  store: Sandbox,
  target: ControlTarget,
  timeoutMs: number,
): Promise<"succeed" | "fail" | "pending" | null> {
  const outcome = (await store.sandbox.takeControl(target)) as ControlOutcome | null;
  if (outcome !== "timeout") return outcome;
  await new Promise((resolve) => setTimeout(resolve, timeoutMs));
  throw new GatewayError(
    "timeout",
    `The payment provider did not answer within ${timeoutMs} ms (sandbox driven to time out).`,
  );
}
