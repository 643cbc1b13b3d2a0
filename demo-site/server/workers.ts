import cluster, { type Worker } from "node:cluster";
import type { ServerConfig } from "./config.ts";
import { readSeedFile, seedAtStart } from "./domain/seed/seed.ts";
import { openStore } from "./store/open.ts";

/**
 * How many server processes to run: `--workers N` (or `--workers=N`) on the command line, else WORKERS, else 1.
 * Throws with what is expected for anything but a whole number from 1 to 256.
 */
export function readWorkers(argv: readonly string[], env: NodeJS.ProcessEnv): number {
  const at = argv.findIndex((a) => a === "--workers" || a.startsWith("--workers="));
  const raw = at < 0 ? env.WORKERS : argv[at]!.includes("=") ? argv[at]!.slice("--workers=".length) : argv[at + 1];
  if (at < 0 && (raw === undefined || raw === "")) return 1;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 256)
    throw new Error(
      `--workers / WORKERS must be a whole number from 1 to 256 (server processes on one port); got "${raw ?? ""}".`,
    );
  return n;
}

/**
 * Before the workers start: migrate the database and load the seed once, here, so that N processes starting at
 * once do not each import it (SEED_FILE) and the workers only open a ready database.
 */
async function prepareDatabase(config: ServerConfig): Promise<void> {
  const seed = readSeedFile(config.seedFile ?? config.defaultSeedFile);
  const store = await openStore(config);
  try {
    await seedAtStart(store, seed, config.seedFile);
  } finally {
    await store.close();
  }
}

/**
 * The primary of `--workers N` (node:cluster): prepares the database, forks N copies of this entry that share one
 * port (the kernel hands each connection to a worker), prints one listening line once all listen, and replaces a
 * worker that dies (a log line each time). A worker that dies before it ever listened stops the whole server: its
 * start failed (bad configuration, database unreachable), and a replacement would fail the same way. SIGTERM and
 * SIGINT go to every worker (each finishes its requests and closes the database), then the primary exits.
 */
export async function runPrimary(config: ServerConfig, workers: number): Promise<void> {
  if (!config.databaseUrl && config.databasePath === ":memory:") {
    throw new Error(
      "--workers needs a database every process shares: DATABASE_URL (PostgreSQL) or a DATABASE_PATH file, not :memory:.",
    );
  }
  await prepareDatabase(config);
  // The kernel hands out the connections (one listening socket shared by the workers), not the primary: with
  // node's default round-robin the primary accepts each connection and keeps its copy until the worker says it
  // took it, so a worker that died in between left that connection open and unanswered in the primary for good.
  // Now the kernel closes a dead worker's connections, and the ones it had not accepted go to the others.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  // The workers open the prepared database as it is (no reset) and leave the listening line to the primary.
  const workerEnv = { SEED_FILE: "", TC_CLUSTER_WORKER: "1" };
  let stopping = false;
  let listening = 0;
  const started = new Set<Worker>();
  const fork = () => cluster.fork(workerEnv);
  // A worker says when its HTTP server listens (announceListening): the cluster's own "listening" event fires for
  // every server a worker opens, the demo's mail catcher included.
  // Any worker message arrives here (node:cluster's own are not), so its shape is checked, not assumed.
  cluster.on("message", (worker, message: { tc?: string; port?: number } | null | undefined) => {
    if (message?.tc !== "listening" || started.has(worker)) return;
    started.add(worker);
    if (++listening === workers)
      console.log(
        `Listening on http://localhost:${message.port} (${workers} worker processes, primary ${process.pid})`,
      );
    else if (listening > workers) console.log(`worker ${worker.process.pid} listening (a replacement)`);
  });
  // @types/node says `signal` is a string, but it is null when the worker exited with a code.
  cluster.on("exit", (worker, code, signal: string | null) => {
    if (stopping) return;
    if (!started.has(worker)) {
      console.error(
        `worker ${worker.process.pid} exited (${signal ?? `code ${code}`}) before it listened: stopping the server.`,
      );
      stop("start failure", 1);
      return;
    }
    started.delete(worker);
    console.log(
      `worker ${worker.process.pid} died (${signal ?? `code ${code}`}): starting a new one; its transactions in flight were committed or rolled back whole by the database`,
    );
    fork();
  });
  const stop = (why: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    console.log(`${why}: stopping ${Object.keys(cluster.workers ?? {}).length} workers`);
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());
    let left = alive.length;
    if (left === 0) process.exit(exitCode);
    for (const w of alive) {
      w.once("exit", () => --left === 0 && process.exit(exitCode));
      w.process.kill("SIGTERM");
    }
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
  for (let i = 0; i < workers; i++) fork();
}

/** True in a process forked by runPrimary. */
export const isClusterWorker = () => cluster.isWorker && process.env.TC_CLUSTER_WORKER === "1";

/** In a worker of `--workers N`: tells the primary that this worker's HTTP server listens on `port`. */
export function announceListening(port: number): void {
  if (isClusterWorker()) process.send?.({ tc: "listening", port });
}
