// The README's screenshot of the checkout, taken in Chromium from the real demo: `node scripts/docs-screenshots.mjs`
// after a build writes docs/images/checkout.png (event 101, two tickets chosen). `--pages DIR` also writes the
// playground and the theme page there (for reviewing them; not kept in the repository).
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { launchChromium, startDemoServer } from "./demo-in-chromium.mjs";

const OUT = "docs/images";

const pagesDir = process.argv.includes("--pages") ? process.argv[process.argv.indexOf("--pages") + 1] : null;
const server = await startDemoServer();
const browser = await launchChromium([
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
]);
try {
  const page = await browser.newPage({ viewport: { width: 1100, height: 1400 }, deviceScaleFactor: 1 });
  await page.goto(`${server.origin}/o/acme/events/101`);
  const checkout = page.locator("ticket-checkout");
  await checkout.locator("[part~=quantity-increase]").first().click();
  await checkout.locator("[part~=quantity-increase]").nth(1).click();
  await checkout.locator("[part~=selection]").getByText("VIP").waitFor();
  mkdirSync(OUT, { recursive: true });
  await checkout.screenshot({ path: join(OUT, "checkout.png") });
  console.log(`docs screenshot: ${join(OUT, "checkout.png")}`);
  if (pagesDir) {
    mkdirSync(pagesDir, { recursive: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${server.origin}/demo/theme`);
    await page.locator("#preview-host [part~=ticket]").first().waitFor();
    await page.screenshot({ path: join(pagesDir, "theme.png"), fullPage: true });
    await page.goto(`${server.origin}/playground/`);
    await page.getByTestId("create-client").click();
    await page.locator('[data-testid="card-client"] li[data-status="ok"]').waitFor();
    await page.getByTestId("fetch-methods").click();
    await page.locator('[data-testid="card-vault-manager"] li[data-status="ok"]').waitFor();
    await page.evaluate(() => scrollTo(0, 0));
    await page.screenshot({ path: join(pagesDir, "playground.png") });
    console.log(`page screenshots: ${pagesDir}/theme.png, ${pagesDir}/playground.png`);
  }
} finally {
  await browser.close();
  server.close();
}
