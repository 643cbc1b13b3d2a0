// An organizer's team (access "team": owners, and the operator): members, roles (a fresh sign-in), removal,
// invitations sent through the outbox, and the open ones.
import * as v from "valibot";
import {
  changeRole,
  inviteMember,
  listInvitations,
  listMembers,
  removeMember,
  revokeInvitation,
} from "../../domain/accounts/team.ts";
import { sendJson } from "../../http/json.ts";
import { parseBody } from "../../http/validate.ts";
import type { ManageRoute } from "./manage-route.ts";
import { rowId } from "./guard.ts";

const ORG = "^\\/api\\/manage\\/organizers\\/(\\d+)";
const Role = v.picklist(["owner", "manager", "door"], "role: one of owner, manager, door.");
const Invite = v.object({
  email: v.pipe(v.string(), v.trim(), v.email("email: an email address."), v.maxLength(320)),
  role: Role,
  lang: v.optional(v.pipe(v.string(), v.maxLength(20))),
});

export const teamRoutes: ManageRoute[] = [
  {
    pattern: new RegExp(`${ORG}\\/members$`),
    methods: {
      GET: {
        access: "team",
        async handle(ctx, _req, res, { organizerId }) {
          sendJson(res, 200, { members: await listMembers(ctx, organizerId!) });
        },
      },
      // Inviting (an owner, say) and removing are power: a fresh sign-in, like a role change.
      POST: {
        access: "team",
        fresh: true,
        async handle(ctx, req, res, { organizerId, actor, body }) {
          const input = parseBody(Invite, body);
          const lang = input.lang ?? req.headers["accept-language"]?.split(",")[0] ?? null;
          sendJson(res, 201, { invitation: await inviteMember(ctx, actor!, organizerId!, { ...input, lang }) });
        },
      },
    },
  },
  {
    pattern: new RegExp(`${ORG}\\/members\\/(\\d+)$`),
    methods: {
      PATCH: {
        access: "team",
        fresh: true,
        async handle(ctx, _req, res, { organizerId, actor, params, body }) {
          const { role } = parseBody(v.object({ role: Role }), body);
          await changeRole(ctx, actor!, organizerId!, rowId(params[1]), role);
          sendJson(res, 200, { members: await listMembers(ctx, organizerId!) });
        },
      },
      DELETE: {
        access: "team",
        fresh: true,
        async handle(ctx, _req, res, { organizerId, actor, params }) {
          await removeMember(ctx, actor!, organizerId!, rowId(params[1]));
          res.writeHead(204).end();
        },
      },
    },
  },
  {
    pattern: new RegExp(`${ORG}\\/invitations$`),
    methods: {
      GET: {
        access: "team",
        async handle(ctx, _req, res, { organizerId }) {
          sendJson(res, 200, { invitations: await listInvitations(ctx, organizerId!) });
        },
      },
    },
  },
  {
    pattern: new RegExp(`${ORG}\\/invitations\\/(\\d+)$`),
    methods: {
      DELETE: {
        access: "team",
        async handle(ctx, _req, res, { organizerId, actor, params }) {
          await revokeInvitation(ctx, actor!, organizerId!, rowId(params[1]));
          res.writeHead(204).end();
        },
      },
    },
  },
];
