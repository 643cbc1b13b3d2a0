// Refunds in the back office (access "orders"): ask for a refund of an order (whole, chosen tickets or an amount),
// the refunds of an order, the attention list (failed refunds), retry one or mark it refunded outside. Money moves
// need a fresh sign-in, and a person: an API token cannot refund.
import * as v from "valibot";
import { randomId } from "../../domain/random-id.ts";
import { listRefunds, markRefundedOutside, retryRefund } from "../../domain/refunds/attention.ts";
import { requestRefund } from "../../domain/refunds/request.ts";
import { refundView } from "../../domain/refunds/view.ts";
import { ApiError } from "../../domain/errors.ts";
import { sendJson } from "../../http/json.ts";
import { parseBody } from "../../http/validate.ts";
import { orderEventActor, type ManageRoute } from "./manage-route.ts";

const ORG = "^\\/api\\/manage\\/organizers\\/(\\d+)";
const ORDER_ID = "([A-Za-z0-9_-]{1,64})";
const REFUND_ID = "(rf_[A-Za-z0-9_-]{1,40})";

const RefundBody = v.object({
  ticketIds: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.maxLength(500))),
  amount: v.optional(v.pipe(v.string('a decimal like "12.50"'), v.maxLength(20))),
  returnToSale: v.optional(v.boolean("true or false"), true),
  reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
  idempotencyKey: v.optional(v.pipe(v.string(), v.minLength(8), v.maxLength(100))),
});
const MarkBody = v.object({
  note: v.pipe(
    v.string("a short note: how the money went back"),
    v.trim(),
    v.minLength(1, "say how the money went back"),
    v.maxLength(500),
  ),
});
const states = ["requested", "submitted", "pending", "succeeded", "failed", "canceled"] as const;

export const refundRoutes: ManageRoute[] = [
  {
    pattern: new RegExp(`${ORG}\\/orders\\/${ORDER_ID}\\/refunds$`),
    methods: {
      GET: {
        access: "orders",
        async handle(ctx, _req, res, { organizerId, params }) {
          const order = await ctx.store.refunds.order(organizerId!, params[1]!);
          if (!order) throw new ApiError(404, "order_not_found", `No order ${params[1]} of this organizer.`);
          sendJson(res, 200, { items: (await ctx.store.refunds.forOrder(order.id)).map(refundView), next: null });
        },
      },
      POST: {
        access: "orders",
        fresh: true,
        async handle(ctx, req, res, { organizerId, params, actor, body }) {
          const input = parseBody(RefundBody, body);
          const header = req.headers["idempotency-key"];
          // The same key (the header, or the body's) is the same refund: a double click refunds once.
          const key = typeof header === "string" && header ? header.slice(0, 100) : input.idempotencyKey;
          const refund = await requestRefund(ctx, {
            organizerId: organizerId!,
            orderId: params[1]!,
            ...(input.ticketIds ? { ticketIds: input.ticketIds } : {}),
            ...(input.amount !== undefined ? { amount: input.amount } : {}),
            returnToSale: input.returnToSale,
            actor: orderEventActor(actor!),
            idempotencyKey: key ? `manage:${organizerId}:${key}` : `manage:${randomId(16)}`,
            ...(input.reason ? { reason: input.reason } : {}),
          });
          sendJson(res, 201, refund);
        },
      },
    },
  },
  {
    pattern: new RegExp(`${ORG}\\/refunds$`),
    methods: {
      GET: {
        access: "orders",
        async handle(ctx, req, res, { organizerId }) {
          const query = new URL(req.url ?? "/", "http://x").searchParams;
          const state = query.get("state") ?? "failed";
          if (!(states as readonly string[]).includes(state))
            throw new ApiError(400, "invalid_request", `state: one of ${states.join(", ")}.`, "state");
          const cursor = query.get("cursor") ?? undefined;
          sendJson(res, 200, await listRefunds(ctx, organizerId!, state as (typeof states)[number], cursor));
        },
      },
    },
  },
  {
    pattern: new RegExp(`${ORG}\\/refunds\\/${REFUND_ID}\\/retry$`),
    methods: {
      POST: {
        access: "orders",
        fresh: true,
        async handle(ctx, _req, res, { organizerId, params, actor }) {
          sendJson(res, 200, await retryRefund(ctx, organizerId!, params[1]!, orderEventActor(actor!)));
        },
      },
    },
  },
  {
    pattern: new RegExp(`${ORG}\\/refunds\\/${REFUND_ID}\\/mark-refunded$`),
    methods: {
      POST: {
        access: "orders",
        fresh: true,
        async handle(ctx, _req, res, { organizerId, params, actor, body }) {
          const { note } = parseBody(MarkBody, body);
          sendJson(res, 200, await markRefundedOutside(ctx, organizerId!, params[1]!, orderEventActor(actor!), note));
        },
      },
    },
  },
];
