// @vitest-environment node
// The permission matrix: EVERY /api/manage route and method (routes/manage/index.ts), tried as anonymous, a member
// of another organizer, door, manager, owner and the operator, and with API tokens (read orders, write orders,
// check-in, and one of another organizer with every scope) and as paired check-in devices (one of organizer 1 for its
// list 1 of event 101, one of organizer 2), against the expectations of
// permission-matrix-table.ts. A route or method without an expectation fails, as does an expectation whose access
// differs from the route's. Fresh-only methods are also tried with a session older than 10 minutes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiToken } from "../../domain/accounts/api-tokens.ts";
import { startSession } from "../../domain/accounts/sessions.ts";
import { createList } from "../../domain/check-in/lists.ts";
import { createDevice, pairDevice } from "../../domain/check-in/pairing.ts";
import type { RunningServer } from "../../server.ts";
import type { ApiTokenScope, MemberRole } from "../../store/index.ts";
import { manageSession } from "../../testing/manage-session.ts";
import { startServerOn, testStores } from "../../testing/stores.ts";
import { GRANTS, isOrganizerAccess } from "./guard.ts";
import { manageRoutes } from "./index.ts";
import type { Access, ManageRoute } from "./manage-route.ts";
import { SESSION_COOKIE } from "./session-cookie.ts";
import { permissionMatrix, type MatrixEntry } from "./permission-matrix-table.ts";

/** API tokens by what they may do; "token of another organizer" belongs to organizer 2 and has every scope. */
const TOKENS = {
  "token orders:read": { organizerId: 1, scopes: ["orders:read"] },
  "token orders:write": { organizerId: 1, scopes: ["orders:write"] },
  "token check-in": { organizerId: 1, scopes: ["check-in"] },
  "token of another organizer": { organizerId: 2, scopes: ["orders:read", "orders:write", "check-in"] },
} satisfies Record<string, { organizerId: number; scopes: ApiTokenScope[] }>;
type TokenPersona = keyof typeof TOKENS;
/** Paired check-in devices: "device" scans list 1 (event 101) of organizer 1; the other's list 2 (event 201). */
const DEVICES = {
  device: { organizerId: 1, eventId: 101 },
  "device of another organizer": { organizerId: 2, eventId: 201 },
} as const;
type DevicePersona = keyof typeof DEVICES;
type Persona = "anonymous" | "other organizer" | MemberRole | "operator" | TokenPersona | DevicePersona;
const PERSONAS: Persona[] = [
  "anonymous",
  "other organizer",
  "door",
  "manager",
  "owner",
  "operator",
  ...(Object.keys(TOKENS) as TokenPersona[]),
  ...(Object.keys(DEVICES) as DevicePersona[]),
];
const ORG = 1;
const isToken = (persona: Persona): persona is TokenPersona => persona in TOKENS;
const isDevice = (persona: Persona): persona is DevicePersona => persona in DEVICES;

const pathOf = (entry: MatrixEntry) => entry.path.replaceAll("{org}", String(ORG));
/** The route the guard picks for a path: the first whose pattern matches. */
const routeOf = (path: string) => manageRoutes.find((r) => r.pattern.test(path));

/** The scope a token needs for a method: orders GET reads, other orders methods write; check-in; nothing else. */
function tokenScope(access: Access, method: string): ApiTokenScope | null {
  if (access === "orders") return method === "GET" ? "orders:read" : "orders:write";
  return access === "check-in" ? "check-in" : null;
}

/** A token: only organizer routes of its own organizer, with the scope, and no fresh-only method but exports. */
function expectedForToken(entry: MatrixEntry, persona: TokenPersona, ok: { status: number; code?: string }) {
  const token: { organizerId: number; scopes: readonly string[] } = TOKENS[persona];
  const notAllowed = { status: 403, code: "token_not_allowed" };
  if (!isOrganizerAccess(entry.access)) return notAllowed;
  if (token.organizerId !== ORG) return { status: 404, code: "not_found" };
  const scope = tokenScope(entry.access, entry.method);
  if (scope === null) return notAllowed;
  if (!token.scopes.includes(scope)) return { status: 403, code: "forbidden" };
  const spec = routeOf(pathOf(entry))?.methods[entry.method];
  return spec?.fresh && !spec.tokenWithoutFresh ? notAllowed : ok;
}

