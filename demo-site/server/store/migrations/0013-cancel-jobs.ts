// Cancelling an event: the job (one per event, leased by the process working on it so a dead process's job is
// taken over) and its orders, one row each with its step, so a restarted job refunds only what is left and every
// order is asked for exactly one refund (its key: cancel:<job>:<order>).
import type { Kysely, Migration } from "kysely";
import type { MigrationContext } from "./context.ts";

export function cancelJobs(_context: MigrationContext): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("cancel_jobs")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("organizer_id", "integer", (c) => c.notNull().references("organizers.id").onDelete("cascade"))
        .addColumn("event_id", "integer", (c) => c.notNull().unique())
        .addColumn("state", "text", (c) => c.notNull())
        .addColumn("actor_kind", "text", (c) => c.notNull())
        .addColumn("actor_id", "text")
        .addColumn("actor_label", "text", (c) => c.notNull())
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("updated_at", "bigint", (c) => c.notNull())
        .addColumn("finished_at", "bigint")
        .addColumn("lease_owner", "text")
        .addColumn("lease_until", "bigint", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex("cancel_jobs_state").on("cancel_jobs").columns(["state", "lease_until"]).execute();
      await db.schema
        .createTable("cancel_job_orders")
        .addColumn("job_id", "text", (c) => c.notNull().references("cancel_jobs.id").onDelete("cascade"))
        .addColumn("order_id", "text", (c) => c.notNull())
        .addColumn("refund", "integer", (c) => c.notNull())
        .addColumn("state", "text", (c) => c.notNull())
        .addColumn("refund_id", "text")
        .addColumn("error", "text")
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("updated_at", "bigint", (c) => c.notNull())
        .addPrimaryKeyConstraint("cancel_job_orders_pk", ["job_id", "order_id"])
        .execute();
      await db.schema
        .createIndex("cancel_job_orders_state")
        .on("cancel_job_orders")
        .columns(["job_id", "state"])
        .execute();
    },
  };
}
