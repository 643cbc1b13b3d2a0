import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { formatFindings, seriousOrCritical, WCAG_AA_TAGS, type AxeFinding } from "./support/axe.ts";
import { startDemoServer, type DemoServer } from "./support/demo-server.ts";

// The back office's browser tests share these: the demo server of a spec file, axe on a whole screen of the app, the
// CSP violations a page reported, the invitation mail, and a virtual passkey authenticator. The app's CSP allows no
// inline script, so axe goes in through the DevTools protocol (page.evaluate), which the page's CSP does not govern,
// instead of the inline <script> tag support/axe.ts adds.

/**
 * The demo server (demo mode: /manage/demo signs in, /demo/mail catches the mails) that a spec file's tests share:
 * started before its first test, closed after its last. Call it once at the top of the file.
 */
export function manageDemoServer(): { readonly origin: string } {
  let server: DemoServer | undefined;
  test.beforeAll(async () => {
    server = await startDemoServer({ env: { DEMO_MODE: "1" } });
  });
  test.afterAll(async () => {
    await server?.close(); // unset if beforeAll failed
  });
  return {
    get origin() {
      if (!server) throw new Error("the demo server has not started (see the beforeAll hook's error)");
      return server.origin;
    },
  };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Records every CSP violation of every document the page loads, from its first script on. */
export async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = list;
    document.addEventListener("securitypolicyviolation", (e) =>
      list.push(`${e.violatedDirective} ${e.blockedURI || "inline"} at ${e.sourceFile}:${e.lineNumber}`),
    );
  });
}

export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

/** axe-core's WCAG A/AA findings of impact serious or critical on the whole page, none expected. */
export async function expectNoSeriousAxeFindings(page: Page, screen: string): Promise<void> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    type Result = {
      id: string;
      impact?: string | null;
      help: string;
      nodes: { target: unknown[]; failureSummary?: string }[];
    };
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: Result[] }> } })
      .axe;
    const results = await axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return results.violations.map((r) => ({
      id: r.id,
      impact: r.impact ?? null,
      help: r.help,
      nodes: r.nodes.map((n) => ({ target: JSON.stringify(n.target), summary: n.failureSummary ?? "" })),
    }));
  }, WCAG_AA_TAGS);
  const serious: AxeFinding[] = seriousOrCritical(violations);
  expect(serious, `axe on ${screen}:\n${formatFindings(serious)}`).toEqual([]);
}

/** The invitation link mailed to `email`, from the demo's mail catcher (/demo/mail), once it has arrived. */
export async function invitationLinkFor(page: Page, origin: string, email: string): Promise<string> {
  let link = "";
  await expect
    .poll(async () => {
      const list = await (await page.request.get(`${origin}/demo/mail`)).text();
      for (const id of [...list.matchAll(/\/demo\/mail\/([\w-]+)\?/g)].map((m) => m[1])) {
        const mail = await (await page.request.get(`${origin}/demo/mail/${id}`)).text();
        const found = /\/manage\/invitation\/[\w-]+/.exec(mail);
        if (found && mail.includes(email)) link = found[0];
      }
      return link;
    })
    .not.toBe("");
  return origin + link;
}

/**
 * CDP's virtual platform authenticator for `page` (ctap2, internal, resident keys, user verification, presence
 * simulated: it answers every WebAuthn ceremony at once); returns a reader of the passkeys it holds.
 */
export async function addVirtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials;
}