/** A device: only "check-in" routes of its own organizer (no fresh-only one); its lists may change the answer. */
function expectedForDevice(entry: MatrixEntry, persona: DevicePersona, ok: { status: number; code?: string }) {
  const notAllowed = { status: 403, code: "token_not_allowed" };
  if (!isOrganizerAccess(entry.access)) return notAllowed;
  if (DEVICES[persona].organizerId !== ORG) return { status: 404, code: "not_found" };
  if (entry.access !== "check-in" || routeOf(pathOf(entry))?.methods[entry.method]?.fresh) return notAllowed;
  return entry.device ?? ok;
}

/** What `persona` must get for `entry`: the status, and the error code when it is the guard's refusal. */
function expected(entry: MatrixEntry, persona: Persona): { status: number; code?: string } {
  const { access } = entry;
  const ok = { status: entry.ok, ...(entry.code ? { code: entry.code } : {}) };
  if (access === "public") return ok;
  if (isToken(persona)) return expectedForToken(entry, persona, ok);
  if (isDevice(persona)) return expectedForDevice(entry, persona, ok);
  if (persona === "anonymous") return { status: 401, code: "unauthenticated" };
  if (access === "signed-in") return ok;
  if (persona === "operator") return ok;
  if (access === "operator") return { status: 403, code: "forbidden" };
  if (persona === "other organizer") return { status: 404, code: "not_found" };
  return GRANTS[persona].has(access) ? ok : { status: 403, code: "forbidden" };
}

