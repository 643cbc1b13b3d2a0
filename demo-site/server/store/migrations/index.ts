import { Migrator, type Kysely, type Migration, type MigrationProvider } from "kysely";
import { baseline } from "./0001-baseline.ts";
import { livePayments } from "./0003-live-payments.ts";
import { mailOutbox } from "./0004-mail-outbox.ts";
import { abuseLimits } from "./0005-abuse-limits.ts";
import { unloggedRateLimits } from "./0006-unlogged-rate-limits.ts";
import { stockTaken } from "./0007-stock-taken.ts";
import { providerRefIndex } from "./0008-provider-ref-index.ts";
import { accounts } from "./0009-accounts.ts";
import { catalog } from "./0010-catalog.ts";
import { orderEvents } from "./0011-order-events.ts";
import { refunds } from "./0012-refunds.ts";
import { cancelJobs } from "./0013-cancel-jobs.ts";
import { webhooksOut } from "./0014-webhooks-out.ts";
import { apiTokens } from "./0015-api-tokens.ts";
import { checkIn } from "./0016-check-in.ts";
import type { MigrationContext } from "./context.ts";

// Versioned schema, shared by SQLite and PostgreSQL: one entry per migration, named so that they sort in the
// order they run ("0002-webhook-events", …). Kysely's Migrator records each in kysely_migration and runs the missing
// ones at start (inside one transaction where the database allows DDL in transactions: both do). Listed here rather
// than read from a folder, because the server runs as one esbuild bundle.

export function migrations(context: MigrationContext): Record<string, Migration> {
  return {
    "0001-baseline": baseline(context),
    "0003-live-payments": livePayments(context),
    "0004-mail-outbox": mailOutbox,
    "0005-abuse-limits": abuseLimits,
    "0006-unlogged-rate-limits": unloggedRateLimits(context),
    "0007-stock-taken": stockTaken(context),
    "0008-provider-ref-index": providerRefIndex,
    "0009-accounts": accounts(context),
    "0010-catalog": catalog(context),
    "0011-order-events": orderEvents(context),
    "0012-refunds": refunds(context),
    "0013-cancel-jobs": cancelJobs(context),
    "0014-webhooks-out": webhooksOut(context),
    "0015-api-tokens": apiTokens(context),
    "0016-check-in": checkIn(context),
  };
}

/**
 * Runs every migration not yet applied; throws with the failing migration's name. `schema` (PostgreSQL): where the
 * migrations are recorded, named so that a database holding several schemas (one per test file) keeps them apart.
 */
export async function migrateToLatest(db: Kysely<any>, context: MigrationContext, schema?: string): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(context) };
  // Numbers were handed out to parallel work, so a database may have run a later one (0005) before an earlier one
  // (0004) existed: run whatever is missing instead of refusing.
  const { error, results } = await new Migrator({
    db,
    provider,
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  }).migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error)
    throw new Error(
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- Kysely types error unknown: show what it is
      `Database migration ${failed?.migrationName ?? ""} failed: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
