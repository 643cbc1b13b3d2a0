import { timingSafeEqual } from "node:crypto";
import type { Store } from "../../store/index.ts";
import { ApiError } from "../errors.ts";
import { queueMail } from "./outbox.ts";
import { randomId } from "../random-id.ts";
import { allOf } from "../../store/all-of.ts";
import { recordOrderEvent } from "../order-events/record.ts";

const sameSecret = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Queues the ticket mail of a paid or free order again, to the address on the order (nothing in the request can
 * change where it goes). `guestId` is the order's guest id (its return token, handed to the buyer with the order);
 * a wrong one answers as an unknown order, so nothing tells the two apart. On the order's timeline as the buyer's.
 */
export async function resendTicketMail(
  store: Pick<Store, "transaction">,
  orderId: string,
  guestId: string,
  now: number,
): Promise<void> {
  await store.transaction(async (tx) => {
    const order = await tx.orders.lock(orderId);
    if (!order || !order.return_token || !sameSecret(order.return_token, guestId)) {
      throw new ApiError(
        404,
        "order_not_found",
        "No order with this id and guest_id. Use the order_id and guest_id from the order's answer.",
        "guest_id",
      );
    }
    if (order.status !== "paid" && order.status !== "completed") {
      throw new ApiError(
        409,
        "order_not_paid",
        `Order ${orderId} is ${order.status}: only a paid or free order has tickets to send.`,
      );
    }
    const key = `${orderId}:resend:${randomId(9)}`;
    await allOf([
      queueMail(tx, orderId, "ticket", now, { dedupeKey: key }),
      recordOrderEvent(tx, {
        orderId,
        kind: "mail_resent",
        actor: { kind: "buyer" },
        at: now,
        data: { kind: "ticket" },
      }),
    ]);
  });
}
