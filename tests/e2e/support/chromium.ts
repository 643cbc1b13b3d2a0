import { existsSync } from "node:fs";
import { chromiumCandidates } from "../../../scripts/chromium-candidates.mjs";

/** Flags required on this network-less machine; without them Chromium keeps calling home. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** Debian's chromium package; CHROMIUM_PATH overrides. Playwright's own browser download is not available here. */
export function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return chromiumCandidates.find((p) => existsSync(p));
}
