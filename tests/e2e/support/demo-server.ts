import { spawn, type ChildProcess } from "node:child_process";
import { resolve } from "node:path";
import { RELAXED_LIMITS_ENV } from "../../../demo-site/server/testing/relaxed-limits.ts";

export interface DemoServer {
  /** e.g. http://localhost:41234 — the API and asset origin. */
  origin: string;
  /** What the server has printed so far (its start lines: the store, the worker processes). */
  output(): string;
  close(): Promise<void>;
}

export interface DemoServerOptions {
  /** JSON seed to reset the database from; default: the built-in seed into a fresh in-memory database. */
  seedFile?: string;
  /** Defaults to ":memory:" so every spec starts from a known state. */
  databasePath?: string;
  env?: Record<string, string>;
}

const serverEntry = resolve(import.meta.dirname, "../../../dist/server/index.mjs");

/**
 * Starts the built reference server (`dist/server/index.mjs`, produced by `node build.mjs`) on an
 * ephemeral port, exactly as `npm start` runs it, and resolves once it prints its listening line.
 */
export function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    // The abuse limits' browser test sets its own; every other spec places many orders from one address.
    ...RELAXED_LIMITS_ENV,
    PORT: "0",
    DATABASE_PATH: options.databasePath ?? ":memory:",
    ...(options.seedFile ? { SEED_FILE: options.seedFile } : {}),
    ...options.env,
  };
  const child: ChildProcess = spawn(process.execPath, [serverEntry], { env, stdio: ["ignore", "pipe", "pipe"] });
  return new Promise((resolvePromise, reject) => {
    let output = "";
    // Generous: on a loaded 2-core CI machine several workers start servers at once (about 1.6 s each when idle).
    const timer = setTimeout(() => fail(new Error("demo server did not start within 60 s:\n" + output)), 60_000);
    const fail = (err: Error) => {
      clearTimeout(timer);
      child.kill();
      reject(err);
    };
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Listening on (http:\/\/\S+?)\/?\s/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolvePromise({
          origin: match[1],
          output: () => output,
          close: () =>
            new Promise<void>((done) => {
              child.once("exit", () => done());
              child.kill();
            }),
        });
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => fail(new Error(`demo server exited with ${code}:\n${output}`)));
  });
}
