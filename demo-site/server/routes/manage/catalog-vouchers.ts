// An event's vouchers: GET|POST …/vouchers, PATCH|DELETE …/vouchers/:code (the code as typed, any case).
import { createVoucher, deleteVoucher, listVouchers, updateVoucher } from "../../domain/catalog/vouchers.ts";
import { notFound } from "../../domain/catalog/common.ts";
import { eventRoute } from "./event-route.ts";
import type { ManageRoute } from "./manage-route.ts";

function codeOf(segment: string | undefined): string {
  try {
    return decodeURIComponent(segment ?? "");
  } catch {
    throw notFound("voucher");
  }
}

export const catalogVoucherRoutes: ManageRoute[] = [
  eventRoute("/vouchers", {
    GET: { status: 200, run: async (ctx, c) => ({ vouchers: await listVouchers(ctx, c.organizerId, c.eventId) }) },
    POST: { status: 201, run: (ctx, c) => createVoucher(ctx, c.actor, c.organizerId, c.eventId, c.body) },
  }),
  eventRoute("/vouchers/([^/]+)", {
    PATCH: {
      status: 200,
      run: (ctx, c) => updateVoucher(ctx, c.actor, c.organizerId, c.eventId, codeOf(c.params[2]), c.body),
    },
    DELETE: {
      status: 204,
      run: (ctx, c) => deleteVoucher(ctx, c.actor, c.organizerId, c.eventId, codeOf(c.params[2])),
    },
  }),
];
