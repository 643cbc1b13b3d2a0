import { sendJson } from "../../http/json.ts";
import type { Route } from "../route.ts";
import { payError } from "../../domain/payments/errors.ts";
import { findSandboxPayment, setSandboxStatus } from "../../domain/payments/sandbox/payments.ts";

/** POST /sandbox/paypal/orders/:id/approve — the payer approving the order in PayPal's window. */
export const paypalSandboxRoutes: Route[] = [
  {
    pattern: /^\/sandbox\/paypal\/orders\/([^/]+)\/approve$/,
    methods: {
      POST: async (ctx, _req, res, [id = ""]) => {
        const order = await findSandboxPayment(ctx.store, "paypal", id);
        if (!order) throw payError(404, "not_found", `No PayPal order ${id}.`);
        if (!(await setSandboxStatus(ctx.store, "paypal", id, "APPROVED", ["CREATED", "APPROVED"]))) {
          throw payError(
            422,
            "order_not_approvable",
            `The PayPal order is ${order.status}; only a CREATED order can be approved.`,
          );
        }
        sendJson(res, 200, { id, status: "APPROVED" });
      },
    },
  },
];
