import type { ProviderName } from "../domain/payments/gateway.ts";
import { handleWebhook } from "../domain/payments/webhooks.ts";
import { ApiError } from "../domain/errors.ts";
import { readRawBody, sendJson } from "../http/json.ts";
import type { Route } from "./route.ts";

/**
 * POST /api/webhooks/:provider — the URL each provider's dashboard is given (docs/going-live.md). The body is read
 * as bytes, never parsed first: Stripe's and Braintree's signatures are over the exact bytes.
 */
export const webhookRoutes: Route[] = [
  {
    pattern: /^\/api\/webhooks\/(stripe|paypal|braintree|mollie)$/,
    methods: {
      POST: async (ctx, req, res, [name]) => {
        const provider = name as ProviderName;
        const gateway = ctx.payments.gateways[provider];
        if (!gateway)
          throw new ApiError(404, "not_found", `${provider} is not configured on this server, so it has no webhook.`);
        const rawBody = await readRawBody(req);
        const answer = await handleWebhook(ctx, provider, gateway, { rawBody, headers: req.headers });
        sendJson(res, answer.status, answer.body);
      },
    },
  },
];
