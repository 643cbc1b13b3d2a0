// @vitest-environment node
// Bad input to the back office: every state-changing /api/manage route and method of the permission matrix, sent
// by the operator (an owner everywhere) with a fresh sign-in and a body that cannot be right: not JSON, not an
// object, or the matrix's own sample body with each field of another type. Each must answer a 4xx JSON error with
// a code (never a 5xx), and the data must be exactly as before (every table a change could touch, row by row).
// SQLite only: input checks run before any SQL, the same on either database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSession } from "../../domain/accounts/sessions.ts";
import type { RunningServer } from "../../server.ts";
import { dataTables } from "../../store/schema.ts";
import { manageSession } from "../../testing/manage-session.ts";
import { rows } from "../../testing/sql.ts";
import { sqliteTestStore, startServerOn } from "../../testing/stores.ts";
import { permissionMatrix, type MatrixEntry } from "./permission-matrix-table.ts";
import { SESSION_COOKIE } from "./session-cookie.ts";

/** Tables a refused request must leave alone: the data, and the accounts (sessions and challenges move by design). */
const WATCHED = [...dataTables, "users", "memberships", "invitations", "webauthn_credentials", "recovery_codes"];

/** A value of another type than `value`'s: what a careless or hostile client sends in its place. */
function otherType(value: unknown): unknown {
  if (typeof value === "string") return 12345;
  if (typeof value === "number") return "not a number";
  if (typeof value === "boolean") return "yes";
  if (Array.isArray(value)) return { not: "a list" };
  if (value === null) return ["null"];
  return "not an object";
}

/**
 * Bodies of the right shape that are still wrong, by route ("METHOD path" as the matrix writes it): values no
 * type check catches (an empty name, a window that closes before it opens, ids that are not the organizer's).
 */
const WRONG_VALUES: Record<string, unknown[]> = {
  "POST /api/manage/organizers/{org}/events/101/check-in-lists": [
    { name: "   " },
    { name: "Gate", ticketTypeIds: [] },
    { name: "Gate", ticketTypeIds: [20101] },
    { name: "Gate", ticketTypeIds: [1.5] },
    { name: "Gate", validFrom: 2_000, validUntil: 1_000 },
    { name: "Gate", validFrom: -1 },
    { name: "x".repeat(101) },
  ],
  "PATCH /api/manage/organizers/{org}/check-in-lists/1": [{ version: 0 }, { version: 1, name: "" }],
  "POST /api/manage/organizers/{org}/check-in-devices": [
    { name: "Phone", listIds: [] },
    { name: "Phone", listIds: [424242] },
    { name: "Phone", listIds: [0] },
    { name: "", listIds: [1] },
  ],
  "POST /api/manage/check-in/pair": [{ code: "" }, { code: "x".repeat(201) }],
};

/** The bodies tried on one entry: raw text (sent as is) or a value (sent as JSON). */
function badBodies(entry: MatrixEntry): { name: string; text: string }[] {
  const bodies = [
    { name: "broken JSON", text: '{"a":' },
    { name: "a list", text: "[]" },
    { name: "a number", text: "42" },
    { name: "a string", text: '"text"' },
    { name: "null", text: "null" },
  ];
  const sample = entry.body;
  if (sample && typeof sample === "object" && !Array.isArray(sample))
    for (const [key, value] of Object.entries(sample))
      bodies.push({ name: `${key} of another type`, text: JSON.stringify({ ...sample, [key]: otherType(value) }) });
  for (const wrong of WRONG_VALUES[`${entry.method} ${entry.path}`] ?? [])
    bodies.push({ name: `wrong values ${JSON.stringify(wrong).slice(0, 60)}`, text: JSON.stringify(wrong) });
  return bodies;
}

describe("bad input to /api/manage on SQLite", () => {
  let server: RunningServer;
  let operatorId = 0;
  const now = Date.now();

  beforeAll(async () => {
    server = await startServerOn(sqliteTestStore, { DEMO_MODE: "0" });
    server.payments.clock = () => now;
    operatorId = (await manageSession(server.store, { operator: true, email: "operator@bad-input.test" })).userId;
  });
  afterAll(() => server.close());

  const snapshot = async () =>
    Object.fromEntries(
      await Promise.all(
        WATCHED.map(async (table) => [table, JSON.stringify(await rows(server.store, `SELECT * FROM ${table}`))]),
      ),
    );

  it("answers every malformed body with a 4xx error code and changes nothing", async () => {
    const changing = permissionMatrix.filter((e) => e.method !== "GET" && e.method !== "DELETE");
    const wrong: string[] = [];
    let tried = 0;
    for (const entry of changing) {
      for (const bad of badBodies(entry)) {
        const { token } = await startSession({ store: server.store, clock: () => now }, operatorId, {
          ip: null,
          userAgent: null,
        });
        const before = await snapshot();
        const res = await fetch(`${server.origin}${entry.path.replaceAll("{org}", "1")}`, {
          method: entry.method,
          headers: {
            "sec-fetch-site": "same-origin",
            "content-type": "application/json",
            cookie: `${SESSION_COOKIE}=${token}`,
          },
          body: bad.text,
        });
        tried++;
        const text = await res.text();
        const label = `${entry.method} ${entry.path} with ${bad.name}`;
        let code: unknown;
        try {
          code = (JSON.parse(text) as { error?: { code?: unknown } }).error?.code;
        } catch {
          code = undefined;
        }
        if (res.status < 400 || res.status >= 500 || typeof code !== "string")
          wrong.push(`${label}: ${res.status} ${text.slice(0, 160)}`);
        const after = await snapshot();
        const changed = WATCHED.filter((t) => before[t] !== after[t]);
        if (changed.length) wrong.push(`${label}: changed ${changed.join(", ")}`);
      }
    }
    expect(wrong.join("\n")).toBe("");
    console.log(`bad input: ${tried} malformed requests to ${changing.length} route methods, every one refused`);
  }, 120_000);
});
