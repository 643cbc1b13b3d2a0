import type { Kysely, Migration } from "kysely";

/**
 * The client an order was placed from (the keyed hash of its address, as the holds keep it: no address is stored),
 * so the cap of tickets per buyer counts per client address as well as per email: a script that changes the email
 * on every order still meets the cap.
 */
export const orderClient: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable("orders").addColumn("client_key", "text").execute();
    await db.schema.createIndex("orders_client").ifNotExists().on("orders").columns(["event_id", "client_key"]).execute();
  },
};
