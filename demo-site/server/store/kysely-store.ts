// The Store over Kysely, one implementation for SQLite and PostgreSQL. A transaction that fails with what the
// dialect calls retryable (a serialization failure, a deadlock, SQLITE_BUSY) runs again from the start, a bounded
// number of times after a short random pause: under an on-sale spike those failures are expected, not errors.
import { CompiledQuery, type Kysely } from "kysely";
import { batchTogether, beginTogether, pipelined } from "./queries/pipelined.ts";
import type { StoreDialect } from "./dialect.ts";
import type { Queries, Store, TransactionOptions, Tx } from "./index.ts";
import { eventQueries } from "./queries/events.ts";
import { guestListQueries } from "./queries/guest-list.ts";
import { idempotencyQueries } from "./queries/idempotency.ts";
import { orderQueries } from "./queries/orders.ts";
import { rateLimitQueries } from "./queries/rate-limits.ts";
import { buyerLimitQueries } from "./queries/buyer-limits.ts";
import { paymentQueries } from "./queries/payments.ts";
import { mailOutboxQueries } from "./queries/mail-outbox.ts";
import { caughtMailQueries } from "./queries/caught-mail.ts";
import { accountQueries } from "./queries/accounts.ts";
import { auditQueries } from "./queries/audit.ts";
import { catalogQueries } from "./queries/catalog.ts";
import { reservationQueries } from "./queries/reservations.ts";
import { sandboxQueries } from "./queries/sandbox.ts";
import { seedQueries } from "./queries/seed.ts";
import { settingsQueries } from "./queries/settings.ts";
import { stockQueries } from "./queries/stock.ts";
import { voucherQueries } from "./queries/vouchers.ts";
import { orderEventsQueries } from "./queries/order-events.ts";
import { refundsQueries } from "./queries/refunds.ts";
import { cancelJobsQueries } from "./queries/cancel-jobs.ts";
import { webhooksOutQueries } from "./queries/webhooks-out.ts";
import { apiTokensQueries } from "./queries/api-tokens.ts";
import { checkInSetupQueries } from "./queries/check-in-setup.ts";
import { checkInsQueries } from "./queries/check-ins.ts";
import { exportQueries } from "./queries/exports.ts";
import type { Database } from "./schema.ts";

/** The queries of every area over `db`: the root Kysely (one statement per call) or one transaction. */
function queries(db: Kysely<Database>, dialect: StoreDialect): Queries {
  return {
    events: eventQueries(db),
    stock: stockQueries(db, dialect),
    vouchers: voucherQueries(db),
    guestList: guestListQueries(db),
    orders: orderQueries(db, dialect),
    reservations: reservationQueries(db),
    idempotency: idempotencyQueries(db),
    sandbox: sandboxQueries(db),
    settings: settingsQueries(db),
    seed: seedQueries(db),
    rateLimits: rateLimitQueries(db, dialect),
    buyerLimits: buyerLimitQueries(db, dialect),
    payments: paymentQueries(db),
    mailOutbox: mailOutboxQueries(db, dialect),
    caughtMail: caughtMailQueries(db),
    accounts: accountQueries(db),
    audit: auditQueries(db),
    catalog: catalogQueries(db),
    orderEvents: orderEventsQueries(db, dialect),
    refunds: refundsQueries(db, dialect),
    cancelJobs: cancelJobsQueries(db, dialect),
    webhooksOut: webhooksOutQueries(db, dialect),
    apiTokens: apiTokensQueries(db, dialect),
    checkInSetup: checkInSetupQueries(db, dialect),
    checkIns: checkInsQueries(db, dialect),
    exports: exportQueries(db, dialect),
  };
}

export const DEFAULT_ATTEMPTS = 5;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** SQLite: Kysely's transaction (the dialect begins it IMMEDIATE); it commits when `fn` returns, so commit() marks nothing. */
const kyselyTransaction = <T>(db: Kysely<Database>, dialect: StoreDialect, fn: (tx: Tx) => Promise<T>) =>
  db.transaction().execute((trx) =>
    fn({
      ...queries(batchTogether(trx), dialect),
      lockNamed: (name) => dialect.lockNamed(trx, name),
      commit: async () => undefined,
    }),
  );

const BEGIN = CompiledQuery.raw("begin");
const COMMIT = CompiledQuery.raw("commit");
const ROLLBACK = CompiledQuery.raw("rollback");

/**
 * PostgreSQL: BEGIN, `fn`, then COMMIT on one pooled connection, like Kysely's transaction, except that `fn` may send
 * the COMMIT itself with its last writes (Tx.commit: one round trip, and the row locks released without waiting for
 * this process). After that COMMIT nothing is rolled back: if one of those writes failed, the COMMIT already ended the
 * transaction as a rollback, and the failure reaches `fn`'s caller through its own query.
 */
function pipelinedTransaction<T>(db: Kysely<Database>, dialect: StoreDialect, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    // Not awaited: the BEGIN goes with `fn`'s first queries, one round trip fewer per transaction (pipelined.ts). Its
    // failure reaches `fn` through every later query, and here.
    const begun = beginTogether(conn, BEGIN);
    begun.catch(() => undefined);
    let committed: Promise<void> | undefined;
    const commit = () => (committed ??= pipelined(conn, COMMIT).then(() => undefined));
    try {
      const value = await fn({ ...queries(conn, dialect), lockNamed: (name) => dialect.lockNamed(conn, name), commit });
      await begun;
      await commit();
      return value;
    } catch (err) {
      if (committed === undefined) await conn.executeQuery(ROLLBACK);
      else await committed.catch(() => undefined);
      throw err;
    }
  });
}

/** The Store over a Kysely instance and its dialect hook (sqlite/open.ts makes both; postgres/ will too). */
export function createKyselyStore(
  db: Kysely<Database>,
  dialect: StoreDialect,
  onClose: () => Promise<void> = () => db.destroy(),
): Store & { readonly kysely: Kysely<Database> } {
  const root = queries(db, dialect);
  let closed: Promise<void> | undefined;
  return {
    ...root,
    kysely: db,
    dialect: dialect.name,
    async transaction<T>(
      fn: (tx: Tx) => Promise<T>,
      { attempts = DEFAULT_ATTEMPTS }: TransactionOptions = {},
    ): Promise<T> {
      for (let attempt = 1; ; attempt++) {
        try {
          return await (dialect.pipelines ? pipelinedTransaction(db, dialect, fn) : kyselyTransaction(db, dialect, fn));
        } catch (err) {
          if (attempt >= attempts || !dialect.isRetryable(err)) throw err;
          // A short random pause, growing with each attempt, so the transactions that collided do not collide again.
          await sleep(Math.random() * 5 * 2 ** attempt);
        }
      }
    },
    dataVersion: () => dialect.dataVersion(db),
    dataVersionCheckMs: dialect.dataVersionCheckMs,
    exclusive: (job, fn) => dialect.exclusive(db, job, fn),
    close: () => (closed ??= onClose()),
  };
}
