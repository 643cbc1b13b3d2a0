// The operator's routes: every organizer, a new one (with an invitation for its first owner), and its commission
// (money: a fresh sign-in).
import * as v from "valibot";
import { Commission, createOrganizer, NewOrganizer, setCommission } from "../../domain/accounts/operator.ts";
import { sendJson } from "../../http/json.ts";
import { parseBody } from "../../http/validate.ts";
import { rowId } from "./guard.ts";
import type { ManageRoute } from "./manage-route.ts";

export const operatorRoutes: ManageRoute[] = [
  {
    pattern: /^\/api\/manage\/operator\/organizers$/,
    methods: {
      GET: {
        access: "operator",
        async handle(ctx, _req, res) {
          sendJson(res, 200, { organizers: await ctx.store.accounts.listOrganizerAccounts() });
        },
      },
      POST: {
        access: "operator",
        async handle(ctx, _req, res, { actor, body }) {
          sendJson(res, 201, await createOrganizer(ctx, actor!, parseBody(NewOrganizer, body)));
        },
      },
    },
  },
  {
    pattern: /^\/api\/manage\/operator\/organizers\/(\d+)$/,
    methods: {
      PATCH: {
        access: "operator",
        fresh: true,
        async handle(ctx, _req, res, { actor, params, body }) {
          const commission = parseBody(v.object(Commission), body);
          sendJson(res, 200, { organizer: await setCommission(ctx, actor!, rowId(params[0]), commission) });
        },
      },
    },
  },
];
