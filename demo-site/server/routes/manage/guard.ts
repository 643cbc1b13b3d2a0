// Every /api/manage request goes through here, in this order: CSRF check on state-changing methods -> JSON only ->
// session -> organizer membership -> role -> fresh sign-in. A call with an API token (Authorization: Bearer) takes
// guard-token.ts' path instead: no cookie, so no CSRF check; JSON only; the token's organizer and scopes. Every
// answer says cache-control: no-store, and no CORS headers are ever sent: the back office is for its own origin.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AppContext } from "../../context.ts";
import { ApiError } from "../../domain/errors.ts";
import { findSession } from "../../domain/accounts/sessions.ts";
import { FRESH_MS } from "../../domain/accounts/timeouts.ts";
import { readJsonBody, sendError } from "../../http/json.ts";
import type { Access, Actor, ManageCall, ManageMethod, ManageRoute, Role } from "./manage-route.ts";
import { clearSessionCookie, sessionToken } from "./session-cookie.ts";
import { bearerToken, tokenActor } from "./guard-token.ts";

type Method = keyof ManageRoute["methods"];
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** What each role may do in its organizer (the operator counts as an owner everywhere). */
export const GRANTS: Record<Role, ReadonlySet<Access>> = {
  owner: new Set(["catalog", "team", "settings", "orders", "check-in"]),
  manager: new Set(["catalog", "orders", "check-in"]),
  door: new Set(["check-in"]),
};

const ORGANIZER_ACCESS = new Set<Access>(["catalog", "team", "settings", "orders", "check-in"]);
export const isOrganizerAccess = (access: Access) => ORGANIZER_ACCESS.has(access);

/**
 * A cross-site request never changes anything: Sec-Fetch-Site must say same-origin; a client that does not send it
 * (an older browser, or not a browser) must name this server as its Origin. Neither: refused too.
 */
export function checkSameOrigin(req: IncomingMessage, origin: string): void {
  const site = req.headers["sec-fetch-site"];
  if (site !== undefined ? site === "same-origin" : req.headers.origin === origin) return;
  throw new ApiError(
    403,
    "cross_site",
    "The back office takes changes only from its own pages: this request came from another site (Sec-Fetch-Site/Origin).",
  );
}

async function readBody(req: IncomingMessage, method: string): Promise<unknown> {
  if (!STATE_CHANGING.has(method)) return null;
  // A DELETE may come without a body; every other change, and any body at all, must be JSON.
  const bodiless = !req.headers["content-type"] && !req.headers["transfer-encoding"];
  if (method === "DELETE" && bodiless && Number(req.headers["content-length"] ?? 0) === 0) return null;
  const type = req.headers["content-type"];
  if (!type || !/^application\/json\s*(;|$)/i.test(type))
    throw new ApiError(415, "json_only", "The back office API takes JSON only: send content-type application/json.");
  const body = await readJsonBody(req);
  // Every change takes an object (an empty one where it needs no input): anything else is a client's mistake, and
  // is refused here before a route can read it as "no input".
  if (body === null || typeof body !== "object" || Array.isArray(body))
    throw new ApiError(400, "invalid_json", "The request body must be a JSON object ({} where nothing is needed).");
  return body;
}

/** The signed-in person, or null; an ended session's cookie is cleared. */
async function actorOf(ctx: AppContext, req: IncomingMessage, res: ServerResponse): Promise<Actor | null> {
  const token = sessionToken(req);
  if (!token) return null;
  const session = await findSession(ctx, token);
  if (!session) {
    clearSessionCookie(res);
    return null;
  }
  const { user } = session;
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    operator: user.operator === 1,
    sessionId: session.id,
    authAt: session.authAt,
  };
}

/** A number that can be a row id (a 32-bit integer column): anything else names nothing. */
export const isRowId = (n: number) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647;

/** A path's id capture as a row id; 404 when it cannot name a row. */
export function rowId(capture: string | undefined): number {
  const n = Number(capture);
  if (!isRowId(n)) throw new ApiError(404, "not_found", "Nothing has this id: check the id in the address.");
  return n;
}

