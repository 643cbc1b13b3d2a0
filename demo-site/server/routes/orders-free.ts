import type { IncomingMessage, ServerResponse } from "node:http";
import type { AppContext } from "../context.ts";
import { readJsonBody, sendJson } from "../http/json.ts";
import { parseBody } from "../http/validate.ts";
import { FreeOrderSchema } from "../domain/orders/free-order-schema.ts";
import { ApiError } from "../domain/errors.ts";
import { clientKey } from "./client.ts";

/** The guess an order makes: its guest-list token or voucher code (each with its own budget, as when checked alone). */
async function takeGuess(
  ctx: AppContext,
  client: string,
  eventId: number,
  guestListToken: string | null,
  voucherCode: string | null,
) {
  if (guestListToken)
    return {
      ticket: await ctx.abuse.guess("guest_list", eventId, client),
      failures: ["guest_list_token_invalid", "guest_list_token_used"],
    };
  if (voucherCode) return { ticket: await ctx.abuse.guess("voucher", eventId, client), failures: ["voucher_invalid"] };
  return null;
}

/**
 * POST /api/orders/free → 201 with the spec §3 success response. Each order takes a point of the client's order
 * budget; one with a guest-list token or voucher code also a point of that guess budget, given back unless the
 * token or code was what failed (the token is judged only once the rest of the order is valid).
 */
export async function freeOrderRoute(ctx: AppContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const input = parseBody(FreeOrderSchema, await readJsonBody(req));
  const client = clientKey(ctx, req);
  await ctx.abuse.order(client);
  const guess = await takeGuess(ctx, client, input.event_id, input.guestListToken, input.voucherCode);
  let order;
  try {
    order = await ctx.freeOrders.place(input, ctx.abuse.config.ticketsPerBuyer);
  } catch (err) {
    if (guess && !(err instanceof ApiError && guess.failures.includes(err.code))) await guess.ticket.succeeded();
    throw err;
  }
  await guess?.ticket.succeeded();
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
    guest_id: order.guestId,
  });
}
