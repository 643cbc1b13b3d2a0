import { sql, type Kysely, type Migration } from "kysely";
import type { MigrationContext } from "./context.ts";

/**
 * The schema as it stood when migrations began (the tables of the checkout, the payment API and iframe mode).
 * IF NOT EXISTS throughout: a database made before migrations existed has these tables already
 * (sqlite/legacy.ts first adds the columns such a file may lack), and then this migration only records itself.
 * Prices are decimal strings, so money never passes through a float; epoch-ms times are bigint.
 */
export function baseline({ dialect }: MigrationContext): Migration {
  return {
    async up(db: Kysely<any>) {
      const table = (name: string) => db.schema.createTable(name).ifNotExists();
      const index = (name: string) => db.schema.createIndex(name).ifNotExists();
      await table("settings")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("value", "text", (c) => c.notNull())
        .execute();
      await table("organizers")
        .addColumn("id", dialect === "postgres" ? "serial" : "integer", (c) =>
          dialect === "postgres" ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn("subdomain", "text", (c) => c.notNull().unique())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("user_commission", "double precision", (c) => c.notNull())
        .addColumn("user_added_commission", "double precision", (c) => c.notNull())
        .addColumn("currency", "text", (c) => c.notNull())
        .addColumn("embed_origins", "text")
        .execute();
      await table("events")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("organizer_id", "integer", (c) => c.notNull().references("organizers.id"))
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("start_date", "text", (c) => c.notNull())
        .addColumn("attention", "text")
        .addColumn("description_html", "text", (c) => c.notNull())
        .addColumn("event_ended", "integer", (c) => c.notNull())
        .addColumn("event_sold_out", "integer", (c) => c.notNull())
        .addColumn("force_sold_out", "integer", (c) => c.notNull())
        .addColumn("presale_starts_at", "text")
        .addColumn("presale_ends_at", "text")
        .addColumn("currency", "text", (c) => c.notNull())
        .addColumn("card_path", "text", (c) => c.notNull().defaultTo("stripe"))
        .execute();
      await table("tickets")
        .addColumn("id", "integer", (c) => c.primaryKey())
        .addColumn("event_id", "integer", (c) => c.notNull().references("events.id"))
        .addColumn("ticket_name", "text", (c) => c.notNull())
        .addColumn("short_description", "text", (c) => c.notNull())
        .addColumn("price", "text", (c) => c.notNull())
        .addColumn("ticket_stock", "text", (c) => c.notNull().check(sql`ticket_stock IN ('limited', 'unlimited')`))
        .addColumn("stock_limit", "integer")
        .addColumn("sold", "integer", (c) => c.notNull())
        .addColumn("sort_order", "integer", (c) => c.notNull())
        .addColumn("purchase_limit", "integer", (c) => c.notNull())
        .execute();
      await index("tickets_event").on("tickets").column("event_id").execute();
      await table("vouchers")
        .addColumn("event_id", "integer", (c) => c.notNull().references("events.id"))
        .addColumn("code", "text", (c) => c.notNull())
        .addColumn("code_key", "text", (c) => c.notNull())
        .addColumn("discount", "double precision", (c) => c.notNull())
        .addPrimaryKeyConstraint("vouchers_pk", ["event_id", "code_key"])
        .execute();
      await table("guest_list")
        .addColumn("token", "text", (c) => c.primaryKey())
        .addColumn("event_id", "integer", (c) => c.notNull().references("events.id"))
        .addColumn("ticket_id", "integer", (c) => c.notNull().references("tickets.id"))
        .addColumn("used", "integer", (c) => c.notNull())
        .addColumn("used_by_order", "text")
        .execute();
      let orders = table("orders")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("event_id", "integer", (c) => c.notNull().references("events.id"))
        .addColumn("link_token", "text", (c) => c.notNull().unique())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("payment_method", "text", (c) => c.notNull())
        .addColumn("voucher_code", "text")
        .addColumn("guest_list_token", "text");
      for (const name of ["first_name", "last_name", "email", "street", "post_code", "city", "country"])
        orders = orders.addColumn(name, "text", (c) => c.notNull());
      for (const name of ["country_code", "company_name", "vat_number", "lang"])
        orders = orders.addColumn(name, "text");
      for (const name of ["currency", "price_before_discount", "discount_amount", "final_price_paid", "created_at"])
        orders = orders.addColumn(name, "text", (c) => c.notNull());
      for (const name of ["provider", "provider_ref", "reservation_id", "return_token", "status_reason", "updated_at"])
        orders = orders.addColumn(name, "text");
      await orders.execute();
      await table("order_lines")
        .addColumn("order_id", "text", (c) => c.notNull().references("orders.id"))
        .addColumn("ticket_id", "integer", (c) => c.notNull().references("tickets.id"))
        .addColumn("ticket_name", "text", (c) => c.notNull())
        .addColumn("unit_price", "text", (c) => c.notNull())
        .addColumn("quantity", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("order_lines_pk", ["order_id", "ticket_id"])
        .execute();
      await table("issued_tickets")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("order_id", "text", (c) => c.notNull().references("orders.id"))
        .addColumn("ticket_id", "integer", (c) => c.notNull().references("tickets.id"))
        .addColumn("position", "integer", (c) => c.notNull())
        .addColumn("code", "text", (c) => c.notNull().unique())
        .execute();
      await index("issued_tickets_order").on("issued_tickets").column("order_id").execute();
      await table("reservations")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("event_id", "integer", (c) => c.notNull().references("events.id"))
        .addColumn("status", "text", (c) =>
          c.notNull().check(sql`status IN ('held', 'expired', 'consumed', 'released')`),
        )
        .addColumn("expires_at", "bigint", (c) => c.notNull())
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .execute();
      await index("reservations_held").on("reservations").columns(["status", "expires_at"]).execute();
      await table("reservation_lines")
        .addColumn("reservation_id", "text", (c) => c.notNull().references("reservations.id"))
        .addColumn("ticket_id", "integer", (c) => c.notNull().references("tickets.id"))
        .addColumn("quantity", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("reservation_lines_pk", ["reservation_id", "ticket_id"])
        .execute();
      await index("reservation_lines_ticket").on("reservation_lines").column("ticket_id").execute();
      await table("idempotency_keys")
        .addColumn("key", "text", (c) => c.notNull())
        .addColumn("route", "text", (c) => c.notNull())
        .addColumn("body_hash", "text", (c) => c.notNull())
        .addColumn("status", "integer")
        .addColumn("response", "text")
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addPrimaryKeyConstraint("idempotency_keys_pk", ["key", "route"])
        .execute();
      await table("sandbox_payments")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("provider", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("amount", "text", (c) => c.notNull())
        .addColumn("currency", "text", (c) => c.notNull())
        .addColumn("secret", "text")
        .addColumn("data", "text", (c) => c.notNull())
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .execute();
      await table("sandbox_controls")
        .addColumn("target", "text", (c) => c.primaryKey())
        .addColumn("outcome", "text", (c) => c.notNull())
        .addColumn("times", "integer", (c) => c.notNull())
        .execute();
    },
  };
}
