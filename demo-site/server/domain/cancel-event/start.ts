// Cancelling an event, as the organizer asks for it: the event stops selling at once, and a job is written (in the
// same transaction, audited, with the event.changed webhook) that refunds every paid order and tells every buyer, in whatever process runs it
// (runner.ts). Asking again answers the same job (and asks again for the refunds that failed): never a second
// refund of an order.
import * as v from "valibot";
import { recordAudit, type AuditActor } from "../audit/record.ts";
import { notFound, parseInput } from "../catalog/common.ts";
import { ApiError } from "../errors.ts";
import { randomId } from "../random-id.ts";
import { queueWebhook } from "../webhooks-out/queue.ts";
import type { OrderEventActor } from "../order-events/record.ts";
import { actorColumns, type CancelDeps } from "./deps.ts";
import { jobView, type CancelJobView } from "./progress.ts";

const CancelBody = v.object({
  /** The event's name, typed by the organizer: what cannot be undone is not done by a stray click. */
  confirm: v.pipe(v.string(), v.maxLength(500)),
});

/** Who cancels, as the audit log keeps it and as each order's timeline shows it on the refund the job asks for. */
export interface CancelActor {
  audit: AuditActor;
  timeline: OrderEventActor;
}

/** Cancels event `eventId` of `organizerId` for `actor`; answers the job (201 new, else the one there is). */
export async function cancelEvent(
  deps: Pick<CancelDeps, "store" | "clock">,
  actor: CancelActor,
  organizerId: number,
  eventId: number,
  body: unknown,
): Promise<{ created: boolean; job: CancelJobView }> {
  const { confirm } = parseInput(CancelBody, body);
  const now = deps.clock();
  return deps.store.transaction(async (tx) => {
    const event = await tx.catalog.event(organizerId, eventId);
    if (!event) throw notFound("event");
    if (confirm.trim() !== event.name.trim())
      throw new ApiError(
        400,
        "confirm_mismatch",
        `confirm: type the event's name ("${event.name}") to cancel it; nothing was changed.`,
        "confirm",
      );
    const existing = await tx.cancelJobs.byEvent(eventId);
    if (existing) {
      await tx.cancelJobs.reopen(existing.id, now);
      await tx.cancelJobs.addOrders(existing.id, eventId, now);
      return { created: false, job: await jobView(tx, (await tx.cancelJobs.byId(existing.id))!) };
    }
    // Stops selling now: every order path refuses an ended event (domain/orders/order-rules.ts).
    if (!event.event_ended && !(await tx.catalog.updateEvent(organizerId, eventId, event.version, { event_ended: 1 })))
      throw new ApiError(409, "changed_meanwhile", "The event was changed meanwhile: reload it and cancel it again.");
    const id = `cjob_${randomId(12)}`;
    await tx.cancelJobs.insertJob({
      id,
      organizer_id: organizerId,
      event_id: eventId,
      state: "running",
      ...actorColumns(actor.timeline),
      created_at: now,
      updated_at: now,
      finished_at: null,
      lease_owner: null,
      lease_until: 0,
    });
    const orders = await tx.cancelJobs.addOrders(id, eventId, now);
    await recordAudit(tx, {
      actor: actor.audit,
      organizerId,
      eventId,
      action: "event.cancel",
      target: `event:${eventId}`,
      before: { event_ended: event.event_ended === 1 },
      after: { event_ended: true, job: id, orders },
      at: now,
    });
    // The organizer's systems hear of it as of any catalog change (catalog/common.ts' event.changed).
    await queueWebhook(tx, {
      organizerId,
      type: "event.changed",
      data: { eventId, change: "event.cancel", target: `event:${eventId}` },
      at: now,
    });
    return { created: true, job: await jobView(tx, (await tx.cancelJobs.byId(id))!) };
  });
}

/** The event's cancel job as the organizer follows it; 404 when the event is not the caller's (or not canceled). */
export async function cancelProgress(
  deps: Pick<CancelDeps, "store">,
  organizerId: number,
  eventId: number,
): Promise<CancelJobView> {
  const job = await deps.store.cancelJobs.byEvent(eventId);
  if (job && job.organizer_id === organizerId) return jobView(deps.store, job);
  if (!(await deps.store.catalog.event(organizerId, eventId))) throw notFound("event");
  throw new ApiError(404, "not_canceled", "This event has not been canceled: nothing to follow yet.");
}
