import { sql, type Kysely, type Migration } from "kysely";
import type { MigrationContext } from "./context.ts";

/**
 * PostgreSQL: tc_stock_taken(count, ticket) raises SQLSTATE TCSTK when a conditional UPDATE of `sold` took nothing,
 * so that the refusal is an error and aborts the transaction. The order's last writes and its COMMIT then go in one
 * round trip (queries/stock.ts' takeOrThrow): a COMMIT sent behind a refused take rolls back instead of committing an
 * order without its tickets, and the ticket row is no longer locked while this process reads the take's answer.
 * SQLite needs nothing: its takeOrThrow throws in this process.
 */
export function stockTaken(context: MigrationContext): Migration {
  return {
    async up(db: Kysely<any>) {
      if (context.dialect !== "postgres") return;
      await sql`CREATE OR REPLACE FUNCTION tc_stock_taken(taken bigint, ticket integer) RETURNS boolean LANGUAGE plpgsql AS $$
        BEGIN
          IF taken = 0 THEN
            RAISE EXCEPTION 'not enough tickets left of ticket %', ticket USING ERRCODE = 'TCSTK';
          END IF;
          RETURN true;
        END $$`.execute(db);
    },
  };
}
