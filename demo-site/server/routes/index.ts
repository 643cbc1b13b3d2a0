import type { Route } from "./route.ts";
import { checkCouponRoute } from "./check-coupon.ts";
import { eventMarkupRoute } from "./event-markup.ts";
import { getEventRoute } from "./events.ts";
import { getGuestListRoute } from "./guest-list.ts";
import { freeOrderRoute } from "./orders-free.ts";
import { orderResendRoute } from "./order-resend.ts";
import { ticketPdfRoute } from "./tickets.ts";
import { paymentApiRoutes } from "./payments/index.ts";
import { startCheckoutRoute } from "./embed-start-checkout.ts";
import { webhookRoutes } from "./webhooks.ts";

/** Every /api/* route (CONTRACTS.md "API"). */
export const apiRoutes: Route[] = [
  {
    pattern: /^\/api\/events\/([^/]+)$/,
    methods: { GET: (ctx, req, res, [id]) => getEventRoute(ctx, req, res, id ?? "") },
  },
  {
    pattern: /^\/api\/events\/([^/]+)\/markup$/,
    methods: { GET: (ctx, req, res, [id]) => eventMarkupRoute(ctx, req, res, id ?? "") },
  },
  {
    pattern: /^\/api\/events\/([^/]+)\/guest-list\/([^/]+)$/,
    methods: { GET: (ctx, req, res, [id, token]) => getGuestListRoute(ctx, req, res, id ?? "", token ?? "") },
  },
  { pattern: /^\/api\/check-coupon$/, methods: { POST: (ctx, req, res) => checkCouponRoute(ctx, req, res) } },
  { pattern: /^\/api\/orders\/free$/, methods: { POST: (ctx, req, res) => freeOrderRoute(ctx, req, res) } },
  {
    pattern: /^\/api\/orders\/([^/]+)\/resend$/,
    methods: { POST: (ctx, req, res, [id]) => orderResendRoute(ctx, req, res, id ?? "") },
  },
  {
    pattern: /^\/api\/tickets\/([^/]+)$/,
    methods: { GET: (ctx, req, res, [token]) => ticketPdfRoute(ctx, req, res, token ?? "") },
  },
  { pattern: /^\/api\/embed\/start-checkout$/, methods: { POST: startCheckoutRoute } },
  ...paymentApiRoutes,
  ...webhookRoutes,
];
