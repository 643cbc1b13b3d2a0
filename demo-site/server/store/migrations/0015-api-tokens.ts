// API tokens (store/schema-api-tokens.ts): one row per token an organizer's owner made, with only the token's
// SHA-256 kept, so a copy of the database authenticates no one. Found by that hash on every bearer request.
import type { Kysely, Migration } from "kysely";
import type { MigrationContext } from "./context.ts";

export function apiTokens(_context: MigrationContext): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("api_tokens")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("organizer_id", "integer", (c) => c.notNull().references("organizers.id").onDelete("cascade"))
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("scopes", "text", (c) => c.notNull())
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("prefix", "text", (c) => c.notNull())
        .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("last_used_at", "bigint")
        .addColumn("revoked_at", "bigint")
        .execute();
      await db.schema.createIndex("api_tokens_organizer").on("api_tokens").column("organizer_id").execute();
    },
  };
}
