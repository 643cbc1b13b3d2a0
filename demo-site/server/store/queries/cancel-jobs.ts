// The queries of migration 0013-cancel-jobs's tables: an event's cancel job, its lease, and its orders' steps.
import { sql, type Kysely, type Selectable } from "kysely";
import type { StoreDialect } from "../dialect.ts";
import type { Database } from "../schema.ts";
import type { CancelItemState, CancelJobOrdersTable, CancelJobsTable } from "../schema-cancel-jobs.ts";

export type CancelJobRow = Selectable<CancelJobsTable>;
export type CancelItemRow = Selectable<CancelJobOrdersTable>;

/** The statuses of an order the cancellation settles: paid (refunded) and free (told). */
const SETTLED = ["paid", "partially_refunded", "completed"];

export interface CancelJobsQueries {
  byEvent(eventId: number): Promise<CancelJobRow | undefined>;
  byId(jobId: string): Promise<CancelJobRow | undefined>;
  insertJob(row: CancelJobRow): Promise<void>;
  /** Adds the event's paid and free orders the job does not have yet (one paid since); answers how many. */
  addOrders(jobId: string, eventId: number, now: number): Promise<number>;
  /** Running jobs nobody holds (their lease ran out: a dead or stopped process) or `owner` holds. */
  claimable(owner: string, now: number): Promise<string[]>;
  /** Takes or renews the job's lease for `owner` until `until`; false when another process holds it. */
  lease(jobId: string, owner: string, now: number, until: number): Promise<boolean>;
  /** Lets go of the lease (a stopping process), so another process takes the job at once. */
  release(jobId: string, owner: string): Promise<void>;
  /** Up to `limit` orders still to settle, in a stable order. */
  todo(jobId: string, limit: number): Promise<CancelItemRow[]>;
  item(jobId: string, orderId: string): Promise<CancelItemRow | undefined>;
  settle(
    jobId: string,
    orderId: string,
    patch: { state: CancelItemState; refund_id?: string | null; error?: string | null; attempts?: number },
    now: number,
  ): Promise<void>;
  /** How many orders are in each step, paid and free apart. */
  counts(jobId: string): Promise<{ state: CancelItemState; refund: number; n: number }[]>;
  /** The orders whose refund failed, with the last error (at most 100: the list the organizer reads). */
  failed(jobId: string): Promise<CancelItemRow[]>;
  /** The refunds the job asked for, with their state now (the refunds table's). */
  refundStates(jobId: string): Promise<{ state: string; n: number }[]>;
  /** The event's orders whose payment is under way: each is settled once the provider says how it ended. */
  pendingPayments(eventId: number): Promise<number>;
  /**
   * Marks the job done when `owner` holds it, nothing is left to settle and no payment of the event is under way
   * (one that ends paid is refunded by the job); answers whether it did.
   */
  finish(jobId: string, owner: string, now: number): Promise<boolean>;
  /** Asks again for the refunds that failed: the job runs again. */
  reopen(jobId: string, now: number): Promise<void>;
}

