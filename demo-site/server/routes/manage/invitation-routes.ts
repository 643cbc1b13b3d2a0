// Accepting an invitation (domain/accounts/invitations.ts, enrol.ts): see it, then enrol a passkey or a password +
// TOTP as a new account, or, for an email that has an account, accept while signed in to it.
import * as v from "valibot";
import { enrolPasskeyOptions, enrolWithPasskey, enrolWithPassword } from "../../domain/accounts/enrol.ts";
import { openInvitation, redeemInvitation } from "../../domain/accounts/invitations.ts";
import { relyingParty } from "../../domain/accounts/passkeys.ts";
import { newTotpSecret } from "../../domain/accounts/totp.ts";
import { sessionSummary } from "../../domain/accounts/who.ts";
import { ApiError } from "../../domain/errors.ts";
import { sendJson } from "../../http/json.ts";
import { parseBody } from "../../http/validate.ts";
import type { ManageRoute } from "./manage-route.ts";
import { signedIn } from "./session-start.ts";

const TOKEN = "([A-Za-z0-9_-]{43})";
const at = (suffix: string) => new RegExp(`^\\/api\\/manage\\/invitations\\/${TOKEN}${suffix}$`);
const Name = v.pipe(v.string(), v.trim(), v.minLength(1, "Enter your name."), v.maxLength(100));
const PasswordEnrol = v.object({
  name: Name,
  password: v.string(),
  totpSecret: v.pipe(v.string(), v.trim()),
  code: v.pipe(v.string(), v.trim()),
});

export const invitationRoutes: ManageRoute[] = [
  {
    pattern: at(""),
    methods: {
      GET: {
        access: "public",
        async handle(ctx, _req, res, { params }) {
          const invitation = await openInvitation(ctx, params[0] ?? "");
          const organizer =
            invitation.organizer_id === null ? undefined : await ctx.store.events.organizer(invitation.organizer_id);
          sendJson(res, 200, {
            email: invitation.email,
            organizer: organizer ? { id: organizer.id, name: organizer.name } : null,
            role: invitation.role,
            operator: invitation.operator === 1,
            expiresAt: invitation.expires_at,
            accountExists: (await ctx.store.accounts.userByEmail(invitation.email)) !== undefined,
          });
        },
      },
    },
  },
  {
    pattern: at("\\/passkey\\/options"),
    methods: {
      POST: {
        access: "public",
        async handle(ctx, _req, res, { params, body }) {
          const invitation = await openInvitation(ctx, params[0] ?? "");
          const { name } = parseBody(v.object({ name: Name }), body);
          sendJson(res, 200, await enrolPasskeyOptions(ctx, relyingParty(ctx.origin()), invitation, name));
        },
      },
    },
  },
  {
    pattern: at("\\/passkey"),
    methods: {
      POST: {
        access: "public",
        async handle(ctx, req, res, call) {
          const invitation = await openInvitation(ctx, call.params[0] ?? "");
          const { response } = parseBody(v.object({ response: v.looseObject({ id: v.string() }) }), call.body);
          const user = await enrolWithPasskey(ctx, relyingParty(ctx.origin()), invitation, response);
          await signedIn(ctx, req, res, user, "invitation", call.actor);
        },
      },
    },
  },
  {
    pattern: at("\\/totp\\/setup"),
    methods: {
      POST: {
        access: "public",
        async handle(ctx, _req, res, { params }) {
          const invitation = await openInvitation(ctx, params[0] ?? "");
          sendJson(res, 200, newTotpSecret(invitation.email));
        },
      },
    },
  },
  {
    pattern: at("\\/password"),
    methods: {
      POST: {
        access: "public",
        async handle(ctx, req, res, call) {
          const invitation = await openInvitation(ctx, call.params[0] ?? "");
          const input = parseBody(PasswordEnrol, call.body);
          const { user, recoveryCodes } = await enrolWithPassword(ctx, invitation, input);
          await signedIn(ctx, req, res, user, "invitation", call.actor, { recoveryCodes });
        },
      },
    },
  },
  {
    pattern: at("\\/accept"),
    methods: {
      POST: {
        access: "signed-in",
        async handle(ctx, _req, res, { params, actor }) {
          const invitation = await openInvitation(ctx, params[0] ?? "");
          if (invitation.email !== actor!.email)
            throw new ApiError(
              403,
              "wrong_account",
              `This invitation is for another email address: sign in with the account of ${invitation.email}.`,
            );
          await ctx.store.transaction((tx) => redeemInvitation(tx, invitation, actor!, ctx.clock()));
          sendJson(res, 200, await sessionSummary(ctx.store, actor!.userId, actor!.authAt));
        },
      },
    },
  },
];
