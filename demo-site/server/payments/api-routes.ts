import type { Handler, Route } from "../router.ts";
import { notConfigured, payError } from "./errors.ts";
import { paymentsConfigRoute } from "./routes/config.ts";

const notYet: Handler = (ctx) => {
  if (ctx.payments.enabledPaths().length === 0) throw notConfigured("Paid checkout");
  throw payError(501, "not_implemented", "This payment route is being built (issue 9); see PAYMENTS-CONTRACT.md.");
};

/** Every /api/* route of the payment API (PAYMENTS-CONTRACT.md), registered in ../api-routes.ts. */
export const paymentApiRoutes: Route[] = [
  { pattern: /^\/api\/payments\/config$/, methods: { GET: paymentsConfigRoute } },
  { pattern: /^\/api\/payments\/webhook\/(stripe|paypal|braintree|mollie)$/, methods: { POST: notYet } },
  { pattern: /^\/api\/reservations$/, methods: { POST: notYet } },
  { pattern: /^\/api\/reservations\/([^/]+)$/, methods: { GET: notYet, DELETE: notYet } },
  { pattern: /^\/api\/braintree\/token$/, methods: { GET: notYet } },
  { pattern: /^\/api\/braintree\/process-payment$/, methods: { POST: notYet } },
  { pattern: /^\/api\/braintree\/process-order-update$/, methods: { POST: notYet } },
  { pattern: /^\/api\/stripe\/create-payment-intent$/, methods: { POST: notYet } },
  { pattern: /^\/api\/stripe\/verifyIntent$/, methods: { POST: notYet } },
  { pattern: /^\/api\/paypal\/order$/, methods: { POST: notYet } },
  { pattern: /^\/api\/paypal\/capture$/, methods: { POST: notYet } },
  { pattern: /^\/api\/paypal\/cancel$/, methods: { POST: notYet } },
  { pattern: /^\/api\/mollie\/process-payment$/, methods: { POST: notYet } },
  { pattern: /^\/api\/mollie\/verify-order$/, methods: { POST: notYet } },
];
