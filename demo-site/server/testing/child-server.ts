import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { serverEsbuildOptions } from "../../../scripts/build-server.mjs";
import { repoRoot } from "./in-process.ts";
import { RELAXED_LIMITS_ENV } from "./relaxed-limits.ts";

/**
 * Bundles the server from source with scripts/build-server.mjs's options, into the git-ignored
 * demo-site/.data/ (so npm packages still resolve), and returns the bundle's path. Tests that need separate
 * processes use this instead of dist/, which may be stale or mid-rebuild while several people work.
 */
export async function bundleServer(): Promise<string> {
  const dir = join(repoRoot, "demo-site/.data/test-bundles");
  mkdirSync(dir, { recursive: true });
  const outfile = join(dir, `server-${process.pid}-${Date.now().toString(36)}.mjs`);
  await build(serverEsbuildOptions(join(repoRoot, "demo-site/server/index.ts"), outfile));
  return outfile;
}

/** Deletes a bundle made by bundleServer. */
export function removeBundle(bundle: string): void {
  rmSync(bundle, { force: true });
}

export interface ChildServer {
  origin: string;
  child: ChildProcess;
  output: () => string;
  close(): Promise<void>;
}

/** Runs the bundle with `env` (abuse limits relaxed unless it sets them) until it prints its listening line. */
export function spawnServer(bundle: string, env: Record<string, string>): Promise<ChildServer> {
  const child = spawn(process.execPath, [bundle], {
    env: { ...process.env, PORT: "0", ...RELAXED_LIMITS_ENV, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 45 s:\n${output}`)), 45_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /Listening on (http:\/\/localhost:\d+)/.exec(output);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve({
          origin: m[1],
          child,
          output: () => output,
          close: () =>
            new Promise<void>((done) => {
              if (child.exitCode !== null) return done();
              child.once("exit", () => done());
              child.kill("SIGTERM");
            }),
        });
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

/** Runs the bundle and expects it to exit; resolves with the exit code and everything it printed. */
export function runToExit(
  bundle: string,
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [bundle], {
    env: { ...process.env, PORT: "0", ...RELAXED_LIMITS_ENV, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr.on("data", (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 45_000);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}
