import { URL } from "node:url";
import * as v from "valibot";
import { EventIdSchema } from "../../domain/orders/free-order-schema.ts";
import { notConfigured, payError } from "../../domain/payments/errors.ts";
import { parsePayBody, payOther } from "./pay-handler.ts";
import { paypalPublicConfig } from "../../domain/payments/providers/paypal/index.ts";
import { stripePublicConfig } from "../../domain/payments/providers/stripe/index.ts";

const QuerySchema = v.object({ event_id: EventIdSchema });

/** GET /api/payments/config?event_id=101 (README "Payment API"). */
export const paymentsConfigRoute = payOther(null, async (ctx, { req }) => {
  const enabled = ctx.payments.enabledPaths();
  if (enabled.length === 0) throw notConfigured("Paid checkout");
  const query = new URL(req.url ?? "/", "http://localhost").searchParams;
  const { event_id } = parsePayBody(QuerySchema, { event_id: query.get("event_id") ?? undefined });
  const event = await ctx.store.events.event(event_id);
  if (!event) throw payError(404, "not_found", `No event with id ${event_id}.`, "event_id");
  const { config } = ctx.payments;
  return {
    status: 200,
    body: {
      mode: config.demoMode ? "sandbox" : "live",
      currency: event.currency,
      card_path: event.card_path === "braintree" ? "braintree" : "stripe",
      reservation_minutes: config.reservationMinutes,
      // Only the providers that are on: the widget reads a present key as "load this provider's script".
      ...(enabled.includes("stripe") ? { stripe: stripePublicConfig(config) } : {}),
      ...(enabled.includes("paypal") ? { paypal: paypalPublicConfig(config) } : {}),
      enabled_paths: enabled,
    },
  };
});