export function cancelJobsQueries(db: Kysely<Database>, _dialect: StoreDialect): CancelJobsQueries {
  const job = db.selectFrom("cancel_jobs").selectAll();
  return {
    byEvent: (eventId) => job.where("event_id", "=", eventId).executeTakeFirst(),
    byId: (jobId) => job.where("id", "=", jobId).executeTakeFirst(),
    async insertJob(row) {
      await db.insertInto("cancel_jobs").values(row).execute();
    },
    async addOrders(jobId, eventId, now) {
      const r = await sql`INSERT INTO cancel_job_orders (job_id, order_id, refund, state, updated_at)
        SELECT ${jobId}, o.id,
          CASE WHEN o.status <> 'completed' AND CAST(o.final_price_paid AS NUMERIC) > 0 THEN 1 ELSE 0 END,
          'todo', ${now}
        FROM orders o
        WHERE o.event_id = ${eventId} AND o.status IN (${sql.join(SETTLED)})
          AND NOT EXISTS (SELECT 1 FROM cancel_job_orders c WHERE c.job_id = ${jobId} AND c.order_id = o.id)`.execute(
        db,
      );
      return Number(r.numAffectedRows ?? 0);
    },
    async claimable(owner, now) {
      const rows = await db
        .selectFrom("cancel_jobs")
        .select("id")
        .where("state", "=", "running")
        .where((eb) => eb.or([eb("lease_until", "<", now), eb("lease_owner", "=", owner)]))
        .orderBy("created_at")
        .execute();
      return rows.map((r) => r.id);
    },
    async lease(jobId, owner, now, until) {
      const r = await db
        .updateTable("cancel_jobs")
        .set({ lease_owner: owner, lease_until: until, updated_at: now })
        .where("id", "=", jobId)
        .where("state", "=", "running")
        .where((eb) => eb.or([eb("lease_until", "<", now), eb("lease_owner", "=", owner)]))
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async release(jobId, owner) {
      await db
        .updateTable("cancel_jobs")
        .set({ lease_owner: null, lease_until: 0 })
        .where("id", "=", jobId)
        .where("lease_owner", "=", owner)
        .execute();
    },
    todo: (jobId, limit) =>
      db
        .selectFrom("cancel_job_orders")
        .selectAll()
        .where("job_id", "=", jobId)
        .where("state", "=", "todo")
        .orderBy("order_id")
        .limit(limit)
        .execute(),
    item: (jobId, orderId) =>
      db
        .selectFrom("cancel_job_orders")
        .selectAll()
        .where("job_id", "=", jobId)
        .where("order_id", "=", orderId)
        .executeTakeFirst(),
    async settle(jobId, orderId, patch, now) {
      await db
        .updateTable("cancel_job_orders")
        .set({ ...patch, updated_at: now })
        .where("job_id", "=", jobId)
        .where("order_id", "=", orderId)
        .execute();
    },
    async counts(jobId) {
      const rows = await db
        .selectFrom("cancel_job_orders")
        .select(["state", "refund", (eb) => eb.fn.countAll<number>().as("n")])
        .where("job_id", "=", jobId)
        .groupBy(["state", "refund"])
        .execute();
      return rows.map((r) => ({ state: r.state, refund: Number(r.refund), n: Number(r.n) }));
    },
    failed: (jobId) =>
      db
        .selectFrom("cancel_job_orders")
        .selectAll()
        .where("job_id", "=", jobId)
        .where("state", "=", "failed")
        .orderBy("order_id")
        .limit(100)
        .execute(),
    async refundStates(jobId) {
      const r = await sql<{ state: string; n: number }>`SELECT f.state AS state, COUNT(*) AS n
        FROM cancel_job_orders c JOIN refunds f ON f.id = c.refund_id
        WHERE c.job_id = ${jobId} GROUP BY f.state`.execute(db);
      return r.rows.map((row) => ({ state: row.state, n: Number(row.n) }));
    },
    async pendingPayments(eventId) {
      const r = await db
        .selectFrom("orders")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("event_id", "=", eventId)
        .where("status", "=", "pending")
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    async finish(jobId, owner, now) {
      const r = await db
        .updateTable("cancel_jobs")
        .set({ state: "done", finished_at: now, updated_at: now, lease_owner: null, lease_until: 0 })
        .where("id", "=", jobId)
        .where("lease_owner", "=", owner)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom("cancel_job_orders")
                .select("order_id")
                .where("job_id", "=", jobId)
                .where("state", "=", "todo"),
            ),
          ),
        )
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom("orders")
                .select("orders.id")
                .whereRef("orders.event_id", "=", "cancel_jobs.event_id")
                .where("orders.status", "=", "pending"),
            ),
          ),
        )
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async reopen(jobId, now) {
      await db
        .updateTable("cancel_job_orders")
        .set({ state: "todo", updated_at: now })
        .where("job_id", "=", jobId)
        .where("state", "=", "failed")
        .execute();
      await db
        .updateTable("cancel_jobs")
        .set({ state: "running", finished_at: null, updated_at: now })
        .where("id", "=", jobId)
        .execute();
    },
  };
}
