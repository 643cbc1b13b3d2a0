// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server.ts";
import { manageSession } from "../../testing/manage-session.ts";
import { rows } from "../../testing/sql.ts";
import { startServerOn, testStores } from "../../testing/stores.ts";

describe.each(testStores)("GET/DELETE /api/manage/session on %s", (_name, kind) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServerOn(kind);
  });
  afterAll(() => server.close());
  const get = (headers: Record<string, string> = {}) => fetch(`${server.origin}/api/manage/session`, { headers });

  it("anonymous: 401 unauthenticated, no-store, no CORS header", async () => {
    const res = await get();
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe("unauthenticated");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("a member sees their organizer and role; the store holds only the token's hash", async () => {
    const member = await manageSession(server.store, { organizerId: 1, role: "manager", name: "Mia" });
    const res = await get(member.headers);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      user: { id: member.userId, email: member.email, name: "Mia", operator: false },
      organizers: [{ id: 1, name: "ACME Live", role: "manager" }],
      methods: { passkeys: 0, totp: false },
    });
    const token = member.cookie.split("=")[1]!;
    const stored = await rows<Record<string, unknown>>(server.store, "SELECT * FROM sessions");
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it("the operator sees every organizer as owner", async () => {
    const op = await manageSession(server.store, { operator: true });
    const body = await (await get(op.headers)).json();
    expect(body.user.operator).toBe(true);
    expect(body.organizers.map((o: { role: string }) => o.role)).toEqual(["owner", "owner"]);
  });

  it("DELETE signs out: the cookie is cleared and no longer opens a session; cross-site DELETE changes nothing", async () => {
    const member = await manageSession(server.store, { organizerId: 1, role: "door" });
    const url = `${server.origin}/api/manage/session`;
    const cross = await fetch(url, {
      method: "DELETE",
      headers: { ...member.headers, "sec-fetch-site": "cross-site" },
    });
    expect(cross.status).toBe(403);
    expect((await cross.json()).error.code).toBe("cross_site");
    expect((await get(member.headers)).status).toBe(200);
    const out = await fetch(url, { method: "DELETE", headers: { ...member.headers, "sec-fetch-site": "same-origin" } });
    expect(out.status).toBe(204);
    expect(out.headers.get("set-cookie")).toMatch(
      /^__Host-bo_session=; Path=\/; Secure; HttpOnly; SameSite=Lax; Max-Age=0$/,
    );
    expect((await get(member.headers)).status).toBe(401);
  });
});
