// What the scripts that look at the demo in Chromium (docs-screenshots.mjs, docs-screenshots-manage.mjs,
// measure-manage-first-screen.mjs) start with: the built server and a browser.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumCandidates } from "./chromium-candidates.mjs";

/** The built demo server on a free port, in demo mode, on a fresh in-memory database. */
export function startDemoServer() {
  const child = spawn(process.execPath, ["dist/server/index.mjs"], {
    env: { ...process.env, PORT: "0", DEMO_MODE: "1", DATABASE_PATH: ":memory:" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
      const origin = /Listening on (http:\/\/\S+)/.exec(out)?.[1];
      if (origin) resolve({ origin, close: () => child.kill() });
    });
    child.on("exit", (code) => reject(new Error(`the demo server exited (${code}): ${out}`)));
  });
}

/** Debian's Chromium (CHROMIUM_PATH overrides) with `args`, each script's own. */
export function launchChromium(args) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? chromiumCandidates.find((p) => existsSync(p)),
    args,
  });
}
