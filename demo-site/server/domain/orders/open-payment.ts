import type { OrderQueries } from "../../store/index.ts";
import { GatewayError } from "../payments/gateway.ts";
import type { OrderRow } from "./order-answers.ts";

type Orders = { orders: OrderQueries };

/** Moves a still-open order to failed or canceled (never a paid or refunded one); returns whether it moved. */
export function closeOrder(store: Orders, id: string, to: "failed" | "canceled", reason: string): Promise<boolean> {
  return store.orders.setStatus(id, to, ["pending", "failed"], reason, new Date().toISOString());
}

/**
 * Runs the provider call that starts a payment for a pending order and stores the provider's id on it; when
 * the provider refuses or fails, the order is closed as failed (nothing stays half-open) and the error goes on.
 * A timeout is different: the provider may have acted, so the order stays pending for the reconciliation sweep.
 */
export async function openPayment<T extends { id: string }>(store: Orders, order: OrderRow, start: () => Promise<T>): Promise<T> {
  try {
    const started = await start();
    await store.orders.setProviderRef(order.id, started.id, new Date().toISOString());
    return started;
  } catch (err) {
    if (err instanceof GatewayError && err.kind === "timeout") throw err;
    await closeOrder(store, order.id, "failed", err instanceof GatewayError ? `${err.kind}: ${err.message}` : "provider call failed");
    throw err;
  }
}

/** The description a provider shows the payer. */
export function describe(order: OrderRow, eventName: string): string {
  return `${eventName} — order ${order.id}`.slice(0, 120);
}
