import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { findRepoRoot, readConfig, type ServerConfig } from "../config.ts";
import { startServer, type RunningServer } from "../server.ts";
import { RELAXED_LIMITS_ENV } from "./relaxed-limits.ts";

export const repoRoot = findRepoRoot();

/** A fresh temporary directory for a test's database and seed files. */
export function tempDir(prefix = "tc-server-"): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** Writes `seed` (a Seed, or any value or raw text for tests of bad seeds) as the seed file. */
export function writeSeed(dir: string, seed: unknown, name = "seed.json"): string {
  const file = join(dir, name);
  writeFileSync(file, typeof seed === "string" ? seed : JSON.stringify(seed, null, 1));
  return file;
}

/**
 * Starts the server in this process on an ephemeral port (default: in-memory DB with the built-in seed), with the
 * abuse limits relaxed unless `env` sets them.
 */
export function startTestServer(
  env: Record<string, string> = {},
  overrides: Partial<ServerConfig> = {},
): Promise<RunningServer> {
  const config = readConfig({ PORT: "0", DATABASE_PATH: ":memory:", ...RELAXED_LIMITS_ENV, ...env }, repoRoot);
  return startServer({ ...config, ...overrides });
}
