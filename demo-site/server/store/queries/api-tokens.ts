// The queries of migration 0015-api-tokens's table: make, find by hash, list, revoke, mark used.
import type { Kysely, Selectable } from "kysely";
import type { StoreDialect } from "../dialect.ts";
import type { Database } from "../schema.ts";
import type { ApiTokensTable } from "../schema-api-tokens.ts";

export type ApiTokenRow = Selectable<ApiTokensTable>;

export interface ApiTokensQueries {
  insert(row: ApiTokenRow): Promise<void>;
  /** The token with this hash, revoked or not; undefined when none has it. */
  byHash(tokenHash: string): Promise<ApiTokenRow | undefined>;
  /** The organizer's tokens, newest first, revoked ones included. */
  list(organizerId: number): Promise<ApiTokenRow[]>;
  /** The organizer's token `id`, or undefined (another organizer's is not found either). */
  get(organizerId: number, id: string): Promise<ApiTokenRow | undefined>;
  /** Revokes it if it still works; false when it was revoked already. */
  revoke(organizerId: number, id: string, now: number): Promise<boolean>;
  touch(id: string, now: number): Promise<void>;
}

const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const tokenRow = (r: ApiTokenRow): ApiTokenRow => ({
  ...r,
  organizer_id: Number(r.organizer_id),
  created_by: numOrNull(r.created_by),
  created_at: Number(r.created_at),
  last_used_at: numOrNull(r.last_used_at),
  revoked_at: numOrNull(r.revoked_at),
});

export function apiTokensQueries(db: Kysely<Database>, _dialect: StoreDialect): ApiTokensQueries {
  return {
    async insert(row) {
      await db.insertInto("api_tokens").values(row).execute();
    },
    async byHash(tokenHash) {
      const row = await db.selectFrom("api_tokens").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();
      return row && tokenRow(row);
    },
    async list(organizerId) {
      const rows = await db
        .selectFrom("api_tokens")
        .selectAll()
        .where("organizer_id", "=", organizerId)
        .orderBy("created_at", "desc")
        .orderBy("id")
        .execute();
      return rows.map(tokenRow);
    },
    async get(organizerId, id) {
      const row = await db
        .selectFrom("api_tokens")
        .selectAll()
        .where("organizer_id", "=", organizerId)
        .where("id", "=", id)
        .executeTakeFirst();
      return row && tokenRow(row);
    },
    async revoke(organizerId, id, now) {
      const result = await db
        .updateTable("api_tokens")
        .set({ revoked_at: now })
        .where("organizer_id", "=", organizerId)
        .where("id", "=", id)
        .where("revoked_at", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async touch(id, now) {
      await db.updateTable("api_tokens").set({ last_used_at: now }).where("id", "=", id).execute();
    },
  };
}
