// POST /api/orders/:id/resend: the ticket mail again, limited per order and per client (LIMIT_RESENDS).
import type { IncomingMessage, ServerResponse } from "node:http";
import * as v from "valibot";
import type { AppContext } from "../context.ts";
import { resendTicketMail } from "../domain/mail/resend.ts";
import { readJsonBody, sendJson } from "../http/json.ts";
import { parseBody } from "../http/validate.ts";
import { clientKey } from "./client.ts";

const ResendSchema = v.object({ guest_id: v.pipe(v.string(), v.minLength(1), v.maxLength(128)) });

/**
 * POST /api/orders/:id/resend { guest_id } → 202: the ticket mail is queued again for the order's own address.
 * Rate-limited per order and per client (LIMIT_RESENDS) before the order is even looked up.
 */
export async function orderResendRoute(
  ctx: AppContext,
  req: IncomingMessage,
  res: ServerResponse,
  orderId: string,
): Promise<void> {
  const input = parseBody(ResendSchema, await readJsonBody(req));
  await ctx.abuse.resend(orderId.slice(0, 64), clientKey(ctx, req));
  await resendTicketMail(ctx.store, orderId, input.guest_id, ctx.clock());
  sendJson(res, 202, { status: "queued", order_id: orderId });
}
