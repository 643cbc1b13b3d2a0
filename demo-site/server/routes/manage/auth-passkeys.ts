// GET|POST /api/manage/me/passkeys: one's own passkeys; adding one is two steps (options, then the browser's
// answer) after a fresh sign-in, like removing one.
import * as v from "valibot";
import { addPasskey, addPasskeyOptions, listPasskeys, removePasskey } from "../../domain/accounts/my-passkeys.ts";
import { relyingParty } from "../../domain/accounts/passkeys.ts";
import { sendJson } from "../../http/json.ts";
import { parseBody } from "../../http/validate.ts";
import type { ManageRoute } from "./manage-route.ts";

const AddPasskey = v.object({
  response: v.looseObject({ id: v.string() }),
  name: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)), "Passkey"),
});

export const myPasskeyRoutes: ManageRoute[] = [
  {
    pattern: /^\/api\/manage\/me\/passkeys$/,
    methods: {
      GET: {
        access: "signed-in",
        async handle(ctx, _req, res, { actor }) {
          sendJson(res, 200, { passkeys: await listPasskeys(ctx, actor!.userId) });
        },
      },
      POST: {
        access: "signed-in",
        fresh: true,
        async handle(ctx, _req, res, { actor, body }) {
          const { response, name } = parseBody(AddPasskey, body);
          await addPasskey(ctx, relyingParty(ctx.origin()), actor!, response, name);
          sendJson(res, 201, { passkeys: await listPasskeys(ctx, actor!.userId) });
        },
      },
    },
  },
  {
    pattern: /^\/api\/manage\/me\/passkeys\/options$/,
    methods: {
      POST: {
        access: "signed-in",
        fresh: true,
        async handle(ctx, _req, res, { actor }) {
          sendJson(res, 200, await addPasskeyOptions(ctx, relyingParty(ctx.origin()), actor!.userId));
        },
      },
    },
  },
  {
    pattern: /^\/api\/manage\/me\/passkeys\/([A-Za-z0-9_-]{1,1400})$/,
    methods: {
      DELETE: {
        access: "signed-in",
        fresh: true,
        async handle(ctx, _req, res, { actor, params }) {
          await removePasskey(ctx, actor!, params[0] ?? "");
          res.writeHead(204).end();
        },
      },
    },
  },
];
