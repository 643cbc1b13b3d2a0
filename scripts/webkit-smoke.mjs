// `node scripts/webkit-smoke.mjs` (after `node build.mjs`; `npm test` runs it after the Playwright tests): the checkout
// in Safari's engine (Debian's WebKitGTK through WebKitWebDriver, scripts/webkit-driver.mjs), embedded as an organizer
// embeds it: the built server on localhost, the host page on 127.0.0.1 (another origin). Three checks:
// a free order from step 1 to the ticket, a paid order to step 3 with its hold (DEMO_MODE=1: the sandbox payment
// methods), and no uncaught error on either page. Prints one line per check and writes its counts to
// .test-results/webkit.json ({ passed, failed, version, ms }) for scripts/test.mjs's totals.
import { spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { waitForListening } from "./bench-server.mjs";
import { hostHtml, startHost } from "./bench-widget-page.mjs";
import { ensureWebKit, startWebKit } from "./webkit-driver.mjs";
import { inWidget } from "./webkit-page.mjs";

const RESULTS = ".test-results/webkit.json";
const WAIT_MS = 10_000;
const BUYER = [
  ["First name", "Ada"],
  ["Last name", "Lovelace"],
  ["Email", "ada@example.org"],
  ["Confirm email", "ada@example.org"],
  ["Street and number", "Analytical Street 1"],
  ["Postcode", "10115"],
  ["City", "Berlin"],
];

// Recorded from the page's first script on, so an error while the loader paints or the widget hydrates counts too
// (a listener added by a script after navigation would miss those).
const ERROR_RECORDER = `<script>window.__pageErrors=[];
addEventListener("error",(e)=>__pageErrors.push(String(e.message||e.error)));
addEventListener("unhandledrejection",
  (e)=>__pageErrors.push("unhandled rejection: "+String(e.reason&&e.reason.message||e.reason)));
</script>`;

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

function check(ok, code, message) {
  if (!ok) throw new Error(`${code}: ${message}`);
}

/** Polls `query(widget, ...args)` in the page until it returns something truthy; returns that. */
async function waitFor(browser, what, query, ...args) {
  const until = Date.now() + WAIT_MS;
  let last;
  for (;;) {
    last = await browser.execute(inWidget(query), ...args);
    if (last) return last;
    if (Date.now() > until) throw new Error(`WEBKIT_SMOKE_TIMEOUT: ${what} within ${WAIT_MS} ms`);
    await sleep(50);
  }
}

const enabledButton = (w, name) => w.buttons().find((b) => w.name(b) === name && w.visible(b) && !b.disabled);
const shownHeading = (w, text) => w.headings().some((h) => h.textContent.trim() === text && w.visible(h));
const button = (browser, name) => waitFor(browser, `button "${name}" enabled`, enabledButton, name);
const heading = (browser, text) => waitFor(browser, `heading "${text}"`, shownHeading, text);

async function clickButton(browser, name) {
  await browser.click(await button(browser, name));
}

/** Opens a fresh host page embedding event `event`; resolves once the widget runs (defined) and shows its title. */
async function openCheckout(context, event) {
  const path = `/e${event}-${Math.random().toString(36).slice(2)}`;
  // The snippet as an organizer pastes it (demo-site/server/pages/event-page.ts embedSnippet).
  const body = `<script async crossorigin src="${context.api}/loader.js"></script>
<ticket-checkout event="${event}"></ticket-checkout>`;
  context.pages.set(path, hostHtml(body, ERROR_RECORDER));
  await context.browser.navigate(context.host + path);
  context.opened.push(path);
  const running = (w) => customElements.get("ticket-checkout") && w.visible(w.root()?.querySelector(".tc-title"));
  await waitFor(context.browser, "the widget defined, its title shown", running);
}

/** Step 1: one of the ticket, Next; step 2: the buyer's details typed key by key into each labelled field. */
async function toDetails(browser, ticket) {
  await clickButton(browser, `Increase quantity of ${ticket}`);
  await clickButton(browser, "Next");
  await heading(browser, "Personal information");
  for (const [label, value] of BUYER) {
    const field = await waitFor(browser, `field "${label}"`, (w, l) => w.field(l), label);
    await browser.type(field, value);
  }
}

async function freeOrder(context) {
  const { browser } = context;
  await openCheckout(context, "201");
  await toDetails(browser, "Free registration");
  await clickButton(browser, "Download tickets");
  await heading(browser, "Ada, you got the vibe!");
  const link = await waitFor(browser, "the ticket link", (w) => {
    const a = [...w.root().querySelectorAll("a")].find((el) => /Download tickets/.test(el.textContent));
    return a && { href: a.href, target: a.target };
  });
  check(link.target === "_blank", "WEBKIT_SMOKE_TICKET_LINK", `the ticket link's target is "${link.target}"`);
  check(link.href.startsWith(`${context.api}/api/tickets/`), "WEBKIT_SMOKE_TICKET_LINK", `ticket link ${link.href}`);
  // Fetched here, not opened: a new tab stays in the background in MiniBrowser; the link's bytes are what matter.
  const pdf = await fetch(link.href);
  const bytes = Buffer.from(await pdf.arrayBuffer());
  const type = pdf.headers.get("content-type") ?? "";
  const isPdf = pdf.status === 200 && /application\/pdf/.test(type);
  check(isPdf, "WEBKIT_SMOKE_TICKET_PDF", `ticket answered ${pdf.status} ${type}`);
  check(bytes.subarray(0, 5).toString("latin1") === "%PDF-", "WEBKIT_SMOKE_TICKET_PDF", "the ticket is not a PDF");
}

async function paidOrderToStep3(context) {
  const { browser } = context;
  await openCheckout(context, "101");
  await toDetails(browser, "Standard"); // the country keeps its default, Germany
  await clickButton(browser, "Next");
  await heading(browser, "Pay now");
  const methods = await waitFor(browser, "the payment methods", (w) => {
    const group = w.root().querySelector('[role="radiogroup"][aria-label="Choose a payment method"]');
    const names = group ? [...group.querySelectorAll('[role="radio"]')].map((r) => r.textContent.trim()) : [];
    return names.length > 0 && names;
  });
  const german = methods[0] === "Credit Card" && methods.includes("PayPal"); // a DE buyer's list (pay-step3.spec.ts)
  check(german, "WEBKIT_SMOKE_METHODS", `methods: ${methods.join(", ")}`);
  const timer = (w) => w.root().querySelector('[role="timer"]')?.textContent;
  const first = await waitFor(browser, "the hold's countdown", timer);
  check(/^Time left: 1[45]:\d\d$/.test(first), "WEBKIT_SMOKE_HOLD", `countdown reads "${first}"`);
  // It counts down in WebKit too (the widget's timers run in this window).
  const moved = (w, was) => w.root().querySelector('[role="timer"]')?.textContent !== was;
  await waitFor(browser, "the countdown to move", moved, first);
  const requested = () => performance.getEntriesByType("resource").map((e) => e.name);
  const holds = (await browser.execute(requested)).filter((url) => /\/api\/reservations$/.test(url)).length;
  check(holds === 1, "WEBKIT_SMOKE_HOLD", `${holds} requests to /api/reservations, not 1`);
}

/** Reads the current page's recorded errors (null: the recorder is missing, which must fail the check too). */
async function collectErrors(context) {
  const page = context.opened.at(-1);
  const errors = await context.browser
    .execute(() => window.__pageErrors ?? null)
    .catch((e) => [`unreadable: ${e.message}`]);
  context.errors.push(...(errors ?? ["no error recorder"]).map((e) => `${page}: ${e}`));
}

function startServer() {
  const env = { ...process.env, PORT: "0", DATABASE_PATH: ":memory:", DEMO_MODE: "1" };
  const entry = resolve(import.meta.dirname, "../dist/server/index.mjs");
  const child = spawn(process.execPath, [entry], { env, stdio: ["ignore", "pipe", "pipe"] });
  return waitForListening(child, /Listening on (http:\/\/\S+?)\/?\s/).then(
    (origin) => ({ origin, close: () => child.kill() }),
    (error) => {
      child.kill();
      throw error;
    },
  );
}

async function main() {
  const started = Date.now();
  rmSync(RESULTS, { force: true }); // a crash must not leave the last run's counts behind
  const miniBrowser = ensureWebKit();
  const results = [];
  const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
  const record = (name, error, since) => {
    results.push({ name, error });
    const took = since ? ` (${seconds(since)})` : "";
    console.log(error ? `  ✘ ${name}${took}\n      ${error.message}` : `  ✓ ${name}${took}`);
  };
  let version = null;
  const pages = new Map();
  const flows = [
    ["a free order from step 1 to the ticket (PDF)", freeOrder],
    ["a paid order to step 3 with its hold", paidOrderToStep3],
  ];
  const servers = await Promise.allSettled([startServer(), startHost(pages)]);
  const [server, host] = servers.map((r) => r.value);
  try {
    const failure = servers.find((r) => r.status === "rejected");
    if (failure) throw new Error(`WEBKIT_SMOKE_SERVERS: ${failure.reason.message} (is dist/ built? node build.mjs)`);
    const launched = Date.now();
    const browser = await startWebKit(miniBrowser);
    version = browser.version;
    console.log(`WebKitGTK ${version} (MiniBrowser, WebKitWebDriver; session in ${seconds(launched)})`);
    // The host page on 127.0.0.1: another origin than the server's localhost (the page is served dual-stack).
    const hostOrigin = host.origin.replace("localhost", "127.0.0.1");
    const context = { browser, api: server.origin, host: hostOrigin, pages, opened: [], errors: [] };
    try {
      for (const [name, flow] of flows) {
        const since = Date.now();
        const error = await flow(context).then(
          () => null,
          (e) => e,
        );
        await collectErrors(context);
        record(name, error, since);
      }
      const pagesRead = context.opened.length === flows.length;
      const problems = pagesRead ? context.errors : [`${context.opened.length} of ${flows.length} pages opened`];
      record(
        "no uncaught error or unhandled rejection on the host pages",
        problems.length === 0 ? null : new Error(`WEBKIT_SMOKE_PAGE_ERRORS: ${problems.join("; ")}`),
      );
    } finally {
      await browser.close();
    }
  } catch (error) {
    record("WebKit session", error);
  } finally {
    server?.close();
    host?.close();
  }
  const failed = results.filter((r) => r.error).length;
  const summary = { passed: results.length - failed, failed, version, ms: Date.now() - started };
  mkdirSync(".test-results", { recursive: true });
  writeFileSync(RESULTS, JSON.stringify(summary));
  console.log(`webkit: ${summary.passed} passed, ${summary.failed} failed (${seconds(started)})`);
  process.exitCode = failed === 0 ? 0 : 1;
}

await main();
