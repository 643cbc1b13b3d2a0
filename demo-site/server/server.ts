import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerConfig } from "./config.ts";
import type { AppContext } from "./context.ts";
import { createRequestListener } from "./app.ts";
import { openDatabase, type Db } from "./db/open.ts";
import { applySeed, readSeedFile } from "./db/seed.ts";
import { resolveTicketSecret } from "./tickets/secret.ts";
import { createPaymentsRuntime, type PaymentsRuntime } from "./payments/runtime.ts";

export interface RunningServer {
  server: Server;
  db: Db;
  origin: string;
  port: number;
  payments: PaymentsRuntime;
  close(): Promise<void>;
}

/**
 * Validates the seed (before touching the database, so a bad seed changes nothing), opens the database,
 * seeds it in one transaction, then listens. Throws SeedError for a bad seed.
 */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const seed = readSeedFile(config.seedFile ?? config.defaultSeedFile);
  const db = openDatabase(config.databasePath);
  let origin = config.publicOrigin ?? "";
  try {
    applySeed(db, seed, { reset: config.seedFile !== null });
    const payments = createPaymentsRuntime(config.payments, db);
    const ctx: AppContext = { db, distDir: config.distDir, origin: () => origin, ticketSecret: resolveTicketSecret(db, config.ticketSecret), payments };
    const server = createServer(createRequestListener(ctx));
    server.keepAliveTimeout = 5_000;
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(config.port, () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    if (!config.publicOrigin) origin = `http://localhost:${port}`;
    const close = () =>
      new Promise<void>((resolve) => {
        payments.stop();
        server.close(() => {
          db.close();
          resolve();
        });
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 2_000).unref();
      });
    return { server, db, origin, port, payments, close };
  } catch (err) {
    db.close();
    throw err;
  }
}
