// @vitest-environment node
// The operator: `npm run operator -- invite` makes the first operator of a fresh server (the printed link enrols a
// new account that is the operator); the operator creates an organizer with an invitation for its first owner, and
// changes a commission (audited, before and after).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Secret, TOTP } from "otpauth";
import { join } from "node:path";
import { operatorCommand } from "../../domain/accounts/operator-invite.ts";
import { loadServerTranslations } from "../../domain/i18n/translations.ts";
import type { RunningServer } from "../../server.ts";
import { repoRoot } from "../../testing/in-process.ts";
import { ManageClient } from "../../testing/manage-session.ts";
import { rows } from "../../testing/sql.ts";
import { startServerOn, testStores } from "../../testing/stores.ts";

describe.each(testStores)("the operator on %s", (_name, kind) => {
  let server: RunningServer;
  const operator = () => new ManageClient(server.origin, cookie);
  let cookie: string | null = null;
  beforeAll(async () => {
    server = await startServerOn(kind);
  });
  afterAll(() => server.close());

  it("npm run operator -- invite: prints a single-use link that enrols the operator", async () => {
    const deps = {
      store: server.store,
      clock: Date.now,
      origin: () => server.origin,
      translations: loadServerTranslations(join(repoRoot, "demo-site/server/domain/i18n/locales")),
    };
    expect((await operatorCommand(deps, ["invite"])).code).toBe(64);
    const { lines, code } = await operatorCommand(deps, ["invite", "Root@Example.org"]);
    expect(code).toBe(0);
    const token = new RegExp(`^${server.origin}/manage/invitation/([A-Za-z0-9_-]{43})$`).exec(lines[1] ?? "")?.[1];
    expect(token).toBeDefined();
    const client = new ManageClient(server.origin);
    expect((await client.call("GET", `/invitations/${token}`)).body).toMatchObject({
      email: "root@example.org",
      operator: true,
      organizer: null,
    });
    const { secret } = (await client.call("POST", `/invitations/${token}/totp/setup`, {})).body as { secret: string };
    const totp = new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) });
    const enrolled = await client.call("POST", `/invitations/${token}/password`, {
      name: "Root",
      password: "operator password 1",
      totpSecret: secret,
      code: totp.generate(),
    });
    expect(enrolled.status).toBe(200);
    expect(enrolled.body.user).toMatchObject({ email: "root@example.org", operator: true });
    cookie = client.cookie;
  }, 60_000);

  it("creates an organizer and queues its first owner's invitation mail", async () => {
    const res = await operator().call("POST", "/operator/organizers", {
      name: "Harbour Hall",
      subdomain: "harbour",
      currency: "EUR",
      user_commission: 3,
      ownerEmail: "owner@harbour.example",
    });
    expect(res.status).toBe(201);
    expect(res.body.organizer).toMatchObject({ name: "Harbour Hall", subdomain: "harbour", user_commission: 3 });
    const queued = await rows<{ kind: string; recipient: string }>(
      server.store,
      "SELECT kind, recipient FROM mail_outbox WHERE recipient = 'owner@harbour.example'",
    );
    expect(queued).toEqual([{ kind: "invitation", recipient: "owner@harbour.example" }]);
    const again = await operator().call("POST", "/operator/organizers", {
      name: "X",
      subdomain: "harbour",
      currency: "EUR",
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("subdomain_taken");
    const listed = await operator().call("GET", "/operator/organizers");
    expect(listed.body.organizers.map((o: { subdomain: string }) => o.subdomain)).toContain("harbour");
  });

  it("changes a commission, audited with before and after", async () => {
    const res = await operator().call("PATCH", "/operator/organizers/2", {
      user_commission: 7.5,
      user_added_commission: 0.25,
    });
    expect(res.status).toBe(200);
    expect(res.body.organizer).toMatchObject({ id: 2, user_commission: 7.5, user_added_commission: 0.25 });
    const audit = await rows<{ before: string; after: string; actor_label: string }>(
      server.store,
      "SELECT before, after, actor_label FROM audit_log WHERE action = 'organizer.commission'",
    );
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.after)).toEqual({ user_commission: 7.5, user_added_commission: 0.25 });
    expect(audit[0]!.actor_label).toBe("root@example.org");
    expect(
      (await operator().call("PATCH", "/operator/organizers/999", { user_commission: 1, user_added_commission: 0 }))
        .status,
    ).toBe(404);
  });
});
