// `npm run bench` (after `node build.mjs`): the widget's size and start-up figures.
// - loader.js raw and gzip;
// - gzip (level 9) of the code needed to show step 1: the entry chunk plus every chunk it imports statically
//   (dist/widget/manifest.json "initial", derived from esbuild's metafile), each file gzipped on its own;
//   and what step 1 in another language adds (its strings chunk, manifest "step1Locales"; the largest);
// - from NAVIGATION START, as medians over cold loads (each in a fresh browser context, headless Chromium,
//   4× CPU throttling through CDP Emulation.setCPUThrottlingRate), with the host page on `localhost` and the
//   widget (loader, chunks, API) on `127.0.0.1`, as an organizer's page embeds it:
//     widget first row      the first animation frame in which a ticket row is in the DOM (the page looks in
//                           every frame, in the widget's shadow root or, for the floor, in the document): the
//                           start of that frame, before its style, layout and paint;
//     ... painted           the end of that frame's work on the main thread (a message posted from the frame's
//                           animation callback runs once style, layout and paint are done): what the buyer waits
//                           for, and what the ratio uses;
//     widget interactive    the earliest click on the first "+" that changed its quantity (the page clicks
//                           it every 25 ms from the moment it exists);
//     floor                 the same rows as plain HTML in the host page (same mark, same way);
//   and the ratio widget / floor, both from the same run so the machine's load hits both alike.
// Nothing of Playwright's runs in the page while it is measured: the page says it is done with a console message
// (a CDP event). Waiting with page.waitForFunction made Playwright evaluate its injected script in the page at the
// load event: a 105-113 ms EvaluateScript at 4x (traces) that landed right after the widget's first-row frame, and
// after the floor had long been painted.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { loadavg } from "node:os";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { chromiumCandidates } from "./chromium-candidates.mjs";

const RUNS = Math.max(11, Number(process.env.BENCH_RUNS ?? 11));
const CPU_THROTTLE = 4;
const EVENT_ID = 101;

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

