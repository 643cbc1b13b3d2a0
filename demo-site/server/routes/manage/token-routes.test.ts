// @vitest-environment node
// API tokens end to end on both stores: an owner makes one (fresh sign-in), sees it once (never in the list, the
// database or the audit log), another system uses it with Authorization: Bearer (no cookie, no same-origin header)
// within its scopes, and after the owner revokes it the same request is 401. A manager may not make tokens.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server.ts";
import { ManageClient, manageSession } from "../../testing/manage-session.ts";
import { rows } from "../../testing/sql.ts";
import { startServerOn, testStores } from "../../testing/stores.ts";

describe.each(testStores)("API tokens on %s", (_name, kind) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServerOn(kind, { DEMO_MODE: "0" });
  }, 60_000);
  afterAll(() => server.close());

  const bearer = (token: string, path: string, init: RequestInit = {}) =>
    fetch(`${server.origin}/api/manage/organizers/1${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) },
    });

  it("is shown once, stored hashed, works within its scopes, and stops working when revoked", async () => {
    const owner = await manageSession(server.store, { organizerId: 1, role: "owner" });
    const client = new ManageClient(server.origin, owner.cookie);
    const made = await client.call("POST", "/organizers/1/api-tokens", { name: "Door app", scopes: ["orders:read"] });
    expect(made.status).toBe(201);
    const { token, apiToken } = made.body as { token: string; apiToken: { id: string; prefix: string } };
    expect(token).toMatch(/^tkt_[A-Za-z0-9_-]{43}$/);
    expect(apiToken).toMatchObject({ name: "Door app", scopes: ["orders:read"], revokedAt: null });
    expect(token.startsWith(apiToken.prefix)).toBe(true);

    const list = await client.call("GET", "/organizers/1/api-tokens");
    expect(list.body.items.map((t: { id: string }) => t.id)).toContain(apiToken.id);
    expect(JSON.stringify(list.body)).not.toContain(token);
    const stored = await rows<Record<string, unknown>>(server.store, "SELECT * FROM api_tokens");
    const audit = await rows<Record<string, unknown>>(server.store, "SELECT * FROM audit_log");
    const secret = token.slice(apiToken.prefix.length);
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(JSON.stringify(audit)).not.toContain(secret);
    expect(audit.map((a) => a.action)).toContain("api_token.create");

    // Another system: no cookie, no Sec-Fetch-Site. Reading orders is in scope; the catalog and changes are not.
    expect((await bearer(token, "/events/101/dashboard")).status).toBe(200);
    const catalog = await bearer(token, "/events");
    expect([catalog.status, ((await catalog.json()) as { error: { code: string } }).error.code]).toEqual([
      403,
      "token_not_allowed",
    ]);
    expect((await bearer(token, "/api-tokens")).status).toBe(403);
    expect((await bearer(`${token}x`, "/events/101/dashboard")).status).toBe(401);
    const otherOrg = await fetch(`${server.origin}/api/manage/organizers/2/events/201/dashboard`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(otherOrg.status).toBe(404);

    const revoked = await client.call("DELETE", `/organizers/1/api-tokens/${apiToken.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.apiToken.revokedAt).toEqual(expect.any(Number));
    const after = await bearer(token, "/events/101/dashboard");
    expect([after.status, ((await after.json()) as { error: { code: string } }).error.code]).toEqual([
      401,
      "token_invalid",
    ]);
    const actions = await rows<{ action: string; actor_label: string }>(
      server.store,
      "SELECT action, actor_label FROM audit_log WHERE action LIKE 'api_token.%' ORDER BY id",
    );
    expect(actions).toEqual([
      { action: "api_token.create", actor_label: owner.email },
      { action: "api_token.revoke", actor_label: owner.email },
    ]);
  });

  it("refuses bad input, and managers", async () => {
    const owner = new ManageClient(server.origin, (await manageSession(server.store, { organizerId: 1 })).cookie);
    const none = await owner.call("POST", "/organizers/1/api-tokens", { name: "x", scopes: [] });
    expect([none.status, none.body.error.code]).toEqual([400, "invalid_request"]);
    const bad = await owner.call("POST", "/organizers/1/api-tokens", { name: "x", scopes: ["catalog"] });
    expect([bad.status, bad.body.error.field]).toEqual([400, "scopes.0"]);
    expect(await rows(server.store, "SELECT id FROM api_tokens WHERE name = 'x'")).toEqual([]);
    const manager = await manageSession(server.store, { organizerId: 1, role: "manager" });
    const refused = await new ManageClient(server.origin, manager.cookie).call("POST", "/organizers/1/api-tokens", {
      name: "mine",
      scopes: ["orders:read"],
    });
    expect(refused.status).toBe(403);
  });
});
