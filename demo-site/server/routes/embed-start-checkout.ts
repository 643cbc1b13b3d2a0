// POST /api/embed/start-checkout: iframe mode's paid checkout, which must leave the frame for a hosted payment
// page; the organizer and origin are checked, and the buyer returns to return_url on the organizer's page.
import * as v from "valibot";
import { CustomerSchema, EventIdSchema, FreeOrderSchema } from "../domain/orders/free-order-schema.ts";
import { payError } from "../domain/payments/errors.ts";
import type { MollieGateway } from "../domain/payments/gateway.ts";
import { payPost } from "./payments/pay-handler.ts";
import { createPendingOrder } from "../domain/orders/create-pending-order.ts";
import { describe, openPayment } from "../domain/orders/open-payment.ts";
import { asOrigin } from "../domain/events/embed-origins.ts";
import { providerKey } from "../domain/payments/amounts.ts";

const Origin = v.pipe(
  v.string("must be a string"),
  v.check((s) => asOrigin(s) !== null, 'must be an http(s) origin such as "https://organizer.example"'),
);

/**
 * Spec §7 body of the embedded start-checkout; client amounts are accepted and ignored (the server prices the
 * order). Beyond the spec: `return_url`, the organizer page the buyer comes back to (same origin as
 * `iframe_origin`, else the origin's root is used), and `locale`.
 */
export const StartCheckoutSchema = v.object(
  {
    subdomain: v.pipe(
      v.string("must be the organizer's subdomain"),
      v.trim(),
      v.nonEmpty("must be the organizer's subdomain"),
      v.maxLength(63),
    ),
    event_id: EventIdSchema,
    ticketQuantities: FreeOrderSchema.entries.ticketQuantities,
    customer: CustomerSchema,
    voucherCode: FreeOrderSchema.entries.voucherCode,
    iframe_origin: Origin,
    return_url: v.optional(v.nullable(v.pipe(v.string("must be a URL or null"), v.maxLength(2000))), null),
    locale: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(10))), null),
    user_commission: v.optional(v.unknown()),
    user_added_commission: v.optional(v.unknown()),
    amount: v.optional(v.unknown()),
  },
  "must be a JSON object with the order",
);

/** Where the hosted payment returns: the organizer page, on the embedding origin only. */
function returnUrl(iframeOrigin: string, raw: string | null): URL {
  try {
    if (raw) {
      const url = new URL(raw);
      if (url.origin === iframeOrigin) return url;
    }
  } catch {
    // not a URL: the origin's root
  }
  return new URL("/", iframeOrigin);
}

/**
 * POST /api/embed/start-checkout → { redirect_url, order_id, guest_id } (spec §4 embedded case of step 2, §7): a pending
 * order priced by the server and a hosted payment (Mollie's hosted checkout, the buyer picks the method there)
 * whose return is the organizer page with the hosted-return parameters (spec §2 step 0). The embedding origin
 * must be one of the organizer's `embed_origins` when it lists any (403 `origin_not_allowed`).
 */
export const startCheckoutRoute = payPost(
  "embed.start-checkout",
  "mollie",
  StartCheckoutSchema,
  async (ctx, input, { requestOrigin }) => {
    const event = await ctx.store.events.event(input.event_id);
    const organizer = event && (await ctx.store.events.organizer(event.organizer_id));
    if (!event || !organizer) throw payError(404, "not_found", `No event with id ${input.event_id}.`, "event_id");
    if (organizer.subdomain !== input.subdomain)
      throw payError(
        400,
        "validation_error",
        `subdomain: event ${event.id} belongs to "${organizer.subdomain}".`,
        "subdomain",
      );
    const allowed = await ctx.store.events.embedOrigins(event.id);
    if (allowed && !allowed.includes(input.iframe_origin)) {
      throw payError(
        403,
        "origin_not_allowed",
        `${input.iframe_origin} may not embed the checkout of ${organizer.subdomain}.`,
        "iframe_origin",
      );
    }
    const cart = { ...input, guestListToken: null, selectedPaymentMethod: "hosted_checkout", reservation_id: null };
    const order = await createPendingOrder(ctx.store, cart, "mollie", ctx.clock(), ctx.abuse.config.ticketsPerBuyer);
    const back = returnUrl(input.iframe_origin, input.return_url);
    back.searchParams.set("payment_provider", "mollie");
    back.searchParams.set("order_id", order.id);
    back.searchParams.set("guest_id", order.return_token ?? "");
    back.searchParams.set("event_id", String(order.event_id));
    const payment = await openPayment(ctx.store, order, () =>
      (ctx.payments.gateways.mollie as MollieGateway).createPayment({
        amount: { amount: order.final_price_paid, currency: order.currency },
        description: describe(order, event.name),
        redirectUrl: back.toString(),
        locale: input.locale,
        orderId: order.id,
        requestOrigin,
        webhookUrl: `${ctx.origin()}/api/webhooks/mollie`,
        idempotencyKey: providerKey(order.id, "create"),
      }),
    );
    // guest_id: the frame hands the order reference to the host page to keep, so a buyer who comes back without
    // paying finds step 2 again (its details read back through verify-order, as the hosted return does).
    return {
      status: 200,
      body: { redirect_url: payment.checkoutUrl, order_id: order.id, guest_id: order.return_token },
    };
  },
  { startsOrder: true },
);
