import { existsSync } from "node:fs";
import { chromiumCandidates } from "../../../scripts/chromium-candidates.mjs";

export { chromiumArgs } from "../../../scripts/chromium-candidates.mjs";

/** Debian's chromium package; CHROMIUM_PATH overrides. Playwright's own browser download is not available here. */
export function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return chromiumCandidates.find((p) => existsSync(p));
}
