// @vitest-environment node
// Demo mode's back-office entry: the home page offers it and POST /api/manage/demo/sign-in answers only in demo
// mode; without it the link is absent and the sign-in is 404.
import { afterEach, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server.ts";
import { startTestServer } from "../../testing/in-process.ts";
import { ManageClient } from "../../testing/manage-session.ts";
import { rows } from "../../testing/sql.ts";

describe("the demo's back-office sign-in", () => {
  let server: RunningServer | undefined;
  afterEach(() => server?.close());

  it("in demo mode: the demo accounts exist from the start, the home page links to /manage/demo, the sign-in signs in as the demo owner", async () => {
    server = await startTestServer({ DEMO_MODE: "1" });
    const made = await rows<{ email: string; operator: number }>(
      server.store,
      "SELECT email, operator FROM users ORDER BY email",
    );
    expect(made.map((u) => [u.email, Number(u.operator)])).toEqual([
      ["demo-operator@example.org", 1],
      ["demo-owner@example.org", 0],
    ]);
    const home = await (await fetch(`${server.origin}/`)).text();
    expect(home).toMatch(
      /<a href="\/manage\/demo" data-back-office-demo>Open the back office as the demo organizer<\/a>/,
    );
    const client = new ManageClient(server.origin);
    const res = await client.call("POST", "/demo/sign-in", { as: "organizer" });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: "demo-owner@example.org", operator: false });
    expect(res.body.organizers).toEqual([{ id: 1, name: "ACME Live", role: "owner" }]);
    // A GET never signs in: /manage/demo is the app's page, which POSTs.
    expect((await fetch(`${server.origin}/api/manage/demo/sign-in`)).status).toBe(405);
  });

  it("without demo mode: no link, and the sign-in answers 404", async () => {
    server = await startTestServer({ DEMO_MODE: "0" });
    expect(await (await fetch(`${server.origin}/`)).text()).not.toContain("/manage/demo");
    const res = await new ManageClient(server.origin).call("POST", "/demo/sign-in", { as: "operator" });
    expect(res.status).toBe(404);
    expect(res.res.headers.get("set-cookie")).toBeNull();
  });
});
