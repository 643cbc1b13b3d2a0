// An event's vouchers: GET|POST …/vouchers, PATCH|DELETE …/vouchers/:code (the code as typed, any case).
import { createVoucher, deleteVoucher, listVouchers, updateVoucher } from "../../domain/catalog/vouchers.ts";
import { notFound, pathId } from "../../domain/catalog/common.ts";
import { sendJson } from "../../http/json.ts";
import type { ManageRoute } from "./manage-route.ts";

const base = String.raw`^\/api\/manage\/organizers\/(\d+)\/events\/(\d+)\/vouchers`;

function codeOf(segment: string | undefined): string {
  try {
    return decodeURIComponent(segment ?? "");
  } catch {
    throw notFound("voucher");
  }
}

export const catalogVoucherRoutes: ManageRoute[] = [
  {
    pattern: new RegExp(`${base}$`),
    methods: {
      GET: {
        access: "catalog",
        async handle(ctx, _req, res, call) {
          const eventId = pathId(call.params[1], "event");
          sendJson(res, 200, { vouchers: await listVouchers(ctx, call.organizerId!, eventId) });
        },
      },
      POST: {
        access: "catalog",
        async handle(ctx, _req, res, call) {
          const eventId = pathId(call.params[1], "event");
          sendJson(res, 201, await createVoucher(ctx, call.actor!, call.organizerId!, eventId, call.body));
        },
      },
    },
  },
  {
    pattern: new RegExp(`${base}\\/([^/]+)$`),
    methods: {
      PATCH: {
        access: "catalog",
        async handle(ctx, _req, res, call) {
          const [eventId, code] = [pathId(call.params[1], "event"), codeOf(call.params[2])];
          sendJson(res, 200, await updateVoucher(ctx, call.actor!, call.organizerId!, eventId, code, call.body));
        },
      },
      DELETE: {
        access: "catalog",
        async handle(ctx, _req, res, call) {
          const [eventId, code] = [pathId(call.params[1], "event"), codeOf(call.params[2])];
          await deleteVoucher(ctx, call.actor!, call.organizerId!, eventId, code);
          res.writeHead(204).end();
        },
      },
    },
  },
];
