// The back office's first screen, measured: `node scripts/measure-manage-first-screen.mjs [loads]` after a build
// prints what the sign-in screen loads (gzip -9 of each file of dist/manage's manifest `initial` and the
// stylesheet) and, over cold loads in Chromium at 4x CPU (CDP Emulation.setCPUThrottlingRate 4, cache off,
// loopback), when the sign-in button is there and when the last long task (50 ms or more) ends; time to
// interactive is the later of the two. Medians of `loads` (default 7). The server: demo mode, in-memory database.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { launchChromium, startDemoServer } from "./demo-in-chromium.mjs";

const dir = "dist/manage";
const manifest = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8"));
const gzip = (file) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
const code = manifest.initial.reduce((sum, f) => sum + gzip(f), 0);
const style = gzip(manifest.css);
console.log(
  `first screen: ${manifest.initial.length} script files ${(code / 1024).toFixed(1)} KB gzip + stylesheet ` +
    `${(style / 1024).toFixed(1)} KB = ${((code + style) / 1024).toFixed(1)} KB`,
);

const loads = Number(process.argv[2] ?? 7);
const server = await startDemoServer();
const browser = await launchChromium(["--no-sandbox", "--disable-gpu", "--no-first-run"]);
const runs = [];
try {
  for (let i = 0; i < loads; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.addInitScript(() => {
      const ends = [];
      window.__longTaskEnds = ends;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) ends.push(e.startTime + e.duration);
      }).observe({ type: "longtask", buffered: true });
    });
    await page.goto(`${server.origin}/manage/sign-in`);
    await page.getByRole("button", { name: "Sign in with a passkey" }).waitFor();
    const shown = await page.evaluate(() => performance.now());
    await page.waitForTimeout(3000);
    const lastLongTask = await page.evaluate(() => Math.max(0, ...window.__longTaskEnds));
    runs.push({ shown, lastLongTask, interactive: Math.max(shown, lastLongTask) });
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
const median = (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
console.log(
  `4x CPU, ${loads} cold loads, medians: sign-in button ${Math.round(median("shown"))} ms, last long task ends ` +
    `${Math.round(median("lastLongTask"))} ms, interactive ${Math.round(median("interactive"))} ms`,
);