describe("the permission matrix's table", () => {
  it("has an entry for every route and method, each with the route's own access", () => {
    const missing: string[] = [];
    manageRoutes.forEach((route: ManageRoute) => {
      for (const [method, spec] of Object.entries(route.methods)) {
        const entries = permissionMatrix.filter((e) => e.method === method && routeOf(pathOf(e)) === route);
        if (entries.length === 0) missing.push(`${method} ${route.pattern.source}`);
        for (const e of entries)
          expect(`${e.method} ${e.path}: ${e.access}`).toBe(`${e.method} ${e.path}: ${spec.access}`);
      }
    });
    expect(missing, "routes without an entry in permission-matrix-table.ts").toEqual([]);
  });

  it("has no entry for a route or method that does not exist", () => {
    const stray = permissionMatrix.filter((e) => !routeOf(pathOf(e))?.methods[e.method]);
    expect(stray.map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });
});

describe.each(testStores)("the permission matrix on %s", (_name, kind) => {
  let server: RunningServer;
  const users = new Map<Persona, number>();
  const tokens = new Map<TokenPersona | DevicePersona, string>();
  const now = Date.now();

  beforeAll(async () => {
    // Every persona tries the public sign-in and pairing steps with wrong input: more failures than an address's
    // or an account's budget, which would turn the last ones into 429s.
    server = await startServerOn(kind, {
      DEMO_MODE: "0",
      LIMIT_SIGN_IN_ADDRESS: "1000",
      LIMIT_SIGN_IN_ACCOUNT: "1000",
    });
    server.payments.clock = () => now;
    const make = async (persona: Persona, options: Parameters<typeof manageSession>[1]) =>
      users.set(
        persona,
        (await manageSession(server.store, { ...options, email: `${persona.replace(" ", "-")}@matrix.test` })).userId,
      );
    await make("other organizer", { organizerId: 2, role: "owner" });
    for (const role of ["door", "manager", "owner"] as const) await make(role, { organizerId: ORG, role });
    await make("operator", { operator: true });
    for (const [persona, { organizerId, scopes }] of Object.entries(TOKENS)) {
      const maker = {
        userId: users.get(organizerId === ORG ? "owner" : "other organizer")!,
        email: "x",
        operator: false,
      };
      const made = await createApiToken({ store: server.store, clock: () => now }, maker, organizerId, {
        name: persona,
        scopes,
      });
      tokens.set(persona as TokenPersona, made.token);
    }
    // Lists 1 and 2, in this order on a fresh database (permission-matrix-check-in-setup.ts counts on their ids).
    const deps = { store: server.store, clock: () => now };
    for (const [persona, { organizerId, eventId }] of Object.entries(DEVICES)) {
      const maker = {
        userId: users.get(organizerId === ORG ? "owner" : "other organizer")!,
        email: "x",
        operator: false,
      };
      const list = await createList(deps, maker, organizerId, eventId, {
        name: `Matrix gate of ${persona}`,
        ticketTypeIds: null,
        allowReentry: true,
        validFrom: null,
        validUntil: null,
      });
      const { pairingCode } = await createDevice(deps, maker, organizerId, server.origin, {
        name: persona,
        listIds: [list.id],
      });
      tokens.set(persona as DevicePersona, (await pairDevice(deps, pairingCode)).token);
    }
    expect((await server.store.checkInSetup.list(ORG, 1))?.event_id).toBe(101);
  });
  afterAll(() => server.close());

  /** A new session per request: some entries end the session (DELETE /session). */
  async function request(entry: MatrixEntry, persona: Persona, at = now) {
    const headers: Record<string, string> = { "sec-fetch-site": "same-origin" };
    const userId = users.get(persona);
    if (isToken(persona) || isDevice(persona)) headers.authorization = `Bearer ${tokens.get(persona)}`;
    else if (userId !== undefined) {
      const { token } = await startSession({ store: server.store, clock: () => at }, userId, {
        ip: null,
        userAgent: null,
      });
      headers.cookie = `${SESSION_COOKIE}=${token}`;
    }
    const withBody = entry.body !== undefined || ["POST", "PUT", "PATCH"].includes(entry.method);
    if (withBody) headers["content-type"] = "application/json";
    const res = await fetch(`${server.origin}${pathOf(entry)}`, {
      method: entry.method,
      headers,
      body: withBody ? JSON.stringify(entry.body ?? {}) : undefined,
    });
    const text = await res.text();
    // Exports answer CSV: only JSON bodies carry an error code.
    const json = res.headers.get("content-type")?.startsWith("application/json") && text;
    const body = json ? (JSON.parse(text) as { error?: { code?: string } }) : null;
    return { status: res.status, code: body?.error?.code, cacheControl: res.headers.get("cache-control") };
  }

  it(`answers every route and method as the table says, for ${PERSONAS.length} kinds of person`, async () => {
    const wrong: string[] = [];
    let tried = 0;
    for (const entry of permissionMatrix) {
      for (const persona of PERSONAS) {
        const want = expected(entry, persona);
        const got = await request(entry, persona);
        tried++;
        const codeOk = want.code === undefined || got.code === want.code;
        if (got.status !== want.status || !codeOk || got.cacheControl !== "no-store")
          wrong.push(
            `${entry.method} ${entry.path} as ${persona}: got ${got.status} ${got.code ?? ""} (${got.cacheControl}), want ${want.status} ${want.code ?? ""}`,
          );
      }
    }
    expect(wrong).toEqual([]);
    expect(tried).toBe(permissionMatrix.length * PERSONAS.length);
    console.log(
      `permission matrix (${kind.name}): ${permissionMatrix.length} route methods × ${PERSONAS.length} people = ${tried} requests`,
    );
    // Some 800 requests, each with a session of its own: seconds, or a minute or two on a loaded machine.
  }, 300_000);

  it("fresh-only methods refuse a session signed in more than 10 minutes ago (403 reauth_required)", async () => {
    const fresh = permissionMatrix.filter((e) => routeOf(pathOf(e))?.methods[e.method]?.fresh);
    expect(fresh.length).toBeGreaterThan(0);
    for (const entry of fresh) {
      const persona: Persona = entry.access === "operator" ? "operator" : "owner";
      const got = await request(entry, persona, now - 11 * 60_000);
      expect(`${entry.method} ${entry.path}: ${got.status} ${got.code}`).toBe(
        `${entry.method} ${entry.path}: 403 reauth_required`,
      );
    }
  });
});

/** Every organizer-scoped access is one a role can have (else the matrix's 403/404 split means nothing). */
it("every organizer access is granted to the owner", () => {
  const accesses: Access[] = ["catalog", "team", "settings", "orders", "check-in"];
  for (const a of accesses) expect(isOrganizerAccess(a) && GRANTS.owner.has(a)).toBe(true);
});
