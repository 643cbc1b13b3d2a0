import type { Route } from "../route.ts";
import { braintreePaymentRoute, braintreeTokenRoute, braintreeUpdateRoute } from "./braintree.ts";
import { paymentsConfigRoute } from "./config.ts";
import { molliePaymentRoute, mollieVerifyRoute } from "./mollie.ts";
import { paypalCancelRoute, paypalCaptureRoute, paypalOrderRoute } from "./paypal.ts";
import { createReservationRoute, deleteReservationRoute, getReservationRoute } from "./reservations.ts";
import { createPaymentIntentRoute, verifyIntentRoute } from "./stripe.ts";
import { webhookRoute } from "./webhook.ts";

/** Every /api/* route of the payment API (README "Payment API"), registered in ../api-routes.ts. */
export const paymentApiRoutes: Route[] = [
  { pattern: /^\/api\/payments\/config$/, methods: { GET: paymentsConfigRoute } },
  { pattern: /^\/api\/payments\/webhook\/(stripe|paypal|braintree|mollie)$/, methods: { POST: webhookRoute } },
  { pattern: /^\/api\/reservations$/, methods: { POST: createReservationRoute } },
  { pattern: /^\/api\/reservations\/([^/]+)$/, methods: { GET: getReservationRoute, DELETE: deleteReservationRoute } },
  { pattern: /^\/api\/braintree\/token$/, methods: { GET: braintreeTokenRoute } },
  { pattern: /^\/api\/braintree\/process-payment$/, methods: { POST: braintreePaymentRoute } },
  { pattern: /^\/api\/braintree\/process-order-update$/, methods: { POST: braintreeUpdateRoute } },
  { pattern: /^\/api\/stripe\/create-payment-intent$/, methods: { POST: createPaymentIntentRoute } },
  { pattern: /^\/api\/stripe\/verifyIntent$/, methods: { POST: verifyIntentRoute } },
  { pattern: /^\/api\/paypal\/order$/, methods: { POST: paypalOrderRoute } },
  { pattern: /^\/api\/paypal\/capture$/, methods: { POST: paypalCaptureRoute } },
  { pattern: /^\/api\/paypal\/cancel$/, methods: { POST: paypalCancelRoute } },
  { pattern: /^\/api\/mollie\/process-payment$/, methods: { POST: molliePaymentRoute } },
  { pattern: /^\/api\/mollie\/verify-order$/, methods: { POST: mollieVerifyRoute } },
];
