import type { IncomingMessage, ServerResponse } from "node:http";
import * as v from "valibot";
import type { AppContext } from "../../context.ts";
import { ApiError } from "../../domain/errors.ts";
import { readJsonBody, sendError, sendJson } from "../../http/json.ts";
import { matchRoute, methodNotAllowed } from "../../http/router.ts";
import type { Route } from "../route.ts";
import { asPayError, payError } from "../../domain/payments/errors.ts";
import { parsePayBody } from "../payments/pay-handler.ts";
import { mollieCheckoutRoutes } from "./mollie-checkout-page.ts";
import { paypalSandboxRoutes } from "./paypal.ts";
import { stripeSandboxRoutes } from "./stripe.ts";
import { controlOutcomes, controlTargets, setControl } from "../../domain/payments/sandbox/control.ts";

const ControlSchema = v.object({
  target: v.picklist(controlTargets, `must be one of ${controlTargets.join(", ")}`),
  outcome: v.picklist(controlOutcomes, `must be one of ${controlOutcomes.join(", ")}`),
  times: v.optional(
    v.pipe(
      v.number("must be a number"),
      v.integer("must be a whole number"),
      v.minValue(1, "must be at least 1"),
      v.maxValue(1000, "must be at most 1000"),
    ),
    1,
  ),
});

const controlRoute: Route = {
  pattern: /^\/sandbox\/control$/,
  methods: {
    POST: async (ctx, req, res) => {
      const input = parsePayBody(ControlSchema, await readJsonBody(req));
      await setControl(ctx.store, input.target, input.outcome, input.times);
      sendJson(res, 200, input);
    },
  },
};

/** The provider side of each sandbox gateway (domain/payments/providers/<name>/sandbox.ts). */
const sandboxRoutes: Route[] = [...stripeSandboxRoutes, ...paypalSandboxRoutes, ...mollieCheckoutRoutes];

/**
 * /sandbox/*: the provider side of the sandbox (demo mode only; 404 otherwise). Errors use the payment
 * API's shape.
 */
export async function handleSandbox(
  ctx: AppContext,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
): Promise<void> {
  if (!ctx.payments.config.demoMode)
    throw payError(404, "not_found", "The sandbox payment backend runs only in demo mode (DEMO_MODE=1).");
  const method = req.method ?? "GET";
  const match = matchRoute([controlRoute, ...sandboxRoutes], method, pathname);
  if (!match) throw payError(404, "not_found", `No sandbox endpoint at ${pathname}.`);
  if ("notAllowed" in match) {
    sendError(res, asPayError(methodNotAllowed(method, match.notAllowed)), {
      allow: [...match.notAllowed, "OPTIONS"].join(", "),
    });
    return;
  }
  try {
    await match.handler(ctx, req, res, match.params);
  } catch (err) {
    throw err instanceof ApiError ? asPayError(err) : err;
  }
}
