// The guard's path for another system's call: `Authorization: Bearer <API token>` instead of a session cookie.
// No cookie is involved, so no cross-site check is needed (a browser never adds this header on its own, and no CORS
// header lets another site's script send it). The token's organizer must be the one in the path (else 404, as for
// a stranger) and its scopes must cover the method's access: "orders" GET -> orders:read, other "orders" methods ->
// orders:write, "check-in" -> check-in; every other access (catalog, team, settings, the operator's, a session's
// own routes) is for people only (403).
// A paired check-in device's token (`tkd_…`, domain/check-in/devices.ts) takes the same path with narrower rights:
// its own organizer only (else 404), access "check-in" only (else 403 token_not_allowed), and once revoked nothing
// but a method marked `revokedDevice` (401 device_revoked), so the scanner learns of it on its next call.
import type { IncomingMessage } from "node:http";
import type { AppContext } from "../../context.ts";
import { findApiToken, scopesOf } from "../../domain/accounts/api-tokens.ts";
import { ApiError } from "../../domain/errors.ts";
import { DEVICE_TOKEN_PREFIX, deviceLabel, findDevice, listIdsOf } from "../../domain/check-in/devices.ts";
import type { ApiTokenScope } from "../../store/index.ts";
import type { Access, Actor, ManageMethod, Role } from "./manage-route.ts";

/** The bearer token of the request; null without an Authorization header; 401 for one of another kind. */
export function bearerToken(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  if (header === undefined) return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!m)
    throw new ApiError(401, "token_invalid", "Authorization must be `Bearer <API token>`: send the token as made.");
  return m[1] ?? null;
}

/** The scope a method of `access` needs from a token; null when no token may call it. */
export function scopeFor(access: Access, method: string): ApiTokenScope | null {
  if (access === "orders") return method === "GET" ? "orders:read" : "orders:write";
  if (access === "check-in") return "check-in";
  return null;
}

const tokenRefused = (message: string) => new ApiError(403, "token_not_allowed", message);

/** Runs a token's checks for `spec` on organizer `organizerId` (null: a route outside organizers). */
export async function tokenActor(
  ctx: AppContext,
  token: string,
  spec: ManageMethod,
  method: string,
  organizerId: number | null,
): Promise<{ actor: Actor; role: Role }> {
  if (token.startsWith(DEVICE_TOKEN_PREFIX)) return deviceActor(ctx, token, spec, organizerId);
  const row = await findApiToken(ctx, token);
  if (!row)
    throw new ApiError(401, "token_invalid", "This API token is unknown or revoked: ask an owner for a new one.");
  const refused = () =>
    tokenRefused(`API tokens cannot do this (${spec.access}): a person signs in to the back office for it.`);
  if (organizerId === null) throw refused();
  if (row.organizer_id !== organizerId)
    throw new ApiError(404, "not_found", "No such organizer among yours: check the organizer id in the address.");
  const scope = scopeFor(spec.access, method);
  if (scope === null) throw refused();
  const scopes = scopesOf(row);
  if (!scopes.includes(scope))
    throw new ApiError(403, "forbidden", `This API token lacks the scope ${scope}: make one that has it.`);
  if (spec.fresh && !spec.tokenWithoutFresh)
    throw tokenRefused("This needs a person's fresh sign-in (money or power): API tokens cannot do it.");
  const label = `API token "${row.name}" (${row.id})`;
  const actor: Actor = {
    userId: row.created_by ?? 0,
    email: label,
    name: label,
    operator: false,
    sessionId: "",
    authAt: 0,
    token: { id: row.id, name: row.name, scopes },
  };
  return { actor, role: scopes.some((s) => s.startsWith("orders:")) ? "manager" : "door" };
}

/** Runs a paired device's checks for `spec` on organizer `organizerId`; the actor names the device. */
async function deviceActor(
  ctx: AppContext,
  token: string,
  spec: ManageMethod,
  organizerId: number | null,
): Promise<{ actor: Actor; role: Role }> {
  const row = await findDevice(ctx, token);
  if (!row)
    throw new ApiError(
      401,
      "token_invalid",
      "This device token is unknown: pair the device again from the back office.",
    );
  if (row.revoked_at !== null && !spec.revokedDevice)
    throw new ApiError(401, "device_revoked", "This device was unpaired in the back office: pair it again to scan.");
  const refused = () =>
    tokenRefused(`A check-in device can only check tickets in (${spec.access} is for people in the back office).`);
  if (organizerId === null) throw refused();
  if (row.organizer_id !== organizerId)
    throw new ApiError(404, "not_found", "No such organizer among yours: check the organizer id in the address.");
  if (spec.access !== "check-in" || spec.fresh) throw refused();
  const label = deviceLabel(row);
  const actor: Actor = {
    userId: 0,
    email: label,
    name: label,
    operator: false,
    sessionId: "",
    authAt: 0,
    device: { id: row.id, name: row.name, listIds: listIdsOf(row), revoked: row.revoked_at !== null },
  };
  return { actor, role: "door" };
}
