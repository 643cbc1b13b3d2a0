// Entry of the reference server (bundled to dist/server/index.mjs). Env: PORT, DATABASE_PATH or DATABASE_URL,
// SEED_FILE, PUBLIC_ORIGIN, TICKET_SECRET, WORKERS (or --workers N) — see README "Reference API server" and
// docs/running-at-scale.md.
import cluster from "node:cluster";
import { readConfig } from "./config.ts";
import { providerStatusLines } from "./domain/payments/config.ts";
import { SeedError } from "./domain/seed/seed.ts";
import { runReconcileCommand } from "./reconcile-command.ts";
import { runSeedCommand } from "./domain/seed/seed-command.ts";
import { operatorCommand } from "./domain/accounts/operator-invite.ts";
import { loadServerTranslations } from "./domain/i18n/translations.ts";
import { openStore } from "./store/open.ts";
import { startServer } from "./server.ts";
import { announceListening, isClusterWorker, readWorkers, runPrimary } from "./workers.ts";

try {
  const config = readConfig(process.env);
  if (process.argv[2] === "reconcile") process.exit(await runReconcileCommand(config));
  if (process.argv[2] === "seed") process.exit(await runSeedCommand(() => openStore(config), process.argv.slice(3)));
  if (process.argv[2] === "operator") process.exit(await runOperatorCommand(config, process.argv.slice(3)));
  const workers = isClusterWorker() ? 1 : readWorkers(process.argv.slice(2), process.env);
  if (workers > 1) await runPrimary(config, workers);
  else await serve(config);
} catch (err) {
  if (err instanceof SeedError) console.error(err.message);
  else console.error("The server could not start:", err instanceof Error ? err.message : err);
  process.exit(1);
}

/** `npm run operator -- invite you@example.org`: prints an operator invitation link (domain/accounts/operator-invite.ts). */
async function runOperatorCommand(config: ReturnType<typeof readConfig>, args: string[]): Promise<number> {
  const store = await openStore(config);
  try {
    const origin = config.publicOrigin ?? `http://localhost:${config.port}`;
    const { lines, code } = await operatorCommand(
      { store, clock: Date.now, origin: () => origin, translations: loadServerTranslations(config.localesDir) },
      args,
    );
    for (const line of lines) (code === 0 ? console.log : console.error)(line);
    return code;
  } finally {
    await store.close();
  }
}

/** One server process: the whole server, or one of the workers of `--workers N` (which prints no listening line). */
async function serve(config: ReturnType<typeof readConfig>): Promise<void> {
  const running = await startServer(config);
  // With --workers N the first worker speaks for all: the same lines N times say nothing more.
  const speaks = !isClusterWorker() || cluster.worker?.id === 1;
  if (speaks) for (const line of providerStatusLines(config.payments, running.origin)) console.log(line);
  if (speaks && config.payments.liveKeys.length > 0 && !config.publicOrigin) {
    console.log(
      "payments: PUBLIC_ORIGIN is not set, so no provider can reach the webhooks above; orders finish on the buyer's return and by the reconciliation sweep",
    );
  }
  if (speaks) console.log(running.mail.status);
  if (!isClusterWorker()) console.log(`Listening on http://localhost:${running.port}`);
  announceListening(running.port);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: closing connections and the database`);
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}
