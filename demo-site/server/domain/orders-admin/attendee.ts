// Change who an order is for: the buyer's name and email (the next mail goes to the new address: mails are
// addressed when sent), or one ticket's own attendee. Audited, and on the order's timeline with before and after.
import * as v from "valibot";
import type { Deps } from "../deps.ts";
import { ApiError } from "../errors.ts";
import { recordAudit } from "../audit/record.ts";
import { recordOrderEvent } from "../order-events/record.ts";
import { parseInput } from "../catalog/common.ts";
import type { OrderChangeActor } from "./actor.ts";
import { orderNotFound } from "./detail.ts";

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const name = (field: string) =>
  v.pipe(
    v.string(`must be text`),
    v.trim(),
    v.minLength(1, "must not be empty"),
    v.maxLength(100, `${field}: at most 100 characters`),
  );

export const AttendeeSchema = v.strictObject({
  firstName: name("firstName"),
  lastName: name("lastName"),
  email: v.pipe(
    v.string("must be text"),
    v.trim(),
    v.maxLength(254, "at most 254 characters"),
    v.regex(emailPattern, "must be an email address such as name@example.com"),
  ),
  ticketId: v.optional(v.pipe(v.string("must be a ticket id from the order"), v.maxLength(64))),
});

export async function changeAttendee(
  deps: Pick<Deps, "store" | "clock">,
  actor: OrderChangeActor,
  organizerId: number,
  orderId: string,
  body: unknown,
): Promise<void> {
  const input = parseInput(AttendeeSchema, body);
  const after = { first_name: input.firstName, last_name: input.lastName, email: input.email };
  const now = deps.clock();
  await deps.store.transaction(async (tx) => {
    const order = await tx.orderEvents.orderOf(organizerId, orderId);
    if (!order) throw orderNotFound(orderId);
    let before: Record<string, unknown>;
    let target = `order:${orderId}`;
    if (input.ticketId === undefined) {
      before = { first_name: order.first_name, last_name: order.last_name, email: order.email };
      await tx.orderEvents.setBuyer(orderId, after, new Date(now).toISOString());
    } else {
      const ticket = (await tx.orderEvents.tickets(orderId)).find((t) => t.id === input.ticketId);
      if (!ticket)
        throw new ApiError(404, "ticket_not_found", `Order ${orderId} has no ticket ${input.ticketId}.`, "ticketId");
      before = {
        first_name: ticket.attendee_first_name ?? order.first_name,
        last_name: ticket.attendee_last_name ?? order.last_name,
        email: ticket.attendee_email ?? order.email,
      };
      target = `ticket:${ticket.id}`;
      await tx.orderEvents.setAttendee(orderId, ticket.id, after, now);
    }
    const data = { ticketId: input.ticketId ?? null, before, after };
    await recordOrderEvent(tx, { orderId, kind: "attendee_changed", actor: actor.event, at: now, data });
    await recordAudit(tx, {
      actor: actor.audit,
      organizerId,
      eventId: order.event_id,
      action: input.ticketId === undefined ? "order.buyer_change" : "order.attendee_change",
      target,
      before,
      after,
      at: now,
    });
  });
}
