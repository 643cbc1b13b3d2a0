// Safari's engine for the smoke test (scripts/webkit-smoke.mjs): Debian's WebKitGTK, driven by its WebKitWebDriver
// through WebKitGTK's MiniBrowser on a virtual display (Xvfb), with a small W3C WebDriver classic client over fetch.
// Playwright's own WebKit build cannot be installed on Debian, and WebKitWebDriver speaks plain HTTP JSON, so no
// npm dependency is needed.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { createServer } from "node:net";

const DRIVER = "/usr/bin/WebKitWebDriver";
const XVFB = "/usr/bin/Xvfb";
/** W3C WebDriver's key for an element reference in a script's result or argument. */
const ELEMENT_KEY = "element-6066-11e4-a52e-4f735466cecf";

/** WebKitGTK's MiniBrowser: under /usr/lib/<multiarch triplet>/webkit2gtk-4.1 (or 4.0) on Debian. */
function findMiniBrowser() {
  const triplets = existsSync("/usr/lib") ? readdirSync("/usr/lib").filter((d) => /-linux-gnu/.test(d)) : [];
  const candidates = triplets.flatMap((t) => ["4.1", "4.0"].map((v) => `/usr/lib/${t}/webkit2gtk-${v}/MiniBrowser`));
  return candidates.find((p) => existsSync(p));
}

const found = () => (existsSync(DRIVER) && existsSync(XVFB) ? findMiniBrowser() : undefined);

/**
 * The MiniBrowser's path, once WebKitWebDriver, MiniBrowser and Xvfb are all there: installs Debian's packages when it
 * can (root on Debian), as scripts/test.mjs does for Chromium, and otherwise stops with a one-line instruction.
 */
export function ensureWebKit() {
  const miniBrowser = found();
  if (miniBrowser) return miniBrowser;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/etc/debian_version")) {
    console.log("No WebKitGTK found: installing Debian's packages (apt-get install -y webkit2gtk-driver xvfb).");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    spawnSync("apt-get", ["install", "-y", "-qq", "webkit2gtk-driver", "xvfb"], { stdio: "inherit", env });
    const installed = found();
    if (installed) return installed;
  }
  console.error("The WebKit test needs WebKitGTK: run `sudo apt-get install -y webkit2gtk-driver xvfb` and retry.");
  process.exit(1);
}

/** A loopback port free right now (WebKitWebDriver takes --port=0 but never says which port it got). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts Xvfb on the first free display; it writes the display's number to fd 3 once it accepts clients. */
function startXvfb() {
  const child = spawn(XVFB, ["-displayfd", "3", "-nolisten", "tcp", "-screen", "0", "1280x1024x24"], {
    stdio: ["ignore", "ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    let err = "";
    child.stderr.on("data", (d) => (err += d));
    child.stdio[3].on("data", (d) => {
      out += d;
      if (out.includes("\n")) resolve({ display: `:${out.trim()}`, close: () => child.kill() });
    });
    child.once("exit", (code) => reject(new Error(`WEBKIT_XVFB_FAILED: Xvfb exited with ${code}: ${err.trim()}`)));
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One WebDriver command; a W3C error answer becomes an Error whose message starts with its error code. */
async function command(base, method, path, body) {
  const response = await fetch(base + path, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok || answer.value?.error) {
    const code = answer.value?.error ?? response.status;
    throw new Error(`WEBKIT_DRIVER_${code}: ${method} ${path}: ${answer.value?.message ?? ""}`);
  }
  return answer.value;
}

/**
 * Starts Xvfb, WebKitWebDriver and one MiniBrowser session in its first window (a window of its own renders and gets
 * animation frames; a new tab stays in the background and never does). `close` ends all three.
 */
export async function startWebKit(miniBrowser) {
  const xvfb = await startXvfb();
  const port = await freePort();
  const env = { ...process.env, DISPLAY: xvfb.display };
  const driver = spawn(DRIVER, [`--port=${port}`], { env, stdio: ["ignore", "pipe", "pipe"] });
  let driverLog = "";
  driver.stdout.on("data", (d) => (driverLog += d));
  driver.stderr.on("data", (d) => (driverLog += d));
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    driver.kill();
    xvfb.close();
  };
  try {
    for (let tries = 0; ; tries++) {
      if (driver.exitCode !== null) throw new Error(`WEBKIT_DRIVER_EXITED: ${driver.exitCode}: ${driverLog.trim()}`);
      const ready = await command(base, "GET", "/status").then(
        (s) => s.ready,
        () => false,
      );
      if (ready) break;
      if (tries > 100) throw new Error(`WEBKIT_DRIVER_NOT_READY within 5 s: ${driverLog.trim()}`);
      await sleep(50);
    }
    const options = { "webkitgtk:browserOptions": { binary: miniBrowser, args: ["--automation"] } };
    const created = await command(base, "POST", "/session", { capabilities: { alwaysMatch: options } });
    const session = `/session/${created.sessionId}`;
    const call = (method, path, body) => command(base, method, session + path, body);
    return {
      /** WebKitGTK's version, e.g. "2.50.6". */
      version: created.capabilities.browserVersion,
      navigate: (url) => call("POST", "/url", { url }),
      /** Runs `fn` (a function's source; its arguments JSON or element references) in the page; returns its value. */
      execute: (fn, ...args) =>
        call("POST", "/execute/sync", { script: `return (${fn}).apply(null, arguments)`, args }),
      /** A real click (pointer events at the element's centre) on an element reference a script returned. */
      click: (element) => call("POST", `/element/${element[ELEMENT_KEY]}/click`, {}),
      /** Types `text` into an element reference key by key, as a user would. */
      type: (element, text) => call("POST", `/element/${element[ELEMENT_KEY]}/value`, { text }),
      close: async () => {
        await call("DELETE", "").catch(() => undefined);
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}
