// `node scripts/bench-trace.mjs [LOADS]` (after `node build.mjs`): where the widget's first row spends its time.
// Cold loads of the bench's host page (bench-widget-page.mjs: host on `localhost`, widget on `127.0.0.1`, 4x CPU,
// the bench's clicker), each with a Chromium trace, and for each the timeline in ms from navigation start:
//   - every request: when it was sent, its headers in (and sendEnd -> headers: the server's time plus the
//     loopback), its last byte, its encoded bytes;
//   - the page's main thread: each trace event of at least 1.5 ms (or BENCH_TRACE_MIN_MS: script evaluation,
//     microtasks, style, layout, paint), so the host page, loader.js, the markup answer and the frame that paints it
//     can be told apart;
//   - the bench's marks (bench:first-row, bench:first-row-painted, ...).
// One load is noisy (the machine is shared): read several, and take figures from `npm run bench`.
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";
import { startServer } from "./bench-widget.mjs";
import { CLICKER, hostHtml, startHost } from "./bench-widget-page.mjs";
import { chromiumArgs, chromiumCandidates } from "./chromium-candidates.mjs";

const LOADS = Number(process.argv[2] ?? 3);
const MIN_EVENT_US = Number(process.env.BENCH_TRACE_MIN_MS ?? 1.5) * 1000;

/** The renderer main thread's events from `events`, as [start ms, duration ms, name], from its navigationStart. */
function mainThread(events) {
  const nav = events.find((e) => e.name === "navigationStart" && e.args?.data?.documentLoaderURL?.startsWith("http"));
  if (!nav) return [];
  return events
    .filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ph === "X" && e.dur >= MIN_EVENT_US)
    .map((e) => [
      (e.ts - nav.ts) / 1000,
      e.dur / 1000,
      e.name + (e.args?.data?.url ? ` ${e.args.data.url.split("/").pop()}` : ""),
    ])
    .sort((a, b) => a[0] - b[0]);
}

async function tracedLoad(browser, url, origins) {
  const context = await browser.newContext();
  try {
    await context.addInitScript(CLICKER);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Network.enable");
    const requests = new Map();
    cdp.on("Network.requestWillBeSent", (e) => requests.set(e.requestId, { url: e.request.url }));
    cdp.on(
      "Network.responseReceived",
      (e) => requests.has(e.requestId) && (requests.get(e.requestId).timing = e.response.timing),
    );
    cdp.on(
      "Network.loadingFinished",
      (e) =>
        requests.has(e.requestId) &&
        Object.assign(requests.get(e.requestId), { end: e.timestamp, bytes: e.encodedDataLength }),
    );
    const events = [];
    cdp.on("Tracing.dataCollected", (e) => events.push(...e.value));
    await cdp.send("Tracing.start", {
      categories: "devtools.timeline,blink.user_timing,loading",
      transferMode: "ReportEvents",
    });
    await Promise.all([
      page.waitForEvent("console", { predicate: (m) => m.text() === "bench:done", timeout: 60_000 }),
      page.goto(url, { waitUntil: "commit" }),
    ]);
    const marks = await page.evaluate(() =>
      performance.getEntriesByType("mark").map((m) => [m.name, Math.round(m.startTime)]),
    );
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.end");
    await complete;
    const navStart =
      events.find((e) => e.name === "navigationStart" && e.args?.data?.documentLoaderURL?.startsWith("http"))?.ts ?? 0;
    const ms = (us) => Math.round((us - navStart) / 1000);
    for (const r of requests.values()) {
      const t = r.timing;
      if (!t) continue;
      const at = (offset) => ms(t.requestTime * 1e6 + offset * 1000);
      const name = origins.reduce((u, [origin, label]) => u.replace(origin, label), r.url).slice(0, 56);
      console.log(
        `  ${name.padEnd(56)} sent ${at(t.sendStart)}  headers ${at(t.receiveHeadersEnd)} (+${Math.round(t.receiveHeadersEnd - t.sendEnd)})  end ${r.end ? ms(r.end * 1e6) : "-"}  ${r.bytes ?? "-"} B`,
      );
    }
    for (const [start, dur, name] of mainThread(events))
      console.log(`  ${start.toFixed(1).padStart(7)} ${dur.toFixed(1).padStart(6)}  ${name}`);
    console.log(`  marks ${marks.map(([n, t]) => `${n} ${t}`).join(", ")}`);
  } finally {
    await context.close();
  }
}

const server = await startServer();
const html = hostHtml(
  `<script async crossorigin src="${server.origin}/loader.js"></script><ticket-checkout event="101"></ticket-checkout>`,
);
const host = await startHost(new Map([["/widget", html]]));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? chromiumCandidates.find((p) => existsSync(p)),
  headless: true,
  args: chromiumArgs,
});
try {
  for (let i = 0; i < LOADS; i++) {
    console.log(`load ${i + 1} of ${LOADS}`);
    await tracedLoad(browser, `${host.origin}/widget`, [
      [server.origin, "widget"],
      [host.origin, "host"],
    ]);
  }
} finally {
  await browser.close();
  host.close();
  server.close();
}
