import * as v from "valibot";
import { readJsonBody, sendJson } from "../../http/json.ts";
import type { Route } from "../route.ts";
import { payError } from "../../domain/payments/errors.ts";
import { parsePayBody } from "../payments/pay-handler.ts";
import { findSandboxPayment, patchSandboxData, setSandboxStatus } from "../../domain/payments/sandbox/payments.ts";
import { declinedMessage } from "../../domain/payments/providers/stripe/sandbox.ts";

const ConfirmSchema = v.object({
  client_secret: v.pipe(v.string("must be the client secret of the intent"), v.nonEmpty("must not be empty")),
  outcome: v.optional(
    v.picklist(
      ["succeeded", "processing", "requires_payment_method"],
      'must be "succeeded", "processing" or "requires_payment_method"',
    ),
    "succeeded",
  ),
});

/** POST /sandbox/stripe/intents/:id/confirm — what Stripe's confirmPayment does, with the outcome chosen by the caller. */
export const stripeSandboxRoutes: Route[] = [
  {
    pattern: /^\/sandbox\/stripe\/intents\/([^/]+)\/confirm$/,
    methods: {
      POST: async (ctx, req, res, [id = ""]) => {
        const input = parsePayBody(ConfirmSchema, await readJsonBody(req));
        const intent = await findSandboxPayment(ctx.store, "stripe", id);
        if (!intent || intent.secret !== input.client_secret) {
          throw payError(404, "not_found", `No payment intent ${id} with this client secret.`, "client_secret");
        }
        if (
          !(await setSandboxStatus(ctx.store, "stripe", id, input.outcome, [
            "requires_payment_method",
            "requires_confirmation",
            "processing",
          ]))
        ) {
          throw payError(
            400,
            "payment_intent_unexpected_state",
            `The payment intent is already ${intent.status}; it cannot be confirmed again.`,
          );
        }
        if (input.outcome === "requires_payment_method")
          await patchSandboxData(ctx.store, "stripe", id, { last_error: declinedMessage });
        const body: Record<string, unknown> = { id, status: input.outcome, next_action: null };
        if (input.outcome === "requires_payment_method")
          body.last_payment_error = { code: "card_declined", message: declinedMessage };
        sendJson(res, 200, body);
      },
    },
  },
];