const notFound = () =>
  new ApiError(404, "not_found", "No such organizer among yours: check the organizer id in the address.");

async function organizerRole(ctx: AppContext, actor: Actor, organizerId: number): Promise<Role> {
  if (actor.operator) {
    if (!(await ctx.store.events.organizer(organizerId))) throw notFound();
    return "owner";
  }
  const role = await ctx.store.accounts.role(actor.userId, organizerId);
  if (!role) throw notFound();
  return role;
}

/**
 * A passkey or TOTP sign-in within the last 10 minutes, else 403 reauth_required: for a method's `fresh`, and for a
 * handler whose need depends on the body (a webhook endpoint's address changed, not only switched off).
 */
export function requireFresh(ctx: Pick<AppContext, "clock">, actor: Pick<Actor, "authAt">): void {
  if (ctx.clock() - actor.authAt > FRESH_MS)
    throw new ApiError(
      403,
      "reauth_required",
      "This needs a recent sign-in: confirm with your passkey or a TOTP code, then try again.",
    );
}

/** Runs the checks for `spec` and builds the call its handler gets; throws the refusal. */
export async function authorize(
  ctx: AppContext,
  req: IncomingMessage,
  res: ServerResponse,
  spec: ManageMethod,
  method: string,
  params: string[],
): Promise<ManageCall> {
  const bearer = bearerToken(req);
  if (STATE_CHANGING.has(method) && bearer === null) checkSameOrigin(req, ctx.origin());
  const body = await readBody(req, method);
  if (bearer !== null) return tokenCall(ctx, bearer, spec, method, params, body);
  const actor = await actorOf(ctx, req, res);
  const call: ManageCall = { params, actor, organizerId: null, role: null, body };
  if (spec.access === "public") return call;
  if (!actor) throw new ApiError(401, "unauthenticated", "Sign in to the back office first.");
  if (spec.access === "operator" && !actor.operator)
    throw new ApiError(403, "forbidden", "Only the server's operator may do this.");
  if (isOrganizerAccess(spec.access)) {
    const organizerId = Number(params[0]);
    if (!isRowId(organizerId)) throw notFound();
    call.organizerId = organizerId;
    call.role = await organizerRole(ctx, actor, organizerId);
    if (!GRANTS[call.role].has(spec.access))
      throw new ApiError(403, "forbidden", `Your role (${call.role}) does not allow this (${spec.access}).`);
  }
  if (spec.fresh) requireFresh(ctx, actor);
  return call;
}

/** The call of an API token: anonymous on public routes, else the token's checks (guard-token.ts). */
async function tokenCall(
  ctx: AppContext,
  token: string,
  spec: ManageMethod,
  method: string,
  params: string[],
  body: unknown,
): Promise<ManageCall> {
  const call: ManageCall = { params, actor: null, organizerId: null, role: null, body };
  if (spec.access === "public") return call;
  let organizerId: number | null = null;
  if (isOrganizerAccess(spec.access)) {
    organizerId = Number(params[0]);
    if (!isRowId(organizerId)) throw notFound();
  }
  const { actor, role } = await tokenActor(ctx, token, spec, method, organizerId);
  return { ...call, actor, organizerId, role };
}

/** Answers one /api/manage request from `routes`. */
export async function handleManage(
  ctx: AppContext,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  routes: readonly ManageRoute[],
): Promise<void> {
  res.setHeader("cache-control", "no-store");
  const method = (req.method ?? "GET") === "HEAD" ? "GET" : (req.method ?? "GET");
  for (const route of routes) {
    const m = route.pattern.exec(pathname);
    if (!m) continue;
    const spec = route.methods[method as Method];
    if (!spec) {
      const allow = Object.keys(route.methods).join(", ");
      sendError(res, new ApiError(405, "method_not_allowed", `${method} is not supported here; use ${allow}.`), {
        allow,
      });
      return;
    }
    const params = m.slice(1).map((p: string | undefined) => p ?? "");
    const call = await authorize(ctx, req, res, spec, method, params);
    await spec.handle(ctx, req, res, call);
    return;
  }
  throw new ApiError(404, "not_found", `No back-office endpoint at ${pathname}.`);
}
