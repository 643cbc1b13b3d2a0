import type { IncomingMessage, ServerResponse } from "node:http";
import * as v from "valibot";
import type { AppContext } from "../context.ts";
import { findVoucher } from "../domain/orders/vouchers.ts";
import { readJsonBody, sendJson } from "../http/json.ts";
import { parseBody } from "../http/validate.ts";
import { EventIdSchema } from "../domain/orders/free-order-schema.ts";

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

/** POST /api/check-coupon (spec §7): unknown codes and codes of other events are simply not valid. */
export async function checkCouponRoute(ctx: AppContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = parseBody(CheckCouponSchema, await readJsonBody(req));
  const voucher = await findVoucher(ctx.store, body.event_id, body.coupon);
  sendJson(res, 200, voucher ? { valid: true, discount: voucher.discount } : { valid: false, discount: 0 });
}
