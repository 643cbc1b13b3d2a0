import * as v from "valibot";
import type { Db } from "../../store/sqlite/open.ts";
import { readJsonBody, sendJson } from "../../http/json.ts";
import type { Route } from "../../http/router.ts";
import { parsePayBody, payError } from "../../domain/payments/errors.ts";
import { findSandboxPayment, patchSandboxData, setSandboxStatus } from "../../domain/payments/sandbox/payments.ts";
import { declinedMessage } from "../../domain/payments/providers/stripe/sandbox.ts";

const ConfirmSchema = v.object({
  client_secret: v.pipe(v.string("must be the client secret of the intent"), v.nonEmpty("must not be empty")),
  outcome: v.optional(v.picklist(["succeeded", "processing", "requires_payment_method"], 'must be "succeeded", "processing" or "requires_payment_method"'), "succeeded"),
});

/** POST /sandbox/stripe/intents/:id/confirm — what Stripe's confirmPayment does, with the outcome chosen by the caller. */
export function stripeSandboxRoutes(db: Db): Route[] {
  return [
    {
      pattern: /^\/sandbox\/stripe\/intents\/([^/]+)\/confirm$/,
      methods: {
        POST: async (_ctx, req, res, [id = ""]) => {
          const input = parsePayBody(ConfirmSchema, await readJsonBody(req));
          const intent = findSandboxPayment(db, "stripe", id);
          if (!intent || intent.secret !== input.client_secret) {
            throw payError(404, "not_found", `No payment intent ${id} with this client secret.`, "client_secret");
          }
          if (!setSandboxStatus(db, "stripe", id, input.outcome, ["requires_payment_method", "requires_confirmation", "processing"])) {
            throw payError(400, "payment_intent_unexpected_state", `The payment intent is already ${intent.status}; it cannot be confirmed again.`);
          }
          if (input.outcome === "requires_payment_method") patchSandboxData(db, "stripe", id, { last_error: declinedMessage });
          const body: Record<string, unknown> = { id, status: input.outcome, next_action: null };
          if (input.outcome === "requires_payment_method") body.last_payment_error = { code: "card_declined", message: declinedMessage };
          sendJson(res, 200, body);
        },
      },
    },
  ];
}
