// GET /api/manage/session: who is signed in, their organizers and roles; DELETE signs out (the session ends in the
// store, the cookie is cleared).
import { endSession } from "../../domain/accounts/sessions.ts";
import { sessionSummary } from "../../domain/accounts/who.ts";
import { ApiError } from "../../domain/errors.ts";
import { sendJson } from "../../http/json.ts";
import type { ManageRoute } from "./manage-route.ts";
import { clearSessionCookie } from "./session-cookie.ts";

export const sessionRoutes: ManageRoute[] = [
  {
    pattern: /^\/api\/manage\/session$/,
    methods: {
      GET: {
        access: "signed-in",
        async handle(ctx, _req, res, { actor }) {
          const summary = await sessionSummary(ctx.store, actor!.userId, actor!.authAt);
          if (!summary) throw new ApiError(401, "unauthenticated", "Sign in to the back office first.");
          sendJson(res, 200, summary);
        },
      },
      DELETE: {
        access: "signed-in",
        async handle(ctx, _req, res, { actor }) {
          await endSession(ctx, actor!.sessionId);
          clearSessionCookie(res);
          res.writeHead(204).end();
        },
      },
    },
  },
];
