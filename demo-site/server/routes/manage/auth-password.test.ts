// @vitest-environment node
// Password + TOTP: an invitee enrols (the TOTP code computed here with otpauth), gets 10 recovery codes, and signs
// in with codes this test computes; a replayed code, a wrong password and an unknown email all get the same answer;
// a recovery code works once; the per-account limit answers 429.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Secret, TOTP } from "otpauth";
import { createInvitation } from "../../domain/accounts/invitations.ts";
import type { RunningServer } from "../../server.ts";
import { ManageClient } from "../../testing/manage-session.ts";
import { rows } from "../../testing/sql.ts";
import { startServerOn, testStores } from "../../testing/stores.ts";
import { loadServerTranslations } from "../../domain/i18n/translations.ts";
import { repoRoot } from "../../testing/in-process.ts";
import { join } from "node:path";

// Each sign-in hashes with scrypt at OWASP's cost (about 128 MiB, a few hundred ms; seconds on a loaded machine).
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const codeAt = (secret: string, ms: number) =>
  new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: ms,
  });

describe.each(testStores)("password + TOTP sign-in on %s", (_name, kind) => {
  let server: RunningServer;
  let now = Date.parse("2030-03-01T10:00:00Z");
  const password = "correct horse battery staple";
  let secret = "";
  let recoveryCodes: string[] = [];
  const email = "pat@example.org";

  beforeAll(async () => {
    server = await startServerOn(kind, { LIMIT_SIGN_IN_ACCOUNT: "6", LIMIT_SIGN_IN_ADDRESS: "1000" });
    server.payments.clock = () => now;
    const translations = loadServerTranslations(join(repoRoot, "demo-site/server/domain/i18n/locales"));
    const { token } = await createInvitation(
      { store: server.store, clock: () => now, origin: () => server.origin, translations },
      { email, organizerId: 1, role: "manager", operator: false, by: null, mail: false },
    );
    const client = new ManageClient(server.origin);
    const setup = await client.call("POST", `/invitations/${token}/totp/setup`, {});
    expect(setup.status).toBe(200);
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    secret = setup.body.secret;
    const enrol = await client.call("POST", `/invitations/${token}/password`, {
      name: "Pat",
      password,
      totpSecret: secret,
      code: codeAt(secret, now),
    });
    expect(enrol.status).toBe(200);
    recoveryCodes = enrol.body.recoveryCodes;
    expect(enrol.body.organizers).toEqual([{ id: 1, name: "ACME Live", role: "manager" }]);
    expect(client.cookie).toMatch(/^__Host-bo_session=/);
  });
  afterAll(() => server.close());

  const signIn = (body: { email: string; password: string; code: string }) =>
    new ManageClient(server.origin).call("POST", "/sign-in/password", body);
  const next = () => (now += 30_000);

  it("enrolment returned 10 distinct recovery codes; the store keeps none of them, nor the secret's password", async () => {
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = JSON.stringify(await rows(server.store, "SELECT * FROM recovery_codes"));
    for (const code of recoveryCodes) expect(stored).not.toContain(code);
    const user = JSON.stringify(await rows(server.store, "SELECT password_hash FROM users"));
    expect(user).toMatch(/scrypt\$17\$8\$1\$/);
    expect(user).not.toContain(password);
  });

  it("signs in with a current code; the same code again is refused (replay), the next step's works", async () => {
    next();
    const code = codeAt(secret, now);
    const first = await signIn({ email, password, code });
    expect(first.status).toBe(200);
    expect(first.body.user.email).toBe(email);
    const replay = await signIn({ email, password, code });
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe("sign_in_failed");
    next();
    expect((await signIn({ email: "PAT@example.org", password, code: codeAt(secret, now) })).status).toBe(200);
  });

  it("a code of the step before is accepted once (clock drift), one two steps away is not", async () => {
    next();
    next();
    expect((await signIn({ email, password, code: codeAt(secret, now - 60_000) })).status).toBe(401);
    expect((await signIn({ email, password, code: codeAt(secret, now - 30_000) })).status).toBe(200);
  });

  it("wrong password, unknown email and a wrong code get the very same answer", async () => {
    next();
    const answers = await Promise.all([
      signIn({ email, password: "wrong password here", code: codeAt(secret, now) }),
      signIn({ email: "nobody@example.org", password, code: codeAt(secret, now) }),
      signIn({ email, password, code: "000000" === codeAt(secret, now) ? "111111" : "000000" }),
    ]);
    const seen = answers.map((a) => ({ status: a.status, body: a.body }));
    expect(seen[0]).toEqual({ status: 401, body: { error: expect.objectContaining({ code: "sign_in_failed" }) } });
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[2]).toEqual(seen[0]);
  });

  it("a recovery code signs in once, and is refused the second time", async () => {
    const code = recoveryCodes[0]!;
    expect((await signIn({ email, password, code })).status).toBe(200);
    expect((await signIn({ email, password, code: code.toUpperCase() })).status).toBe(401);
    expect((await signIn({ email, password, code: recoveryCodes[1]! })).status).toBe(200);
  });

  it("re-authentication: a fresh-only method refuses a 10-minute-old sign-in; signing in again rotates the session and it passes", async () => {
    next();
    const client = new ManageClient(server.origin);
    expect(
      (await client.call("POST", "/sign-in/password", { email, password, code: codeAt(secret, now) })).status,
    ).toBe(200);
    now += 11 * 60_000;
    const stale = await client.call("POST", "/me/passkeys/options", {});
    expect(stale.status).toBe(403);
    expect(stale.body.error.code).toBe("reauth_required");
    const old = client.cookie;
    const again = await client.call("POST", "/sign-in/password", { email, password, code: codeAt(secret, now) });
    expect(again.status).toBe(200);
    expect(client.cookie).not.toBe(old);
    expect((await new ManageClient(server.origin, old).call("GET", "/session")).status).toBe(401);
    expect((await client.call("POST", "/me/passkeys/options", {})).status).toBe(200);
  });

  it("sign-ins and failures are in the audit log, with the email tried and never the password or code", async () => {
    const log = await rows<{ action: string; actor_label: string; after: string | null }>(
      server.store,
      "SELECT action, actor_label, after FROM audit_log WHERE action LIKE 'sign_in%' OR action LIKE 'reauth%'",
    );
    const actions = new Set(log.map((l) => l.action));
    expect([...actions].sort()).toEqual(
      expect.arrayContaining(["reauth.password", "sign_in.invitation", "sign_in.password", "sign_in_failed.password"]),
    );
    expect(log.filter((l) => l.action === "sign_in_failed.password").map((l) => l.actor_label)).toContain(
      "nobody@example.org",
    );
    expect(JSON.stringify(log)).not.toContain(password);
  });

  it("after the account's failures are used up: 429, for the right password too, and for an unknown email alike", async () => {
    now += 3_600_000; // a fresh window
    const fail = (who: string) => signIn({ email: who, password: "nope nope nope", code: "123456" });
    // At once: the counter takes each attempt's point atomically before the password is checked.
    const failures = await Promise.all(Array.from({ length: 6 }, () => fail(email)));
    expect(failures.map((f) => f.status)).toEqual(Array(6).fill(401));
    next();
    const limited = await signIn({ email, password, code: codeAt(secret, now) });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe("rate_limited");
    await Promise.all(Array.from({ length: 6 }, () => fail("ghost@example.org")));
    expect((await signIn({ email: "ghost@example.org", password, code: "123456" })).status).toBe(429);
  });
});
