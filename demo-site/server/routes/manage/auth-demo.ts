// POST /api/manage/demo/sign-in {as}: demo mode only (404 otherwise, as if it did not exist). Signs in as the demo
// operator or the demo organizer's owner (made at start, server.ts); the home page links to /manage/demo, whose
// page POSTs here (a GET never changes state).
import * as v from "valibot";
import { demoAccount } from "../../domain/accounts/demo.ts";
import { ApiError } from "../../domain/errors.ts";
import { parseBody } from "../../http/validate.ts";
import type { ManageRoute } from "./manage-route.ts";
import { signedIn } from "./session-start.ts";

export const demoRoutes: ManageRoute[] = [
  {
    pattern: /^\/api\/manage\/demo\/sign-in$/,
    methods: {
      POST: {
        access: "public",
        async handle(ctx, req, res, call) {
          if (!ctx.payments.config.demoMode)
            throw new ApiError(404, "not_found", "The demo sign-in exists in demo mode only (DEMO_MODE=1).");
          const { as } = parseBody(v.object({ as: v.picklist(["organizer", "operator"]) }), call.body);
          await signedIn(ctx, req, res, await demoAccount(ctx.store, as, ctx.clock()), "demo", call.actor);
        },
      },
    },
  },
];
