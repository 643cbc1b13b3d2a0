// @vitest-environment node
// Sessions and CSRF at the server level, with raw requests: the cookie's attributes, the token stored only hashed,
// rotation at every sign-in, the idle (12 h) and absolute (7 d) timeouts on the app's clock; cross-site form posts
// and cross-origin fetches refused with nothing changed. Demo mode's sign-in signs in as the demo owner/operator.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server.ts";
import { ManageClient, manageSession } from "../../testing/manage-session.ts";
import { row, rows } from "../../testing/sql.ts";
import { startServerOn, testStores } from "../../testing/stores.ts";

describe.each(testStores)("back-office sessions and CSRF on %s", (_name, kind) => {
  let server: RunningServer;
  let now = Date.parse("2030-05-01T08:00:00Z");
  beforeAll(async () => {
    server = await startServerOn(kind, { DEMO_MODE: "1" });
    server.payments.clock = () => now;
  });
  afterAll(() => server.close());

  const invitations = async () =>
    Number((await row<{ n: number }>(server.store, "SELECT COUNT(*) AS n FROM invitations")).n);

  describe("CSRF: state-changing requests from another site change nothing", () => {
    let cookie = "";
    beforeAll(async () => {
      cookie = (await manageSession(server.store, { organizerId: 1, role: "owner", now })).cookie;
    });
    const post = (headers: Record<string, string>, body: string) =>
      fetch(`${server.origin}/api/manage/organizers/1/members`, {
        method: "POST",
        headers: { cookie, ...headers },
        body,
      });
    const json = JSON.stringify({ email: "csrf@example.org", role: "owner" });

    it.each([
      ["a cross-site form post (text/plain)", { "sec-fetch-site": "cross-site", "content-type": "text/plain" }, json],
      [
        "a cross-site form post (form-encoded)",
        { "sec-fetch-site": "cross-site", "content-type": "application/x-www-form-urlencoded" },
        "email=csrf%40example.org&role=owner",
      ],
      [
        "a same-site (sibling subdomain) fetch",
        { "sec-fetch-site": "same-site", "content-type": "application/json" },
        json,
      ],
      [
        "a cross-origin fetch (Origin another origin, no Sec-Fetch-Site)",
        { origin: "http://evil.example", "content-type": "application/json" },
        json,
      ],
      ["a request with neither Sec-Fetch-Site nor Origin", { "content-type": "application/json" }, json],
    ])("%s: 403 cross_site, no invitation made", async (_what, headers, body) => {
      const before = await invitations();
      const res = await post(headers, body);
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBe("cross_site");
      expect(await invitations()).toBe(before);
    });

    it("same-origin but not JSON: 415 json_only, nothing made; the server's own Origin without Sec-Fetch-Site: accepted", async () => {
      const before = await invitations();
      const plain = await post({ "sec-fetch-site": "same-origin", "content-type": "text/plain" }, json);
      expect(plain.status).toBe(415);
      expect((await plain.json()).error.code).toBe("json_only");
      expect(await invitations()).toBe(before);
      const own = await post({ origin: server.origin, "content-type": "application/json" }, json);
      expect(own.status).toBe(201);
      expect(await invitations()).toBe(before + 1);
    });

    it("a preflight from another origin gets no CORS permission", async () => {
      const res = await fetch(`${server.origin}/api/manage/organizers/1/members`, {
        method: "OPTIONS",
        headers: { origin: "http://evil.example", "access-control-request-method": "POST" },
      });
      expect(res.status).toBe(405);
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
    });
  });

  describe("sessions", () => {
    it("demo sign-in: the cookie is __Host-, Secure, HttpOnly, SameSite=Lax, Path=/, no Domain; the store keeps its SHA-256 only", async () => {
      const res = await fetch(`${server.origin}/api/manage/demo/sign-in`, {
        method: "POST",
        headers: { "sec-fetch-site": "same-origin", "content-type": "application/json" },
        body: JSON.stringify({ as: "organizer" }),
      });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.organizers).toEqual([{ id: 1, name: "ACME Live", role: "owner" }]);
      const set = res.headers.get("set-cookie")!;
      expect(set).toMatch(
        /^__Host-bo_session=[A-Za-z0-9_-]{43}; Path=\/; Secure; HttpOnly; SameSite=Lax; Max-Age=604800$/,
      );
      expect(set).not.toMatch(/Domain=/i);
      const token = /=([^;]+)/.exec(set)![1]!;
      const dump = JSON.stringify(await rows(server.store, "SELECT * FROM sessions"));
      expect(dump).not.toContain(token);
      expect(dump).toContain(createHash("sha256").update(token).digest("base64url"));
    });

    it("demo sign-in as the operator", async () => {
      const client = new ManageClient(server.origin);
      const res = await client.call("POST", "/demo/sign-in", { as: "operator" });
      expect(res.body.user).toMatchObject({ email: "demo-operator@example.org", operator: true });
    });

    it("rotation: signing in again with a session gives a new token and ends the old one", async () => {
      const client = new ManageClient(server.origin);
      await client.call("POST", "/demo/sign-in", { as: "organizer" });
      const old = client.cookie!;
      await client.call("POST", "/demo/sign-in", { as: "organizer" });
      expect(client.cookie).not.toBe(old);
      expect((await client.call("GET", "/session")).status).toBe(200);
      expect((await new ManageClient(server.origin, old).call("GET", "/session")).status).toBe(401);
    });

    it("idle timeout: 12 hours without a request ends the session (and clears the cookie); requests keep it alive", async () => {
      const client = new ManageClient(
        server.origin,
        (await manageSession(server.store, { organizerId: 1, now })).cookie,
      );
      now += 11 * 3_600_000;
      expect((await client.call("GET", "/session")).status).toBe(200);
      now += 11 * 3_600_000;
      expect((await client.call("GET", "/session")).status).toBe(200);
      now += 12 * 3_600_000 + 1_000;
      const ended = await client.call("GET", "/session");
      expect(ended.status).toBe(401);
      expect(ended.res.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    });

    it("sessions that ended and were never presented again are deleted at a later sign-in", async () => {
      const count = async () =>
        Number((await row<{ n: number }>(server.store, "SELECT COUNT(*) AS n FROM sessions")).n);
      await manageSession(server.store, { organizerId: 1, now });
      expect(await count()).toBeGreaterThan(0);
      now += 12 * 3_600_000 + 1_000;
      await manageSession(server.store, { organizerId: 1, now });
      expect(await count()).toBe(1);
    });

    it("absolute timeout: 7 days after sign-in the session ends however active", async () => {
      const start = now;
      const client = new ManageClient(
        server.origin,
        (await manageSession(server.store, { organizerId: 1, now })).cookie,
      );
      while (now + 10 * 3_600_000 < start + 7 * 24 * 3_600_000) {
        now += 10 * 3_600_000;
        expect((await client.call("GET", "/session")).status).toBe(200);
      }
      now = start + 7 * 24 * 3_600_000 + 1_000;
      expect((await client.call("GET", "/session")).status).toBe(401);
    });
  });
});
