// Door check-in's setup routes (docs: the contract's B1): an event's check-in lists (read at the door, changed with
// "catalog"), the lists a caller may scan, the organizer's paired devices (make one with its pairing code, on a
// fresh sign-in; revoke one) and the public pairing step a phone takes (rate-limited per client like sign-in).
import { listDevices, revokeDevice } from "../../domain/check-in/devices.ts";
import { ListCreate, ListPatch, DeviceCreate, PairInput } from "../../domain/check-in/lists-input.ts";
import {
  archiveList,
  createList,
  eventLists,
  listNotFound,
  scannableLists,
  updateList,
} from "../../domain/check-in/lists.ts";
import { createDevice, pairDevice } from "../../domain/check-in/pairing.ts";
import { sendJson } from "../../http/json.ts";
import { parseBody } from "../../http/validate.ts";
import { clientKey } from "../client.ts";
import { isRowId, rowId } from "./guard.ts";
import type { ManageRoute } from "./manage-route.ts";

const ORG = "^\\/api\\/manage\\/organizers\\/(\\d+)";

/** The list id in the path; one that cannot name a row is as unknown as a missing one. */
function listIdOf(capture: string | undefined): number {
  const id = Number(capture);
  if (!isRowId(id)) throw listNotFound();
  return id;
}

export const checkInSetupRoutes: ManageRoute[] = [
  {
    pattern: new RegExp(`${ORG}\\/events\\/(\\d+)\\/check-in-lists$`),
    methods: {
      GET: {
        access: "check-in",
        async handle(ctx, _req, res, { organizerId, actor, params }) {
          const items = await eventLists(ctx, actor, organizerId!, rowId(params[1]));
          sendJson(res, 200, { items });
        },
      },
      POST: {
        access: "catalog",
        async handle(ctx, _req, res, { organizerId, actor, params, body }) {
          const eventId = rowId(params[1]);
          sendJson(res, 201, await createList(ctx, actor!, organizerId!, eventId, parseBody(ListCreate, body)));
        },
      },
    },
  },
  {
    pattern: new RegExp(`${ORG}\\/check-in-lists$`),
    methods: {
      GET: {
        access: "check-in",
        async handle(ctx, _req, res, { organizerId, actor }) {
          sendJson(res, 200, { items: await scannableLists(ctx, actor, organizerId!) });
        },
      },
    },
  },
  {
    pattern: new RegExp(`${ORG}\\/check-in-lists\\/(\\d+)$`),
    methods: {
      PATCH: {
        access: "catalog",
        async handle(ctx, _req, res, { organizerId, actor, params, body }) {
          const input = parseBody(ListPatch, body);
          sendJson(res, 200, await updateList(ctx, actor!, organizerId!, listIdOf(params[1]), input));
        },
      },
      DELETE: {
        access: "catalog",
        async handle(ctx, _req, res, { organizerId, actor, params }) {
          await archiveList(ctx, actor!, organizerId!, listIdOf(params[1]));
          res.writeHead(204).end();
        },
      },
    },
  },
  {
    pattern: new RegExp(`${ORG}\\/check-in-devices$`),
    methods: {
      GET: {
        access: "catalog",
        async handle(ctx, _req, res, { organizerId }) {
          sendJson(res, 200, { items: await listDevices(ctx, organizerId!) });
        },
      },
      POST: {
        access: "catalog",
        fresh: true,
        async handle(ctx, _req, res, { organizerId, actor, body }) {
          const input = parseBody(DeviceCreate, body);
          sendJson(res, 201, await createDevice(ctx, actor!, organizerId!, ctx.origin(), input));
        },
      },
    },
  },
  {
    pattern: new RegExp(`${ORG}\\/check-in-devices\\/(dev_[A-Za-z0-9_-]{1,40})\\/revoke$`),
    methods: {
      POST: {
        access: "catalog",
        async handle(ctx, _req, res, { organizerId, actor, params }) {
          sendJson(res, 200, await revokeDevice(ctx, actor!, organizerId!, params[1]!));
        },
      },
    },
  },
  {
    pattern: /^\/api\/manage\/check-in\/pair$/,
    methods: {
      POST: {
        access: "public",
        async handle(ctx, req, res, { body }) {
          const { code } = parseBody(PairInput, body);
          // A failed code keeps its point (guessing is limited); a pairing that works gives it back.
          const attempt = await ctx.abuse.signIn(null, clientKey(ctx, req));
          const paired = await pairDevice(ctx, code);
          await attempt.succeeded();
          sendJson(res, 201, paired);
        },
      },
    },
  },
];
