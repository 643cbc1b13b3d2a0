// GET …/events/:event/export/(orders|attendees).(csv|xlsx): an event's export, streamed. Access "orders" with a
// fresh sign-in for people (it is every buyer's personal data); an API token with orders:read may export too
// (tokenWithoutFresh: it cannot sign in again, and its owner chose to give it the buyers' data).
import { pathId } from "../../domain/catalog/common.ts";
import { prepareExport, type ExportFormat } from "../../domain/exports/export.ts";
import type { ExportKind } from "../../domain/exports/columns.ts";
import { auditActorOf, type ManageRoute } from "./manage-route.ts";

export const exportRoutes: ManageRoute[] = [
  {
    pattern: /^\/api\/manage\/organizers\/(\d+)\/events\/(\d+)\/export\/(orders|attendees)\.(csv|xlsx)$/,
    methods: {
      GET: {
        access: "orders",
        fresh: true,
        tokenWithoutFresh: true,
        async handle(ctx, _req, res, { actor, organizerId, params }) {
          const eventId = pathId(params[1], "event");
          const kind = params[2] as ExportKind;
          const format = params[3] as ExportFormat;
          const prepared = await prepareExport(ctx, auditActorOf(actor!), organizerId!, eventId, kind, format);
          res.writeHead(200, {
            "content-type": prepared.contentType,
            "content-disposition": `attachment; filename="${prepared.filename}"`,
            "x-content-type-options": "nosniff",
          });
          try {
            await prepared.write(res);
          } catch (error) {
            // The status is sent: a cut connection is the only way left to say the file is incomplete.
            res.destroy(error instanceof Error ? error : new Error(String(error)));
          }
        },
      },
    },
  },
];
