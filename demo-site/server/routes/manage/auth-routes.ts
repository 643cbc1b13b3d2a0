// Sign-in: a passkey (options, then the browser's answer) or email + password + a TOTP or recovery code. Called
// with a session they re-authenticate (for `fresh` methods): the session is replaced by a new one. Every failure
// answers the same 401 sign_in_failed; 429 when the account's or the address's failures are used up.
import * as v from "valibot";
import { relyingParty, signInOptions, verifySignIn } from "../../domain/accounts/passkeys.ts";
import { MAX_PASSWORD_LENGTH } from "../../domain/accounts/password.ts";
import { signInFailed, signInWithPassword } from "../../domain/accounts/sign-in.ts";
import { normalizeEmail } from "../../domain/accounts/tokens.ts";
import { ApiError } from "../../domain/errors.ts";
import { parseBody } from "../../http/validate.ts";
import { sendJson } from "../../http/json.ts";
import { clientKey } from "../client.ts";
import type { ManageRoute } from "./manage-route.ts";
import { signedIn, signInFailedAudit } from "./session-start.ts";

const PasswordSignIn = v.object({
  email: v.pipe(v.string(), v.trim(), v.maxLength(320)),
  password: v.pipe(v.string(), v.maxLength(MAX_PASSWORD_LENGTH)),
  code: v.pipe(v.string(), v.trim(), v.maxLength(40)),
});
const PasskeySignIn = v.object({ response: v.looseObject({ id: v.string() }) });

export const authRoutes: ManageRoute[] = [
  {
    pattern: /^\/api\/manage\/sign-in\/passkey\/options$/,
    methods: {
      POST: {
        access: "public",
        async handle(ctx, _req, res) {
          sendJson(res, 200, await signInOptions(ctx, relyingParty(ctx.origin())));
        },
      },
    },
  },
  {
    pattern: /^\/api\/manage\/sign-in\/passkey$/,
    methods: {
      POST: {
        access: "public",
        async handle(ctx, req, res, call) {
          const { response } = parseBody(PasskeySignIn, call.body);
          const attempt = await ctx.abuse.signIn(null, clientKey(ctx, req));
          const user = await verifySignIn(ctx, relyingParty(ctx.origin()), response);
          if (!user) {
            await signInFailedAudit(ctx, "passkey", null);
            throw signInFailed();
          }
          await attempt.succeeded();
          await signedIn(ctx, req, res, user, "passkey", call.actor);
        },
      },
    },
  },
  {
    pattern: /^\/api\/manage\/sign-in\/password$/,
    methods: {
      POST: {
        access: "public",
        async handle(ctx, req, res, call) {
          const input = parseBody(PasswordSignIn, call.body);
          try {
            const user = await signInWithPassword(ctx, input, clientKey(ctx, req));
            await signedIn(ctx, req, res, user, "password", call.actor);
          } catch (err) {
            // Refusals only: a 429 is not an attempt, and writing a row for each would let a flood fill the log.
            if (err instanceof ApiError && err.status === 401)
              await signInFailedAudit(ctx, "password", normalizeEmail(input.email));
            throw err;
          }
        },
      },
    },
  },
];
