import type { AppContext } from "../../context.ts";
import { GatewayError } from "../payments/gateway.ts";
import { closeOrder, setProviderRef, type OrderRow } from "./order-answers.ts";

/**
 * Runs the provider call that starts a payment for a pending order and stores the provider's id on it; when
 * the provider refuses or fails, the order is closed as failed (nothing stays half-open) and the error goes on.
 */
export async function openPayment<T extends { id: string }>(ctx: AppContext, order: OrderRow, start: () => Promise<T>): Promise<T> {
  try {
    const started = await start();
    setProviderRef(ctx.db, order.id, started.id);
    return started;
  } catch (err) {
    closeOrder(ctx.db, order.id, "failed", err instanceof GatewayError ? `${err.kind}: ${err.message}` : "provider call failed");
    throw err;
  }
}

/** The description a provider shows the payer. */
export function describe(order: OrderRow, eventName: string): string {
  return `${eventName} — order ${order.id}`.slice(0, 120);
}
