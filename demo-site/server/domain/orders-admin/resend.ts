// Send the tickets again from the back office: one order's ticket mail (to the order's address now), a failed mail
// of the order once more, or the ticket mail of every buyer of an event. Audited, and on each order's timeline.
import * as v from "valibot";
import type { Deps } from "../deps.ts";
import { ApiError } from "../errors.ts";
import { recordAudit } from "../audit/record.ts";
import { recordOrderEvent, recordOrderEvents } from "../order-events/record.ts";
import { mailRow } from "../mail/outbox.ts";
import { ownEvent, parseInput } from "../catalog/common.ts";
import { randomId } from "../random-id.ts";
import type { OrderChangeActor } from "./actor.ts";
import { orderNotFound } from "./detail.ts";

const ResendSchema = v.strictObject({
  /** A failed mail of the order, sent once more as it was; absent: the ticket mail again. */
  mailId: v.optional(v.pipe(v.string("must be a mail id from the order's mails"), v.maxLength(64))),
});

const SLICE = 1000;

const hasTickets = (status: string) => status === "paid" || status === "completed";

/** Queues the order's ticket mail again (or retries its failed mail `mailId`); answers what was queued. */
export async function resendOrderMail(
  deps: Pick<Deps, "store" | "clock">,
  actor: OrderChangeActor,
  organizerId: number,
  orderId: string,
  body: unknown,
): Promise<{ mailId: string; kind: string }> {
  const { mailId } = parseInput(ResendSchema, body);
  const now = deps.clock();
  return deps.store.transaction(async (tx) => {
    const order = await tx.orderEvents.orderOf(organizerId, orderId);
    if (!order) throw orderNotFound(orderId);
    let queued: { mailId: string; kind: string };
    if (mailId !== undefined) {
      const mail = (await tx.mailOutbox.forOrder(orderId)).find((m) => m.id === mailId);
      if (!mail) throw new ApiError(404, "mail_not_found", `Order ${orderId} has no mail ${mailId}.`, "mailId");
      if (!(await tx.orderEvents.requeueFailedMail(orderId, mailId, now)))
        throw new ApiError(
          409,
          "mail_not_failed",
          `Mail ${mailId} is ${mail.status}: only a failed mail is sent again this way; resend the tickets instead.`,
          "mailId",
        );
      queued = { mailId, kind: mail.kind };
    } else {
      if (!hasTickets(order.status))
        throw new ApiError(
          409,
          "order_not_paid",
          `Order ${orderId} is ${order.status}: only a paid or free order has tickets to send.`,
        );
      const row = mailRow(orderId, "ticket", now, { dedupeKey: `${orderId}:resend:${randomId(9)}` });
      await tx.mailOutbox.queue(row);
      queued = { mailId: row.id, kind: "ticket" };
    }
    await recordOrderEvent(tx, { orderId, kind: "mail_resent", actor: actor.event, at: now, data: queued });
    await recordAudit(tx, {
      actor: actor.audit,
      organizerId,
      eventId: order.event_id,
      action: "order.resend",
      target: `order:${orderId}`,
      after: { ...queued, to: order.email },
      at: now,
    });
    return queued;
  });
}

/** The ticket mail again to every buyer of the event with tickets (paid or free orders); how many were queued. */
export async function resendEventMails(
  deps: Pick<Deps, "store" | "clock">,
  actor: OrderChangeActor,
  organizerId: number,
  eventId: number,
): Promise<{ queued: number }> {
  const now = deps.clock();
  const batch = randomId(9);
  return deps.store.transaction(async (tx) => {
    await ownEvent(tx, organizerId, eventId);
    const ids = await tx.orderEvents.ticketOrdersOfEvent(organizerId, eventId);
    let queued = 0;
    // In slices, so no statement carries more parameters than SQLite takes (32,766).
    for (let i = 0; i < ids.length; i += SLICE) {
      const slice = ids.slice(i, i + SLICE);
      queued += await tx.mailOutbox.queueMany(
        slice.map((id) => mailRow(id, "ticket", now, { dedupeKey: `${id}:resend:${batch}` })),
      );
      const data = { kind: "ticket", batch };
      await recordOrderEvents(tx, slice, { kind: "mail_resent", actor: actor.event, at: now, data });
    }
    await recordAudit(tx, {
      actor: actor.audit,
      organizerId,
      eventId,
      action: "event.resend_tickets",
      target: `event:${eventId}`,
      after: { orders: queued },
      at: now,
    });
    return { queued };
  });
}
