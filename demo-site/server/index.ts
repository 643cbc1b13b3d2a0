// Entry of the reference server (bundled to dist/server/index.mjs). Env: PORT, DATABASE_PATH, SEED_FILE,
// PUBLIC_ORIGIN, TICKET_SECRET — see README "Reference API server".
import { readConfig } from "./config.ts";
import { providerStatusLines } from "./domain/payments/config.ts";
import { SeedError } from "./domain/seed/seed.ts";
import { runReconcileCommand } from "./reconcile-command.ts";
import { startServer } from "./server.ts";

try {
  const config = readConfig(process.env);
  if (process.argv[2] === "reconcile") process.exit(await runReconcileCommand(config));
  const running = await startServer(config);
  for (const line of providerStatusLines(config.payments, running.origin)) console.log(line);
  if (config.payments.liveKeys.length > 0 && !config.publicOrigin) {
    console.log("payments: PUBLIC_ORIGIN is not set, so no provider can reach the webhooks above; orders finish on the buyer's return and by the reconciliation sweep");
  }
  console.log(running.mail.status);
  console.log(`Listening on http://localhost:${running.port}`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: closing connections and the database`);
    running.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
} catch (err) {
  if (err instanceof SeedError) console.error(err.message);
  else console.error("The server could not start:", err instanceof Error ? err.message : err);
  process.exit(1);
}
