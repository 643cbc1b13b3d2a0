// Door check-in's scan routes (access "check-in": door, manager, owner, API tokens with scope check-in, paired
// devices): redeem one scan online, upload a device's offline queue (a revoked device's too: kept, never counted),
// the list's snapshot for offline scanning (compressed: 50,000 tickets stay far below 5 MB on the wire), and the
// event's live figures and conflicts for the back office.
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { pathId } from "../../domain/catalog/common.ts";
import { uploadBatch } from "../../domain/check-in/batch.ts";
import { checkInConflicts } from "../../domain/check-in/conflicts.ts";
import { listNotFound } from "../../domain/check-in/lists.ts";
import { redeem } from "../../domain/check-in/redeem.ts";
import { scanCaller } from "../../domain/check-in/scan-caller.ts";
import { BatchBody, RedeemBody } from "../../domain/check-in/scan-input.ts";
import { listSnapshot } from "../../domain/check-in/snapshot.ts";
import { checkInStats } from "../../domain/check-in/stats.ts";
import { pickEncoding } from "../../http/encoding.ts";
import { sendJson, sendJsonBytes } from "../../http/json.ts";
import { parseBody } from "../../http/validate.ts";
import { isRowId } from "./guard.ts";
import type { ManageCall, ManageRoute } from "./manage-route.ts";

const ORG = "^\\/api\\/manage\\/organizers\\/(\\d+)";
const gzipped = promisify(gzip);

/** The guard has checked the actor is a member (or the organizer's token or device) for "check-in" access. */
const callerOf = (call: ManageCall) => scanCaller(call.actor!, call.organizerId!);

export const checkInRoutes: ManageRoute[] = [
  {
    pattern: new RegExp(`${ORG}\\/check-in$`),
    methods: {
      POST: {
        access: "check-in",
        async handle(ctx, _req, res, call) {
          sendJson(res, 200, await redeem(ctx, callerOf(call), parseBody(RedeemBody, call.body)));
        },
      },
    },
  },
  {
    pattern: new RegExp(`${ORG}\\/check-in\\/batch$`),
    methods: {
      POST: {
        access: "check-in",
        revokedDevice: true,
        async handle(ctx, _req, res, call) {
          sendJson(res, 200, await uploadBatch(ctx, callerOf(call), parseBody(BatchBody, call.body).scans));
        },
      },
    },
  },
  {
    pattern: new RegExp(`${ORG}\\/check-in\\/snapshot$`),
    methods: {
      GET: {
        access: "check-in",
        async handle(ctx, req, res, call) {
          const listId = Number(new URL(req.url ?? "/", "http://x").searchParams.get("list"));
          if (!isRowId(listId)) throw listNotFound();
          const json = JSON.stringify(await listSnapshot(ctx, callerOf(call), listId));
          // gzip, not Brotli even where accepted: as small within 15 % here, and quicker to make.
          const accepted = req.headers["accept-encoding"];
          const coding = accepted ? pickEncoding(`${String(accepted)}, br;q=0`) : null;
          const headers = { vary: "accept-encoding" };
          if (coding === null) return sendJsonBytes(res, 200, json, headers);
          const bytes = await gzipped(json);
          sendJsonBytes(res, 200, bytes, { ...headers, "content-encoding": coding });
        },
      },
    },
  },
  {
    pattern: new RegExp(`${ORG}\\/events\\/(\\d+)\\/check-in\\/stats$`),
    methods: {
      GET: {
        access: "check-in",
        async handle(ctx, _req, res, { organizerId, params }) {
          sendJson(res, 200, await checkInStats(ctx, organizerId!, pathId(params[1], "event")));
        },
      },
    },
  },
  {
    pattern: new RegExp(`${ORG}\\/events\\/(\\d+)\\/check-in\\/conflicts$`),
    methods: {
      GET: {
        access: "check-in",
        async handle(ctx, _req, res, { organizerId, params }) {
          sendJson(res, 200, await checkInConflicts(ctx, organizerId!, pathId(params[1], "event")));
        },
      },
    },
  },
];
