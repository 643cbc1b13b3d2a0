import type { IncomingMessage, ServerResponse } from "node:http";
import type { AppContext } from "../context.ts";
import { readJsonBody, sendJson } from "../http/json.ts";
import { parseBody } from "../http/validate.ts";
import { createFreeOrder } from "../domain/orders/create-free-order.ts";
import { FreeOrderSchema } from "../domain/orders/free-order-schema.ts";

/** POST /api/orders/free → 201 with the spec §3 success response. */
export async function freeOrderRoute(ctx: AppContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const input = parseBody(FreeOrderSchema, await readJsonBody(req));
  const order = await createFreeOrder(ctx, input);
  const c = order.customer;
  sendJson(res, 201, {
    ticket: `${ctx.origin()}/api/tickets/${order.linkToken}`,
    guest: {
      firstName: c.firstName,
      lastName: c.lastName,
      email: c.email,
      streetname: c.street,
      postcode: c.postCode,
      city: c.city,
      country: c.country,
      company_name: c.companyName ?? "",
      vat_number: c.vatNumber ?? "",
    },
    status: "completed",
    verified: true,
    order_id: order.orderId,
  });
}
