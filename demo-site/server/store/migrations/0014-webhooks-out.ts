// STUB (owned by WEBHOOKS): fill in this migration's tables and say what they are for.
import type { Kysely, Migration } from "kysely";
import type { MigrationContext } from "./context.ts";

export function webhooksOut(_context: MigrationContext): Migration {
  return {
    async up(_db: Kysely<any>) {},
  };
}
