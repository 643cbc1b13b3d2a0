import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { addVirtualAuthenticator, manageDemoServer } from "./manage-app-helpers.ts";

// Passkeys in Chromium through CDP's virtual authenticator (ctap2, internal, resident key, user verification): the
// demo owner invites someone, the invitation mail arrives in the demo's mail catcher, the invitee registers a
// passkey through its link (a new account, signed in), signs out, and signs in again with the passkey alone. The
// WebAuthn calls are the browser's own (navigator.credentials on a page of the server's origin), with the JSON
// conversion @simplewebauthn/browser does.

const api = manageDemoServer();

/** A page of the server's origin with a virtual platform authenticator; returns the page and the CDP ids. */
async function withAuthenticator(
  context: BrowserContext,
): Promise<{ page: Page; credentials: () => Promise<unknown[]> }> {
  const page = await context.newPage();
  await page.goto(`${api.origin}/`);
  return { page, credentials: await addVirtualAuthenticator(context, page) };
}

/** fetch() from the page (same-origin: the browser sends Sec-Fetch-Site and the cookie itself). */
function call(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ([method, path, body]) => {
      const res = await fetch(`/api/manage${path}`, {
        method,
        headers: body === undefined ? {} : { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as Record<string, any>) : null };
    },
    [method, path, body] as const,
  );
}

/**
 * Runs a WebAuthn ceremony in the page: `optionsPath` gives the options JSON, the browser's navigator.credentials
 * answers, and the answer goes to `answerPath` as `{response}` (plus `extra`), converted as @simplewebauthn does.
 */
