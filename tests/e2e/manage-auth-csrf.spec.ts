import { expect, test, type Page } from "@playwright/test";
import { startDemoServer, type DemoServer } from "./support/demo-server.ts";
import { startHostPage, type HostPage } from "./support/host-page.ts";

// CSRF in a real browser: the back office's owner is signed in (cookie on localhost); a page on another site
// (127.0.0.1) tries to invite a member with an auto-submitted form (text/plain, shaped as JSON) and with fetch()
// (a JSON one needs a preflight, which gets no CORS permission; a no-cors text/plain one is sent blind). The
// browser marks them Sec-Fetch-Site: cross-site (and keeps the SameSite=Lax cookie back); the server refuses
// them, and no invitation exists afterwards.
let api: DemoServer;
let host: HostPage;
test.beforeAll(async () => {
  [api, host] = await Promise.all([startDemoServer({ env: { DEMO_MODE: "1" } }), startHostPage()]);
});
test.afterAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if beforeAll failed
  await Promise.all([api?.close(), host?.close()]);
});

const invitationsFor = async (page: Page, email: string) =>
  page.evaluate(async (email) => {
    const res = await fetch("/api/manage/organizers/1/invitations");
    const body = (await res.json()) as { invitations: { email: string }[] };
    return body.invitations.filter((i) => i.email === email).length;
  }, email);

test("a cross-site form post and cross-origin fetches from another site change nothing", async ({ page }) => {
  await page.goto(`${api.origin}/`);
  const signIn = await page.evaluate(async () => {
    const res = await fetch("/api/manage/demo/sign-in", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ as: "organizer" }),
    });
    return res.status;
  });
  expect(signIn).toBe(200);

  const target = `${api.origin}/api/manage/organizers/1/members`;
  host.set(
    "/form",
    `<!doctype html><form method="POST" action="${target}" enctype="text/plain">
      <input name='{"email":"csrf-form@example.org","role":"owner","pad":"' value='"}'></form>
      <script>document.forms[0].submit()</script>`,
  );
  const answer = page.waitForResponse(target);
  await page.goto(`${host.origin}/form`);
  const res = await answer;
  expect(res.status()).toBe(403);
  expect(await res.json()).toMatchObject({ error: { code: "cross_site" } });
  expect(await res.request().headerValue("sec-fetch-site")).toBe("cross-site");

  host.set("/fetch", "<!doctype html><title>another site</title>");
  await page.goto(`${host.origin}/fetch`);
  const outcomes = await page.evaluate(async (target) => {
    const json = fetch(target, {
      method: "POST",
      credentials: "include",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "csrf-fetch@example.org", role: "owner" }),
    }).then(
      (r) => `answered ${r.status}`,
      () => "refused by the browser (no CORS permission)",
    );
    const blind = fetch(target, {
      method: "POST",
      mode: "no-cors",
      credentials: "include",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ email: "csrf-blind@example.org", role: "owner" }),
    }).then((r) => `opaque ${r.type}`);
    return Promise.all([json, blind]);
  }, target);
  expect(outcomes).toEqual(["refused by the browser (no CORS permission)", "opaque opaque"]);

  await page.goto(`${api.origin}/`);
  for (const email of ["csrf-form@example.org", "csrf-fetch@example.org", "csrf-blind@example.org"])
    expect(await invitationsFor(page, email), email).toBe(0);
});
