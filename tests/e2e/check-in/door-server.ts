// What the check-in specs without a camera file share: a demo-mode server per spec file (started with the specs'
// ticket secret), the demo owner's API, a browser whose camera is Chromium's generated test pattern (so the scanning
// screen runs as on a phone, the camera showing no code), and a paired scanner page on a phone-sized screen.
import { test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../support/chromium.ts";
import { startDemoServer, type DemoServer } from "../support/demo-server.ts";
import { DoorApi, TICKET_SECRET } from "./door-api.ts";
import { openPaired, recordVerdicts } from "./scanner-page.ts";

export const PHONE = { width: 390, height: 844 };

/** Call once at the top of a spec file: its server and owner API, started before its first test. */
export function doorServer(): { readonly server: DemoServer; readonly api: DoorApi } {
  let server: DemoServer | undefined;
  let api: DoorApi | undefined;
  test.use({
    launchOptions: {
      executablePath: chromiumPath(),
      args: [...chromiumArgs, "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"],
    },
  });
  test.beforeAll(async () => {
    server = await startDemoServer({ env: { DEMO_MODE: "1", TICKET_SECRET } });
    api = await DoorApi.signIn(server.origin);
  });
  test.afterAll(async () => {
    await server?.close();
  });
  return {
    get server() {
      if (!server) throw new Error("the demo server has not started (see the beforeAll hook's error)");
      return server;
    },
    get api() {
      if (!api) throw new Error("the demo server has not started (see the beforeAll hook's error)");
      return api;
    },
  };
}

/**
 * A new context (a phone of its own: its own IndexedDB) with the scanner paired through `pairingUrl`; `errors`
 * collects the page's uncaught errors (a test expects none at its end).
 */
export async function pairedPhone(
  browser: Browser,
  pairingUrl: string,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ permissions: ["camera"], viewport: PHONE });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await recordVerdicts(page);
  await openPaired(page, pairingUrl);
  return { context, page, errors };
}