function ceremony(page: Page, kind: "create" | "get", optionsPath: string, answerPath: string, extra = {}) {
  return page.evaluate(
    async ([kind, optionsPath, answerPath, extra]) => {
      const b64 = (buf: ArrayBuffer) =>
        btoa(String.fromCharCode(...new Uint8Array(buf)))
          .replace(/\+/g, "-")
          .replace(/\//g, "_")
          .replace(/=+$/, "");
      const bytes = (s: string) =>
        Uint8Array.from(atob(s.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0)).buffer;
      const post = (path: string, body: unknown) =>
        fetch(`/api/manage${path}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
      const options = await (await post(optionsPath, extra)).json();
      let credential: PublicKeyCredential;
      if (kind === "create") {
        credential = (await navigator.credentials.create({
          publicKey: {
            ...options,
            challenge: bytes(options.challenge),
            user: { ...options.user, id: bytes(options.user.id) },
            excludeCredentials: (options.excludeCredentials ?? []).map((c: { id: string }) => ({
              ...c,
              id: bytes(c.id),
            })),
          },
        })) as PublicKeyCredential;
      } else {
        credential = (await navigator.credentials.get({
          publicKey: {
            ...options,
            challenge: bytes(options.challenge),
            allowCredentials: (options.allowCredentials ?? []).map((c: { id: string }) => ({ ...c, id: bytes(c.id) })),
          },
        })) as PublicKeyCredential;
      }
      const r = credential.response as AuthenticatorAttestationResponse & AuthenticatorAssertionResponse;
      const response =
        kind === "create"
          ? {
              clientDataJSON: b64(r.clientDataJSON),
              attestationObject: b64(r.attestationObject),
              transports: r.getTransports(),
            }
          : {
              clientDataJSON: b64(r.clientDataJSON),
              authenticatorData: b64(r.authenticatorData),
              signature: b64(r.signature),
              userHandle: r.userHandle ? b64(r.userHandle) : undefined,
            };
      const sent = {
        ...extra,
        response: {
          id: credential.id,
          rawId: b64(credential.rawId),
          type: credential.type,
          response,
          clientExtensionResults: credential.getClientExtensionResults(),
          authenticatorAttachment: credential.authenticatorAttachment,
        },
      };
      const answer = await post(answerPath, sent);
      return { status: answer.status, body: (await answer.json()) as Record<string, any>, sent };
    },
    [kind, optionsPath, answerPath, extra] as const,
  );
}

/** The invitation link of the mail the demo's catcher received for `email`. */
async function invitationToken(page: Page, email: string): Promise<string> {
  let token = "";
  await expect(async () => {
    const list = await (await page.request.get(`${api.origin}/demo/mail`)).text();
    const item = list.split("<li").find((li) => li.includes(email));
    const id = item && /href="\/demo\/mail\/([A-Za-z0-9_-]+)[?"]/.exec(item)?.[1];
    expect(id, `a caught mail for ${email}`).toBeTruthy();
    const html = await (await page.request.get(`${api.origin}/demo/mail/${id}/html`)).text();
    token = /\/manage\/invitation\/([A-Za-z0-9_-]{43})/.exec(html)?.[1] ?? "";
    expect(token).not.toBe("");
  }).toPass({ timeout: 20_000 });
  return token;
}

test("an invitee registers a passkey through the invitation, signs out, and signs in with the passkey alone (a replayed answer is refused)", async ({
  browser,
}) => {
  // The demo owner invites a manager.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await owner.goto(`${api.origin}/`);
  expect((await call(owner, "POST", "/demo/sign-in", { as: "organizer" })).status).toBe(200);
  const invited = await call(owner, "POST", "/organizers/1/members", {
    email: "keyholder@example.org",
    role: "manager",
  });
  expect(invited.status).toBe(201);
  const token = await invitationToken(owner, "keyholder@example.org");
  await ownerContext.close();

  // The invitee, in a browser of their own with a platform authenticator.
  const context = await browser.newContext();
  const { page, credentials } = await withAuthenticator(context);
  expect((await call(page, "GET", "/session")).status).toBe(401);
  expect((await call(page, "GET", `/invitations/${token}`)).body).toMatchObject({
    role: "manager",
    accountExists: false,
  });
  const enrolled = await ceremony(
    page,
    "create",
    `/invitations/${token}/passkey/options`,
    `/invitations/${token}/passkey`,
    {
      name: "Kim Keyholder",
    },
  );
  expect(enrolled).toMatchObject({
    status: 200,
    body: { user: { email: "keyholder@example.org", name: "Kim Keyholder" }, methods: { passkeys: 1, totp: false } },
  });
  expect(enrolled.body.organizers).toEqual([{ id: 1, name: "ACME Live", role: "manager" }]);
  const stored = (await credentials()) as { isResidentCredential: boolean }[];
  expect(stored).toHaveLength(1);
  expect(stored[0]!.isResidentCredential).toBe(true);
  // The link is used up.
  expect((await call(page, "GET", `/invitations/${token}`)).status).toBe(410);

  expect((await call(page, "DELETE", "/session")).status).toBe(204);
  expect((await call(page, "GET", "/session")).status).toBe(401);

  // Usernameless: the options name no account; the authenticator offers its resident passkey.
  const signedIn = await ceremony(page, "get", "/sign-in/passkey/options", "/sign-in/passkey");
  expect(signedIn.status).toBe(200);
  expect(signedIn.body.user.email).toBe("keyholder@example.org");
  // The same signed answer again: its challenge was used, so it signs no one in.
  const replay = await call(page, "POST", "/sign-in/passkey", signedIn.sent);
  expect(replay).toMatchObject({ status: 401, body: { error: { code: "sign_in_failed" } } });
  const session = await call(page, "GET", "/session");
  expect(session.body).toMatchObject({
    user: { email: "keyholder@example.org" },
    organizers: [{ id: 1, role: "manager" }],
  });
  const cookies = await context.cookies(api.origin);
  expect(cookies.find((c) => c.name === "__Host-bo_session")).toMatchObject({
    httpOnly: true,
    secure: true,
    sameSite: "Lax",
    path: "/",
  });
  await context.close();
});
