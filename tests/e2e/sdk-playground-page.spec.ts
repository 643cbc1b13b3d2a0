import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test } from "@playwright/test";
import { formatFindings, runAxe } from "./support/axe.ts";
import { startDemoServer, type DemoServer } from "./support/demo-server.ts";
import { card, failGateway, openPlayground, press } from "./support/playground.ts";

// The playground page itself: a card per module whose code is the code its buttons run, the links to the
// generated SDK reference, no fake provider on screen before a flow, and axe-core clean.
let server: DemoServer;
test.beforeAll(async () => {
  server = await startDemoServer();
});
test.afterAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if beforeAll failed
  await server?.close();
});

const CARDS_DIR = join(import.meta.dirname, "../../demo-site/playground/cards");
interface CardModule {
  id: string;
  module: string;
  setup: () => unknown;
  actions: { testid: string; run: () => unknown }[];
}

/** The whole declaration of function `name` in `source`, as written (up to the first line that is "}"). */
function declaration(source: string, name: string): string {
  const start = new RegExp(`^(async )?function ${name}\\(`, "m").exec(source);
  if (!start) throw new Error(`no function ${name}`);
  const end = source.indexOf("\n}\n", start.index);
  return source.slice(start.index, end + 2);
}

test("every card shows, beside each button, the source of the very function that button runs", async ({ page }) => {
  await page.goto(server.origin + "/playground/");
  const files = readdirSync(CARDS_DIR).filter((f) => f.endsWith(".js"));
  expect(files).toHaveLength(9);
  for (const file of files) {
    // The card module the page imports: its definition (which function each button calls) and its text as the
    // server sends it (Playwright recompiles what a test imports, so the text is read from the file).
    const definition = ((await import(pathToFileURL(join(CARDS_DIR, file)).href)) as { default: CardModule }).default;
    const source = readFileSync(join(CARDS_DIR, file), "utf8");
    const shown = card(page, definition.id);
    await expect(shown.getByRole("link", { name: `sdk/${definition.module} reference` })).toHaveAttribute(
      "href",
      `/docs/sdk/modules/sdk_${definition.module}.html`,
    );
    const code = shown.getByTestId("code");
    await expect(code).toHaveCount(definition.actions.length + 1);
    await expect(code.first()).toHaveText(declaration(source, definition.setup.name));
    for (const [i, action] of definition.actions.entries()) {
      const row = code.nth(i + 1).locator("..");
      await expect(row.getByTestId(action.testid)).toBeVisible();
      await expect(code.nth(i + 1)).toHaveText(declaration(source, action.run.name));
    }
  }
});

test("the page runs under script-src 'self', links the SDK reference, and shows no fake provider before a flow", async ({
  page,
  request,
}) => {
  const response = await request.get(server.origin + "/playground/");
  expect(response.headers()["content-security-policy"]).toMatch(/script-src 'self';/);
  await page.goto(server.origin + "/playground/");
  await expect(page.getByRole("navigation", { name: "Modules" }).getByRole("link")).toHaveCount(10);
  for (const name of ["The customer's phone (fake Venmo app)", "Venmo's site (fake)"])
    await expect(page.getByRole("region", { name })).toBeHidden();
  await expect(page.locator("iframe")).toHaveCount(0);
  // The generated reference is there (npm start builds it) for the page's links, every module's included.
  await page.getByRole("link", { name: "SDK reference" }).first().click();
  await expect(page.getByRole("heading", { name: "Payments SDK reference", level: 1 })).toBeVisible();
  for (const module of ["client", "three-d-secure", "venmo"]) {
    expect((await request.get(`${server.origin}/docs/sdk/modules/sdk_${module}.html`)).status()).toBe(200);
  }
});

test.describe("accessibility", () => {
  // axe-core is injected as an inline script, which the page's own CSP refuses; the CSP is checked above.
  test.use({ bypassCSP: true });

  test("axe-core finds nothing on the playground, before and after calls that resolve and reject", async ({ page }) => {
    await page.goto(server.origin + "/playground/");
    let report = await runAxe(page, "html");
    expect(report.violations, formatFindings(report.violations)).toEqual([]);
    await openPlayground(page, server.origin);
    await press(page, "vault-manager", "fetch-methods", "fetchPaymentMethods");
    await failGateway(page, "graphql:TokenizeUsBankAccount", "HTTP 500");
    await press(page, "us-bank-account", "usb-tokenize", "tokenizeBankDetails");
    report = await runAxe(page, "html");
    expect(report.violations, formatFindings(report.violations)).toEqual([]);
    expect(report.passes).toBeGreaterThan(10);
  });
});
