// @vitest-environment node
// Invitations end to end on a real SMTP server (testing/smtp-sink.ts): an owner invites, the mail arrives with a
// single-use link, the invitee enrols with password + TOTP, the link is refused the second time, after 72 hours,
// and once withdrawn; an email that has an account joins only while signed in to it.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Secret, TOTP } from "otpauth";
import type { RunningServer } from "../../server.ts";
import { ManageClient, manageSession } from "../../testing/manage-session.ts";
import { startSmtpSink, type SmtpSink } from "../../testing/smtp-sink.ts";
import { rows } from "../../testing/sql.ts";
import { startServerOn, testStores } from "../../testing/stores.ts";

// Enrolling hashes a password with scrypt at OWASP's cost: seconds on a loaded machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const code = (secret: string, ms: number) =>
  new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: ms });

describe.each(testStores)("invitations on %s", (_name, kind) => {
  let sink: SmtpSink;
  let server: RunningServer;
  let now = Date.now();
  let owner: ManageClient;
  const OWNER = "owner@invitations.test";
  /** The owner signed in at `at` (default now). */
  const ownerAt = async (at = now) =>
    new ManageClient(
      server.origin,
      (await manageSession(server.store, { organizerId: 1, role: "owner", email: OWNER, now: at })).cookie,
    );

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startServerOn(kind, {
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(sink.port),
      MAIL_FROM: "Tickets <tickets@example.com>",
    });
    server.payments.clock = () => now;
    owner = await ownerAt();
  });
  afterAll(async () => {
    await server.close();
    await sink.close();
  });

  /** Invites `email`; resolves with the link of the mail that arrives for it. */
  async function invite(email: string, role = "door", lang = "en", by = owner, organizer = 1) {
    const res = await by.call("POST", `/organizers/${organizer}/members`, { email, role, lang });
    expect(res.status).toBe(201);
    const until = Date.now() + 20_000;
    for (;;) {
      const mail = sink.received.find((r) => r.envelopeTo.includes(email));
      if (mail) {
        const link = new RegExp(`${server.origin}/manage/invitation/([A-Za-z0-9_-]{43})`).exec(mail.mail.text ?? "");
        expect(link, "the mail's text carries the link").not.toBeNull();
        return { mail, token: link![1]!, id: res.body.invitation.id as number };
      }
      if (Date.now() > until) throw new Error(`no invitation mail for ${email}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async function enrol(token: string, name = "New Person") {
    const client = new ManageClient(server.origin);
    const setup = await client.call("POST", `/invitations/${token}/totp/setup`, {});
    if (setup.status !== 200) return { status: setup.status, body: setup.body, client };
    const res = await client.call("POST", `/invitations/${token}/password`, {
      name,
      password: "a long enough password",
      totpSecret: setup.body.secret,
      code: code(setup.body.secret, now),
    });
    return { ...res, client };
  }

  it("the mail arrives in the invitee's language; the link opens the invitation without signing anyone in", async () => {
    const { mail, token } = await invite("neu@example.org", "door", "de");
    expect(mail.mail.subject).toBe("Einladung in den Verwaltungsbereich von ACME Live");
    expect(mail.mail.text).toContain("Einlass (nur Check-in)");
    const stored = JSON.stringify(await rows(server.store, "SELECT * FROM invitations"));
    expect(stored).not.toContain(token);
    const res = await fetch(`${server.origin}/api/manage/invitations/${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await res.json()).toMatchObject({
      email: "neu@example.org",
      organizer: { id: 1, name: "ACME Live" },
      role: "door",
      accountExists: false,
    });
  });

  it("is used once: enrolment signs in with the invited role; the same link is refused afterwards (410)", async () => {
    const { token } = await invite("once@example.org", "manager");
    const first = await enrol(token, "Once");
    expect(first.status).toBe(200);
    expect(first.body.recoveryCodes).toHaveLength(10);
    expect((await first.client.call("GET", "/session")).body.organizers).toEqual([
      { id: 1, name: "ACME Live", role: "manager" },
    ]);
    expect((await fetch(`${server.origin}/api/manage/invitations/${token}`)).status).toBe(410);
    const again = await enrol(token, "Again");
    expect(again.status).toBe(410);
    expect(again.body.error.code).toBe("invitation_gone");
    const members = await owner.call("GET", "/organizers/1/members");
    expect(members.body.members.filter((m: { email: string }) => m.email === "once@example.org")).toHaveLength(1);
  });

  it("two enrolments racing on one link make one account: the other is refused 410", async () => {
    const { token } = await invite("race@example.org");
    const results = await Promise.all([enrol(token, "First"), enrol(token, "Second")]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 410]);
    const users = await rows(server.store, "SELECT id FROM users WHERE email = 'race@example.org'");
    expect(users).toHaveLength(1);
  });

  it("is refused after 72 hours, and once withdrawn", async () => {
    const late = await invite("late@example.org");
    const withdrawn = await invite("withdrawn@example.org");
    const open = await owner.call("GET", "/organizers/1/invitations");
    expect(open.body.invitations.map((i: { email: string }) => i.email)).toContain("withdrawn@example.org");
    expect((await owner.call("DELETE", `/organizers/1/invitations/${withdrawn.id}`)).status).toBe(204);
    expect((await enrol(withdrawn.token)).status).toBe(410);
    now += 72 * 3_600_000 + 1_000;
    owner = await ownerAt(); // the old session ended: 12 hours without a request
    const expired = await enrol(late.token);
    expect(expired.status).toBe(410);
    expect(expired.body.error.code).toBe("invitation_gone");
    const owners = await rows(server.store, "SELECT COUNT(*) AS n FROM users WHERE email IN ('late@example.org')");
    expect(Number((owners[0] as { n: number }).n)).toBe(0);
  });

  it("an email with an account cannot enrol a new factor through the link; it accepts while signed in to it", async () => {
    const existing = await manageSession(server.store, {
      organizerId: 2,
      role: "owner",
      email: "known@example.org",
      now,
    });
    const { token } = await invite("known@example.org", "manager");
    const refused = await enrol(token);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("account_exists");
    const stranger = new ManageClient(
      server.origin,
      (await manageSession(server.store, { organizerId: 2, now })).cookie,
    );
    expect((await stranger.call("POST", `/invitations/${token}/accept`, {})).status).toBe(403);
    const known = new ManageClient(server.origin, existing.cookie);
    const accepted = await known.call("POST", `/invitations/${token}/accept`, {});
    expect(accepted.status).toBe(200);
    expect(accepted.body.organizers.map((o: { id: number; role: string }) => [o.id, o.role])).toEqual([
      [1, "manager"],
      [2, "owner"],
    ]);
    expect((await known.call("POST", `/invitations/${token}/accept`, {})).status).toBe(410);
  });

  it("an older invitation never changes a member's role; inviting needs a fresh sign-in", async () => {
    const owner2 = new ManageClient(
      server.origin,
      (await manageSession(server.store, { organizerId: 2, role: "owner", now })).cookie,
    );
    // Invited as door; made an owner another way before accepting that invitation.
    const { token } = await invite("member@example.org", "door", "en", owner2, 2);
    const member = await manageSession(server.store, {
      organizerId: 2,
      role: "owner",
      email: "member@example.org",
      now,
    });
    const client = new ManageClient(server.origin, member.cookie);
    const refused = await client.call("POST", `/invitations/${token}/accept`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("already_member");
    const session = (await client.call("GET", "/session")).body;
    expect(session.organizers.find((o: { id: number }) => o.id === 2).role).toBe("owner");
    const stale = await (
      await ownerAt(now - 11 * 60_000)
    ).call("POST", "/organizers/1/members", { email: "late@example.org", role: "owner" });
    expect(stale.status).toBe(403);
    expect(stale.body.error.code).toBe("reauth_required");
  });

  it("team: a role change needs a fresh sign-in; the last owner can be neither demoted nor removed", async () => {
    const members = (await owner.call("GET", "/organizers/1/members")).body.members as {
      userId: number;
      role: string;
    }[];
    const ownerId = members.find((m) => m.role === "owner")!.userId;
    const manager = members.find((m) => m.role === "manager")!.userId;
    const stale = await (
      await ownerAt(now - 11 * 60_000)
    ).call("PATCH", `/organizers/1/members/${manager}`, { role: "door" });
    expect(stale.status).toBe(403);
    expect(stale.body.error.code).toBe("reauth_required");
    const fresh = new ManageClient(
      server.origin,
      (await manageSession(server.store, { organizerId: 1, role: "owner", now })).cookie,
    );
    const changed = await fresh.call("PATCH", `/organizers/1/members/${manager}`, { role: "door" });
    expect(changed.status).toBe(200);
    expect(changed.body.members.find((m: { userId: number }) => m.userId === manager).role).toBe("door");
    // Two owners now (the fresh session's user too): demote one, then the other is the last.
    const freshId = (await fresh.call("GET", "/session")).body.user.id as number;
    expect((await fresh.call("PATCH", `/organizers/1/members/${ownerId}`, { role: "manager" })).status).toBe(200);
    const last = await fresh.call("PATCH", `/organizers/1/members/${freshId}`, { role: "manager" });
    expect(last.status).toBe(409);
    expect(last.body.error.code).toBe("last_owner");
    expect((await fresh.call("DELETE", `/organizers/1/members/${freshId}`)).body.error.code).toBe("last_owner");
    expect((await fresh.call("DELETE", `/organizers/1/members/${manager}`)).status).toBe(204);
    const audit = await rows<{ action: string }>(server.store, "SELECT action FROM audit_log WHERE organizer_id = 1");
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(["member.invite", "member.join", "member.role", "member.remove", "member.invite_revoke"]),
    );
  });
});
