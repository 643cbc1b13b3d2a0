import { expect, test, type Page } from "@playwright/test";
import { formatFindings, runAxe } from "./support/axe.ts";
import { startDemoServer, type DemoServer } from "./support/demo-server.ts";

// /demo/theme: the controls set the documented custom properties on a live checkout, which mounts again to read
// new colours (it derives its readable text from them at mount), and the snippet and CSS to copy follow.
let server: DemoServer;
test.beforeAll(async () => {
  server = await startDemoServer({ env: { DEMO_MODE: "1" } });
});
test.afterAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if beforeAll failed
  await server?.close();
});

const checkout = (page: Page) => page.locator("#preview-host ticket-checkout");
/** A custom property as the checkout's root element (inside the shadow root) sees it. */
const onRoot = (page: Page, name: string) =>
  checkout(page)
    .locator("[part~=root]")
    .evaluate((root, n) => getComputedStyle(root).getPropertyValue(n).trim(), name);

test("the theme page: colours, type and corners on a live checkout, with the snippet and CSS to copy", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(server.origin + "/demo/theme");
  await expect(checkout(page).locator("[part~=ticket]").first()).toBeVisible();
  await expect(page.locator("#css-out")).toHaveText("/* The defaults: nothing to add. */");
  await expect(page.locator("#snippet-out")).toHaveText(
    `<script async crossorigin src="${server.origin}/loader.js"></script>\n<ticket-checkout event="101"></ticket-checkout>`,
  );
  expect(await onRoot(page, "--tc-on-primary")).toBe("#ffffff");

  // A brand colour white text cannot sit on (3.6:1): the checkout, mounted again, puts black text on it.
  await page.getByRole("textbox", { name: /^--tc-primary Buttons/ }).fill("#e4572e");
  await expect(page.locator("#css-out")).toHaveText("ticket-checkout {\n  --tc-primary: #e4572e;\n}");
  await expect.poll(() => onRoot(page, "--tc-on-primary")).toBe("#000000");
  await expect(page.getByLabel("--tc-primary colour picker")).toHaveValue("#e4572e");

  // Corners and type apply at once.
  await page.getByLabel("--tc-radius").fill("2");
  await expect(checkout(page).locator("[part~=ticket]").first()).toHaveCSS("border-radius", "2px");
  await page.getByLabel("--tc-font-size").fill("18");
  await expect(page.locator("#css-out")).toContainText("--tc-radius: 2px;");
  await expect(page.locator("#css-out")).toContainText("--tc-font-size: 18px;");
  await expect(checkout(page).locator("[part~=root]")).toHaveCSS("font-size", "18px");

  // Not a colour: marked, and left out of the CSS.
  await page.getByRole("textbox", { name: /^--tc-danger Errors/ }).fill("reddish");
  await expect(page.getByRole("textbox", { name: /^--tc-danger Errors/ })).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#css-out")).not.toContainText("--tc-danger");

  // A preset, and the element's attributes in the snippet.
  await page.getByRole("button", { name: "Night" }).click();
  await expect(page.locator("#css-out")).toContainText("--tc-background: #111827;");
  await expect.poll(() => onRoot(page, "--tc-background")).toBe("#111827");
  await page.getByRole("combobox", { name: "Event", exact: true }).selectOption("107");
  await page.getByLabel("Language (lang)").selectOption("de");
  await expect(page.locator("#snippet-out")).toContainText('<ticket-checkout event="107" lang="de"></ticket-checkout>');
  await expect(checkout(page).locator("[part~=title]")).toContainText("Low stock");
  expect(errors).toEqual([]);
});

test("axe-core finds nothing on the theme page, with the default theme and with a dark one", async ({ page }) => {
  await page.goto(server.origin + "/demo/theme");
  await expect(checkout(page).locator("[part~=ticket]").first()).toBeVisible();
  let report = await runAxe(page, "html");
  expect(report.violations, formatFindings(report.violations)).toEqual([]);
  await page.getByRole("button", { name: "Night" }).click();
  // The checkout mounted again with the new colours: its text colour is derived from them.
  await expect.poll(() => onRoot(page, "--tc-text-ink")).toBe("#f3f4f6");
  await expect(checkout(page).locator("[part~=ticket]").first()).toBeVisible();
  report = await runAxe(page, "html");
  expect(report.violations, formatFindings(report.violations)).toEqual([]);
});
