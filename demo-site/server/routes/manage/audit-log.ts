// GET /api/manage/organizers/:org/audit?event=&before=: the organizer's audit log (or one event's), newest first,
// 50 entries a page; `next` is the next page's `before`.
import { ApiError } from "../../domain/errors.ts";
import { listAudit } from "../../domain/audit/list.ts";
import { sendJson } from "../../http/json.ts";
import { GRANTS } from "./guard.ts";
import type { ManageRoute } from "./manage-route.ts";

function optionalId(params: URLSearchParams, name: string): number | undefined {
  const raw = params.get(name);
  if (raw === null || raw === "") return undefined;
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1)
    throw new ApiError(400, "invalid_request", `${name}: must be a positive whole number`, name);
  return id;
}

export const auditRoutes: ManageRoute[] = [
  {
    pattern: /^\/api\/manage\/organizers\/(\d+)\/audit$/,
    methods: {
      GET: {
        access: "catalog",
        async handle(ctx, req, res, call) {
          const params = new URL(req.url ?? "/", "http://x").searchParams;
          // The team's entries (emails and roles of invitees) only for those who may see the team.
          const withoutTeam = !GRANTS[call.role!].has("team");
          const query = { eventId: optionalId(params, "event"), before: optionalId(params, "before"), withoutTeam };
          sendJson(res, 200, await listAudit(ctx.store, call.organizerId!, query));
        },
      },
    },
  },
];
