import type { Db } from "../../store/sqlite/open.ts";
import { sendJson } from "../../http/json.ts";
import type { Route } from "../../http/router.ts";
import { payError } from "../../domain/payments/errors.ts";
import { findSandboxPayment, setSandboxStatus } from "../../domain/payments/sandbox/payments.ts";

/** POST /sandbox/paypal/orders/:id/approve — the payer approving the order in PayPal's window. */
export function paypalSandboxRoutes(db: Db): Route[] {
  return [
    {
      pattern: /^\/sandbox\/paypal\/orders\/([^/]+)\/approve$/,
      methods: {
        POST: (_ctx, _req, res, [id = ""]) => {
          const order = findSandboxPayment(db, "paypal", id);
          if (!order) throw payError(404, "not_found", `No PayPal order ${id}.`);
          if (!setSandboxStatus(db, "paypal", id, "APPROVED", ["CREATED", "APPROVED"])) {
            throw payError(422, "order_not_approvable", `The PayPal order is ${order.status}; only a CREATED order can be approved.`);
          }
          sendJson(res, 200, { id, status: "APPROVED" });
        },
      },
    },
  ];
}
