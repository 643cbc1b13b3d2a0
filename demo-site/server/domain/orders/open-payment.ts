import type { Store } from "../../store/index.ts";
import { GatewayError } from "../payments/gateway.ts";
import type { OrderRow } from "./order-answers.ts";
import { moveOrder, paymentPending } from "./move-order.ts";
import type { OrderEventActor } from "../order-events/record.ts";

type Orders = Pick<Store, "orders" | "transaction">;

/**
 * Moves a still-open order to failed or canceled (never a paid or refunded one), with the mail that change asks
 * for in the same transaction (move-order.ts), on the order's timeline with `actor` (who reported it); returns
 * whether it moved. A reason starting "expired" shows as expired (the sweep found it never paid).
 */
export function closeOrder(
  store: Pick<Store, "transaction">,
  id: string,
  to: "failed" | "canceled",
  reason: string,
  actor?: OrderEventActor,
): Promise<boolean> {
  return store.transaction((tx) =>
    moveOrder(tx, id, to, ["pending", "failed"], reason, new Date().toISOString(), actor),
  );
}

/** The provider says the payment is under way but not finished: the "still processing" mail, once (move-order.ts). */
export function notePending(store: Pick<Store, "transaction">, id: string, delayMs?: number): Promise<boolean> {
  return store.transaction((tx) => paymentPending(tx, id, Date.now(), delayMs));
}

/**
 * Runs the provider call that starts a payment for a pending order and stores the provider's id on it; when
 * the provider refuses or fails, the order is closed as failed (nothing stays half-open) and the error goes on.
 * A timeout is different: the provider may have acted, so the order stays pending for the reconciliation sweep.
 */
export async function openPayment<T extends { id: string }>(
  store: Orders,
  order: OrderRow,
  start: () => Promise<T>,
): Promise<T> {
  try {
    const started = await start();
    await store.orders.setProviderRef(order.id, started.id, new Date().toISOString());
    return started;
  } catch (err) {
    if (err instanceof GatewayError && err.kind === "timeout") throw err;
    await closeOrder(
      store,
      order.id,
      "failed",
      err instanceof GatewayError ? `${err.kind}: ${err.message}` : "provider call failed",
      { kind: "buyer" },
    );
    throw err;
  }
}

/** The description a provider shows the payer. */
export function describe(order: OrderRow, eventName: string): string {
  return `${eventName} — order ${order.id}`.slice(0, 120);
}
