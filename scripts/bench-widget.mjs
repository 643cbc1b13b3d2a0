// `npm run bench` (after `node build.mjs`): the widget's size and start-up figures.
// - loader.js raw and gzip;
// - gzip of the code needed to show step 1: the entry chunk plus every chunk it imports statically
//   (dist/widget/manifest.json "initial", derived from esbuild's metafile), each gzipped as served;
// - median time from the loader starting (mark "tc:loader-start") to the first ticket row painted
//   (mark "tc:tickets-visible") over cold loads of the built server's event page, each in a fresh
//   browser context, headless Chromium with 4× CPU throttling.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { chromiumCandidates } from "./chromium-candidates.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 11);
const CPU_THROTTLE = 4;

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

function startServer() {
  const child = spawn(process.execPath, ["dist/server/index.mjs"], {
    env: { ...process.env, PORT: "0", DATABASE_PATH: ":memory:" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 15_000);
    const onData = (chunk) => {
      out += chunk;
      const match = /Listening on (http:\/\/\S+?)\/?\s/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ origin: match[1], close: () => child.kill() });
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export async function benchWidget() {
  const manifest = JSON.parse(readFileSync("dist/widget/manifest.json", "utf8"));
  const loaderRaw = readFileSync("dist/loader.js").length;
  const loaderGzip = gz("dist/loader.js");
  const initialGzip = manifest.initial.reduce((sum, f) => sum + gz(`dist/widget/${f}`), 0);
  const initialRaw = manifest.initial.reduce((sum, f) => sum + readFileSync(`dist/widget/${f}`).length, 0);

  const executablePath = process.env.CHROMIUM_PATH ?? chromiumCandidates.find((p) => existsSync(p));
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
  });
  const times = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_THROTTLE });
      await page.goto(`${server.origin}/o/acme/events/101`);
      await page.waitForFunction(() => performance.getEntriesByName("tc:tickets-visible").length > 0, null, { timeout: 30_000, polling: 50 });
      const ms = await page.evaluate(() => {
        const start = performance.getEntriesByName("tc:loader-start")[0];
        const shown = performance.getEntriesByName("tc:tickets-visible")[0];
        return shown.startTime - start.startTime;
      });
      times.push(ms);
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  const rows = [
    ["loader.js (raw)", kb(loaderRaw)],
    ["loader.js (gzip)", kb(loaderGzip)],
    [`step-1 widget code (gzip; ${manifest.initial.length} files, ${kb(initialRaw)} raw)`, kb(initialGzip)],
    [`loader start → first ticket row, median of ${RUNS} cold loads, ${CPU_THROTTLE}× CPU throttling`, `${Math.round(median(times))} ms`],
    ["  (min / max)", `${Math.round(Math.min(...times))} / ${Math.round(Math.max(...times))} ms`],
  ];
  const width = Math.max(...rows.map((r) => r[0].length));
  console.log("\nWidget");
  for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
  return { loaderRaw, loaderGzip, initialGzip, medianMs: median(times), times };
}
