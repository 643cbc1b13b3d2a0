import { sql, type Kysely, type Migration } from "kysely";

/**
 * Abuse limits: the counters every server process shares (rate_limits, rate-limiter-flexible's key/points/expire
 * layout), the organizer's cap of tickets per buyer per event, an optional end of validity for vouchers, and the
 * client a hold was made for (a keyed hash of its address, so holds can be counted per client without storing
 * addresses). The indexes serve the two counts made inside order and hold transactions.
 */
export const abuseLimits: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("rate_limits")
      .ifNotExists()
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("points", "integer", (c) => c.notNull())
      .addColumn("expire", "bigint")
      .execute();
    await db.schema.createIndex("rate_limits_expire").ifNotExists().on("rate_limits").column("expire").execute();
    await db.schema.alterTable("events").addColumn("max_tickets_per_buyer", "integer").execute();
    await db.schema.alterTable("vouchers").addColumn("valid_until", "text").execute();
    await db.schema.alterTable("reservations").addColumn("client_key", "text").execute();
    await db.schema
      .createIndex("reservations_client")
      .ifNotExists()
      .on("reservations")
      .columns(["client_key", "status", "expires_at"])
      .execute();
    // lower(email): buyers are counted case-insensitively; an expression index both databases accept. (Only a
    // hand-made test file lacks orders.email; every database the server made has it.)
    const orders = (await db.introspection.getTables()).find((t) => t.name === "orders");
    if (orders?.columns.some((c) => c.name === "email"))
      await sql`CREATE INDEX IF NOT EXISTS orders_buyer ON orders (event_id, lower(email))`.execute(db);
  },
};
