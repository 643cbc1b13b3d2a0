import { existsSync } from "node:fs";
import { dirname, isAbsolute, join, resolve } from "node:path";
import { readPaymentsConfig, type PaymentsConfig } from "./domain/payments/config.ts";
import { readLimits, type ServerLimits } from "./http/limits.ts";
import { parseTrustProxy, type TrustedProxies } from "./http/client-address.ts";
import { readLimitsConfig, type LimitsConfig } from "./domain/limits/config.ts";
import { readMailConfig, type MailConfig } from "./domain/mail/mail-config.ts";
import type { SenderOptions } from "./domain/mail/sender.ts";
import { isPostgresUrl } from "./store/postgres/url.ts";

export interface ServerConfig {
  port: number;
  /** Absolute path, or ":memory:". */
  databasePath: string;
  /** DATABASE_URL (postgres://…): PostgreSQL instead of the SQLite file. */
  databaseUrl: string | null;
  /** DATABASE_POOL_SIZE: PostgreSQL connections per server process (default 4). */
  poolSize: number;
  /** DATABASE_PREPARED_STATEMENTS: `off` sends every statement unnamed, for a pooler that cannot keep them (default on). */
  preparedStatements: boolean;
  /** SEED_FILE: import this file at start (add and update, nothing deleted: domain/seed). */
  seedFile: string | null;
  /** The built-in seed, loaded only into an empty database. */
  defaultSeedFile: string;
  /** PUBLIC_ORIGIN; otherwise http://localhost:<port> once listening. */
  publicOrigin: string | null;
  distDir: string;
  /** The server's strings (pages, ticket PDF, mails): one JSON file per area and language. */
  localesDir: string;
  /** TICKET_SECRET; otherwise one is generated once and kept in the database. */
  ticketSecret: string | null;
  /** Payments: DEMO_MODE, RESERVATION_MINUTES, provider keys; see payments/config.ts. */
  payments: PaymentsConfig;
  /** Body size, timeouts, connections per client, shutdown grace (http/limits.ts). */
  limits: ServerLimits;
  /** Abuse limits (LIMIT_*, REDIS_URL; docs/limits.md). */
  abuse: LimitsConfig;
  /** TRUST_PROXY: the proxies whose X-Forwarded-For names the client. */
  trustProxy: TrustedProxies;
  /** SMTP_URL or SMTP_HOST/PORT/USER/PASSWORD/SECURE, MAIL_FROM; the demo's catcher without them (docs/mail.md). */
  mail: MailConfig;
  /** The sender's timing (tests shorten it). */
  mailTuning?: Pick<SenderOptions, "backoff" | "leaseMs" | "pollMs">;
}

/**
 * The repository root, found by walking up to package.json, so paths are the same whether the server
 * runs bundled (dist/server/index.mjs) or from source under vitest.
 */
export function findRepoRoot(start: string = import.meta.dirname): string {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, "package.json")) && existsSync(join(dir, "demo-site"))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

function fromRoot(root: string, path: string): string {
  return isAbsolute(path) ? path : resolve(root, path);
}

export function readConfig(env: NodeJS.ProcessEnv, root: string = findRepoRoot()): ServerConfig {
  const rawPort = env.PORT ?? "8080";
  const port = Number(rawPort);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer from 0 to 65535 (0 = any free port); got "${rawPort}".`);
  }
  const payments = readPaymentsConfig(env);
  const dbPath = env.DATABASE_PATH || "demo-site/.data/demo.sqlite";
  const databaseUrl = env.DATABASE_URL || null;
  if (databaseUrl && !isPostgresUrl(databaseUrl)) {
    throw new Error(
      `DATABASE_URL must be a postgres:// or postgresql:// URL; got "${databaseUrl.replace(/\/\/[^@/]*@/, "//…@")}". Unset it to use the SQLite file (DATABASE_PATH).`,
    );
  }
  // 4 by default: every order of an on-sale queues on the same ticket rows, so more connections only add waiting
  // backends competing for the CPU; measured on 2 cores, 2 workers took 385 free orders a second with 4 and 270 with 10.
  const poolSize = Number(env.DATABASE_POOL_SIZE ?? "4");
  // At least 2: the background sweeps hold one connection's transaction (their lock) while they work on another.
  if (!Number.isInteger(poolSize) || poolSize < 2 || poolSize > 1000) {
    throw new Error(
      `DATABASE_POOL_SIZE must be an integer from 2 to 1000 (connections per process); got "${env.DATABASE_POOL_SIZE}".`,
    );
  }
  const prepared = (env.DATABASE_PREPARED_STATEMENTS ?? "on").toLowerCase();
  if (prepared !== "on" && prepared !== "off") {
    throw new Error(
      `DATABASE_PREPARED_STATEMENTS must be "on" or "off" (off for a pooler in transaction mode that cannot keep prepared statements); got "${env.DATABASE_PREPARED_STATEMENTS}".`,
    );
  }
  return {
    port,
    databasePath: dbPath === ":memory:" ? dbPath : fromRoot(root, dbPath),
    databaseUrl,
    poolSize,
    preparedStatements: prepared === "on",
    seedFile: env.SEED_FILE ? fromRoot(root, env.SEED_FILE) : null,
    defaultSeedFile: join(root, "demo-site/data/seed.json"),
    publicOrigin: env.PUBLIC_ORIGIN ? env.PUBLIC_ORIGIN.replace(/\/+$/, "") : null,
    distDir: join(root, "dist"),
    localesDir: join(root, "demo-site/server/domain/i18n/locales"),
    ticketSecret: env.TICKET_SECRET || null,
    payments,
    limits: readLimits(env),
    abuse: readLimitsConfig(env),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    mail: readMailConfig(env, payments.demoMode),
  };
}
