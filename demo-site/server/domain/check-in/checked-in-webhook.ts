// The `ticket.checked_in` webhook: one message per counted entry, queued in the scan's own transaction (the outbox),
// so an endpoint hears of every admission and of nothing that rolled back. Thin, as every payload: which ticket of
// which order, where and when; the rest is read through the API.
import type { Tx } from "../../store/index.ts";
import { queueWebhook } from "../webhooks-out/queue.ts";

export interface CheckedIn {
  checkInId: number;
  ticketId: string;
  orderId: string;
  eventId: number;
  listId: number;
  /** When the ticket was admitted (the device's time for an offline scan). */
  at: number;
  offline: boolean;
}

export async function queueCheckedIn(
  tx: Pick<Tx, "webhooksOut">,
  organizerId: number,
  entries: readonly CheckedIn[],
  /** The subscribed endpoints, when the caller read them with its other reads. */
  endpoints?: readonly number[],
): Promise<void> {
  if (entries.length === 0) return;
  const subscribed = endpoints ?? (await tx.webhooksOut.subscribedEndpoints(organizerId, "ticket.checked_in"));
  if (subscribed.length === 0) return;
  for (const { at, ...data } of entries)
    await queueWebhook(
      tx,
      { organizerId, type: "ticket.checked_in", data: { ...data, checkedInAt: at }, at },
      subscribed,
    );
}