function startServer() {
  const child = spawn(process.execPath, ["dist/server/index.mjs"], {
    env: { ...process.env, PORT: "0", DATABASE_PATH: ":memory:" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000);
    const onData = (chunk) => {
      out += chunk;
      const match = /Listening on https?:\/\/[^:/\s]+:(\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ origin: `http://127.0.0.1:${match[1]}`, close: () => child.kill() });
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
}

const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The host page: one layout, either the organizer snippet or the floor (the same rows as plain HTML). */
function hostHtml(body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Organizer page</title>
<meta name="viewport" content="width=device-width"></head>
<body><h1>Our summer festival</h1><p>Tickets below.</p>${body}<p>Footer of the organizer's page.</p></body></html>`;
}

function floorRows(event) {
  const rows = event.event_tickets
    .filter((t) => !(t.ticket_stock === "limited" && t.stock_limit === null))
    .map(
      (t) => `<li data-ticket-id="${t.id}"><span>${escapeHtml(t.ticket_name)}</span> <span>${escapeHtml(t.price)} ${escapeHtml(event.currency ?? "EUR")}</span>
<button type="button" aria-label="decrease">−</button><select aria-label="quantity"><option>0</option><option>1</option></select><button type="button" aria-label="increase">+</button></li>`,
    )
    .join("");
  return `<h2>${escapeHtml(event.name)}</h2><ul>${rows}</ul>`;
}

function startHost(pages) {
  const server = createServer((req, res) => {
    const html = pages.get(new URL(req.url ?? "/", "http://x").pathname);
    res.writeHead(html ? 200 : 404, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    res.end(html ?? "not found");
  });
  // No host: dual-stack, so `localhost` answers whichever loopback address Chromium tries first.
  return new Promise((resolve) =>
    server.listen(0, () => resolve({ origin: `http://localhost:${server.address().port}`, close: () => server.close() })),
  );
}

// Installed before the host page's own scripts: notes the first frame with a ticket row; clicks the widget's (or the floor's) first "+" every 25 ms once
// it exists and records the time of the first click that changed the quantity next to it.
const CLICKER = () => {
  const report = () =>
    performance.getEntriesByName("bench:first-row-painted").length > 0 &&
    performance.getEntriesByName("tc:first-interaction").length > 0 &&
    console.log("bench:done");
  const row = () => {
    const el = document.querySelector("ticket-checkout");
    const root = el ? el.shadowRoot : document;
    if (root && root.querySelector(".tc-ticket, li[data-ticket-id]")) {
      performance.mark("bench:first-row");
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        performance.mark("bench:first-row-painted");
        report();
      };
      channel.port2.postMessage(0);
    } else requestAnimationFrame(row);
  };
  requestAnimationFrame(row);
  const find = () => {
    const el = document.querySelector("ticket-checkout");
    const root = el ? el.shadowRoot : document;
    return root ? root.querySelector('[part~="quantity-increase"], button[aria-label="increase"]') : null;
  };
  const tick = () => {
    const plus = find();
    if (plus) {
      const select = plus.parentElement?.querySelector("select");
      const before = select ? select.value : "";
      const at = performance.now();
      plus.click();
      // A React state update commits in a later task: look after it.
      setTimeout(() => {
        const now = plus.parentElement?.querySelector("select");
        const floorClick = !document.querySelector("ticket-checkout") && plus.isConnected;
        if ((now && now.value !== before && plus.isConnected) || floorClick) {
          performance.mark("tc:first-interaction", { startTime: at });
          report();
          return;
        }
        setTimeout(tick, 25);
      }, 0);
      return;
    }
    setTimeout(tick, 25);
  };
  setTimeout(tick, 0);
};

async function coldLoad(browser, url) {
  const context = await browser.newContext();
  try {
    await context.addInitScript(CLICKER);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_THROTTLE });
    await Promise.all([
      page.waitForEvent("console", { predicate: (message) => message.text() === "bench:done", timeout: 60_000 }),
      page.goto(url, { waitUntil: "commit" }),
    ]);
    return await page.evaluate(() => ({
      row: performance.getEntriesByName("bench:first-row")[0].startTime,
      painted: performance.getEntriesByName("bench:first-row-painted")[0].startTime,
      interactive: performance.getEntriesByName("tc:first-interaction")[0].startTime,
    }));
  } finally {
    await context.close();
  }
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
  // Step 1 in another language also fetches that language's strings (manifest step1Locales): the largest.
  const [localeLanguage, localeGzip] = Object.entries(manifest.step1Locales ?? {})
    .map(([language, files]) => [language, files.reduce((sum, f) => sum + gz(`dist/widget/${f}`), 0)])
    .reduce((max, row) => (row[1] > max[1] ? row : max), ["none", 0]);

  const executablePath = process.env.CHROMIUM_PATH ?? chromiumCandidates.find((p) => existsSync(p));
  const server = await startServer();
  const event = await (await fetch(`${server.origin}/api/events/${EVENT_ID}`)).json();
  const pages = new Map([
    ["/widget", hostHtml(`<script async src="${server.origin}/loader.js"></script><ticket-checkout event="${EVENT_ID}"></ticket-checkout>`)],
    ["/floor", hostHtml(floorRows(event))],
  ]);
  const host = await startHost(pages);
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
  });
  const load = { start: loadavg() };
  const widget = [];
  const floor = [];
  try {
    // Interleaved, so a burst of load from other processes hits both series alike.
    for (let i = 0; i < RUNS; i++) {
      widget.push(await coldLoad(browser, `${host.origin}/widget`));
      floor.push(await coldLoad(browser, `${host.origin}/floor`));
    }
  } finally {
    await browser.close();
    host.close();
    server.close();
  }
  load.end = loadavg();
  const row = median(widget.map((w) => w.row));
  const interactive = median(widget.map((w) => w.interactive));
  const floorRow = median(floor.map((f) => f.row));
  const painted = median(widget.map((w) => w.painted));
  const floorPainted = median(floor.map((f) => f.painted));
  const spread = (values) => `${Math.round(Math.min(...values))} / ${Math.round(Math.max(...values))} ms`;
  const rows = [
    ["loader.js (raw)", kb(loaderRaw)],
    ["loader.js (gzip)", kb(loaderGzip)],
    [`step-1 widget code (gzip -9 per file; ${manifest.initial.length} file${manifest.initial.length === 1 ? "" : "s"}, ${kb(initialRaw)} raw)`, kb(initialGzip)],
    [`  + the strings of another language (largest: ${localeLanguage})`, `${kb(localeGzip)}  (together ${kb(initialGzip + localeGzip)})`],
    [`from navigation start, medians of ${RUNS} cold loads, ${CPU_THROTTLE}× CPU, host localhost, widget 127.0.0.1:`, ""],
    ["  widget first ticket row painted", `${Math.round(painted)} ms   (min / max ${spread(widget.map((w) => w.painted))})`],
    ["    (the frame that paints it begins at)", `${Math.round(row)} ms   (min / max ${spread(widget.map((w) => w.row))})`],
    ["  widget first interaction (first \"+\" works)", `${Math.round(interactive)} ms   (min / max ${spread(widget.map((w) => w.interactive))})`],
    ["  floor: the same rows as plain HTML, painted", `${Math.round(floorPainted)} ms   (min / max ${spread(floor.map((f) => f.painted))})`],
    ["    (the frame that paints them begins at)", `${Math.round(floorRow)} ms   (min / max ${spread(floor.map((f) => f.row))})`],
    ["  ratio first row painted / floor", (painted / floorPainted).toFixed(2)],
    ["    (ratio of the frames' beginnings)", (row / floorRow).toFixed(2)],
    ["  load average (1/5/15 min) at start / end", `${load.start.map((n) => n.toFixed(2)).join(" ")} / ${load.end.map((n) => n.toFixed(2)).join(" ")}`],
  ];
  const width = Math.max(...rows.map((r) => r[0].length));
  console.log("\nWidget");
  for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
  return {
    loaderRaw,
    loaderGzip,
    initialGzip,
    localeGzip,
    paintedMs: painted,
    rowMs: row,
    interactiveMs: interactive,
    floorPaintedMs: floorPainted,
    floorMs: floorRow,
    widget,
    floor,
    load,
  };
}

// Run alone: `node scripts/bench-widget.mjs` (after a build).
if (import.meta.url === `file://${process.argv[1]}`) await benchWidget();
