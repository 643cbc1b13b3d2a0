// The back office's screenshots in docs/back-office.md, taken in Chromium from the real demo:
// `node scripts/docs-screenshots-manage.mjs` after a build writes docs/images/manage-*.png (the sign-in screen, the
// events, an event's editor, its ticket types, its snippet with the live preview, the team, and the events on a
// phone). The server and browser start as in scripts/docs-screenshots.mjs (demo-in-chromium.mjs).
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { launchChromium, startDemoServer } from "./demo-in-chromium.mjs";

const OUT = "docs/images";

const server = await startDemoServer();
const browser = await launchChromium([
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--no-first-run",
]);
mkdirSync(OUT, { recursive: true });
const shot = async (page, name, options = {}) => {
  await page.screenshot({ path: join(OUT, `manage-${name}.png`), ...options });
  console.log(`docs screenshot: ${join(OUT, `manage-${name}.png`)}`);
};
try {
  const page = await browser.newPage({ viewport: { width: 1100, height: 760 }, deviceScaleFactor: 1 });
  await page.goto(`${server.origin}/manage/sign-in`);
  await page.getByRole("button", { name: "Use a password and a code instead" }).click();
  await shot(page, "sign-in");
  await page.goto(`${server.origin}/manage/demo`);
  await page.getByRole("link", { name: "Available — Summer Open Air" }).waitFor();
  await shot(page, "events");
  await page.getByRole("link", { name: "Available — Summer Open Air" }).click();
  await page.getByLabel("Attention text").waitFor();
  await shot(page, "event", { fullPage: true });
  await page.getByRole("link", { name: "Ticket types" }).click();
  await page.getByRole("cell", { name: "VIP", exact: true }).waitFor();
  await shot(page, "ticket-types");
  await page.getByRole("link", { name: "Snippet" }).click();
  await page.locator("ticket-checkout .tc-title").waitFor();
  await shot(page, "snippet", { fullPage: true });
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Team" }).click();
  await page.getByRole("heading", { name: "Team", level: 1 }).waitFor();
  await page.getByRole("cell").first().waitFor();
  await shot(page, "team");
  await page.setViewportSize({ width: 390, height: 760 });
  await page.getByRole("link", { name: "Events" }).first().click();
  await page.getByRole("link", { name: "Available — Summer Open Air" }).waitFor();
  await shot(page, "phone");
} finally {
  await browser.close();
  server.close();
}
