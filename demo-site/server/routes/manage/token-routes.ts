// An organizer's API tokens (access "settings": its owners and the operator): the list, making one (a fresh
// sign-in; the token is in the 201 answer only) and revoking one (a fresh sign-in too).
import * as v from "valibot";
import { API_TOKEN_SCOPES, createApiToken, listApiTokens, revokeApiToken } from "../../domain/accounts/api-tokens.ts";
import { sendJson } from "../../http/json.ts";
import { parseBody } from "../../http/validate.ts";
import type { ManageRoute } from "./manage-route.ts";

const ORG = "^\\/api\\/manage\\/organizers\\/(\\d+)";
const NewToken = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1, "name: say what the token is for."), v.maxLength(100)),
  scopes: v.pipe(
    v.array(v.picklist(API_TOKEN_SCOPES, `scopes: each one of ${API_TOKEN_SCOPES.join(", ")}.`)),
    v.minLength(1, `scopes: pick at least one of ${API_TOKEN_SCOPES.join(", ")}.`),
  ),
});

export const tokenRoutes: ManageRoute[] = [
  {
    pattern: new RegExp(`${ORG}\\/api-tokens$`),
    methods: {
      GET: {
        access: "settings",
        async handle(ctx, _req, res, { organizerId }) {
          sendJson(res, 200, { items: await listApiTokens(ctx, organizerId!), next: null });
        },
      },
      POST: {
        access: "settings",
        fresh: true,
        async handle(ctx, _req, res, { organizerId, actor, body }) {
          sendJson(res, 201, await createApiToken(ctx, actor!, organizerId!, parseBody(NewToken, body)));
        },
      },
    },
  },
  {
    pattern: new RegExp(`${ORG}\\/api-tokens\\/(tok_[A-Za-z0-9_-]{1,40})$`),
    methods: {
      DELETE: {
        access: "settings",
        fresh: true,
        async handle(ctx, _req, res, { organizerId, actor, params }) {
          sendJson(res, 200, { apiToken: await revokeApiToken(ctx, actor!, organizerId!, params[1]!) });
        },
      },
    },
  },
];
