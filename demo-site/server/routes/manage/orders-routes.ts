// The back office's orders (access "orders": owners and managers, or an API token with orders:read for reading and
// orders:write for changes): the list, one order with its timeline, changing its attendee and sending its tickets
// again, for one order or every buyer of an event. Every change is audited and on the order's timeline.
import type { IncomingMessage } from "node:http";
import { pathId } from "../../domain/catalog/common.ts";
import { ApiError } from "../../domain/errors.ts";
import { changeAttendee } from "../../domain/orders-admin/attendee.ts";
import type { OrderChangeActor } from "../../domain/orders-admin/actor.ts";
import { orderDetail } from "../../domain/orders-admin/detail.ts";
import { listOrders } from "../../domain/orders-admin/list.ts";
import { resendEventMails, resendOrderMail } from "../../domain/orders-admin/resend.ts";
import { sendJson } from "../../http/json.ts";
import { auditActorOf, orderEventActor, type Actor, type ManageRoute } from "./manage-route.ts";

const ORG = String.raw`^\/api\/manage\/organizers\/(\d+)`;
const ORDER = String.raw`${ORG}\/orders\/([A-Za-z0-9_-]{1,64})`;

const changeActor = (actor: Actor | null): OrderChangeActor => ({
  event: orderEventActor(actor!),
  audit: auditActorOf(actor!),
});

function searchParams(req: IncomingMessage) {
  const params = new URL(req.url ?? "/", "http://x").searchParams;
  const event = params.get("event");
  let eventId: number | undefined;
  if (event !== null && event !== "") {
    eventId = Number(event);
    if (!Number.isSafeInteger(eventId) || eventId < 1)
      throw new ApiError(400, "invalid_request", "event: must be an event id (a positive whole number)", "event");
  }
  const text = (name: string) => params.get(name) ?? undefined;
  return { q: text("q"), status: text("status"), cursor: text("cursor"), eventId };
}

export const orderRoutes: ManageRoute[] = [
  {
    pattern: new RegExp(`${ORG}\\/orders$`),
    methods: {
      GET: {
        access: "orders",
        async handle(ctx, req, res, call) {
          sendJson(res, 200, await listOrders(ctx.store, call.organizerId!, searchParams(req)));
        },
      },
    },
  },
  {
    pattern: new RegExp(`${ORDER}$`),
    methods: {
      GET: {
        access: "orders",
        async handle(ctx, _req, res, call) {
          const detail = await orderDetail(ctx.store, ctx.payments.config, call.organizerId!, call.params[1]!);
          sendJson(res, 200, detail);
        },
      },
    },
  },
  {
    pattern: new RegExp(`${ORDER}\\/attendee$`),
    methods: {
      PATCH: {
        access: "orders",
        async handle(ctx, _req, res, call) {
          const orderId = call.params[1]!;
          await changeAttendee(ctx, changeActor(call.actor), call.organizerId!, orderId, call.body);
          sendJson(res, 200, await orderDetail(ctx.store, ctx.payments.config, call.organizerId!, orderId));
        },
      },
    },
  },
  {
    pattern: new RegExp(`${ORDER}\\/resend$`),
    methods: {
      POST: {
        access: "orders",
        async handle(ctx, _req, res, call) {
          const queued = await resendOrderMail(
            ctx,
            changeActor(call.actor),
            call.organizerId!,
            call.params[1]!,
            call.body,
          );
          sendJson(res, 202, { status: "queued", ...queued });
        },
      },
    },
  },
  {
    pattern: new RegExp(`${ORG}\\/events\\/(\\d+)\\/resend$`),
    methods: {
      POST: {
        access: "orders",
        async handle(ctx, _req, res, call) {
          const eventId = pathId(call.params[1], "event");
          sendJson(res, 202, await resendEventMails(ctx, changeActor(call.actor), call.organizerId!, eventId));
        },
      },
    },
  },
];
