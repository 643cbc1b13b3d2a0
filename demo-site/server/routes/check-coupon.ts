import type { IncomingMessage, ServerResponse } from "node:http";
import * as v from "valibot";
import type { AppContext } from "../context.ts";
import { findVoucher } from "../domain/orders/vouchers.ts";
import { readJsonBody, sendJson } from "../http/json.ts";
import { parseBody } from "../http/validate.ts";
import { EventIdSchema } from "../domain/orders/free-order-schema.ts";
import { clientKey } from "./client.ts";

const CheckCouponSchema = v.object(
  {
    event_id: EventIdSchema,
    coupon: v.pipe(
      v.string("must be a string (the voucher code)"),
      v.trim(),
      v.nonEmpty("must not be empty; send the voucher code the buyer typed"),
      v.maxLength(64, "must be at most 64 characters"),
    ),
  },
  "must be a JSON object with event_id and coupon",
);

const NOT_VALID = { valid: false, discount: 0 };

/**
 * POST /api/check-coupon (spec §7). Unknown codes, expired codes and codes of other events are one answer, made by
 * the same steps (a point taken, one lookup), so neither the body nor the time tells them apart. Each check takes a
 * point of the client's voucher budget for the event first; a valid code gives it back, so only failures count;
 * over budget: 429 rate_limited with Retry-After. An unknown event has no voucher to find and counts nothing.
 */
export async function checkCouponRoute(ctx: AppContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = parseBody(CheckCouponSchema, await readJsonBody(req));
  if (!(await ctx.store.events.event(body.event_id))) return sendJson(res, 200, NOT_VALID);
  const guess = await ctx.abuse.guess("voucher", body.event_id, clientKey(ctx, req));
  const voucher = await findVoucher(ctx.store, body.event_id, body.coupon, ctx.clock());
  if (!voucher) return sendJson(res, 200, NOT_VALID);
  await guess.succeeded();
  sendJson(res, 200, { valid: true, discount: voucher.discount });
}
