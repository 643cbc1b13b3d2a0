// The tables of migration 0015-api-tokens, as Kysely sees them: an organizer's API tokens, which other systems send
// as `Authorization: Bearer …` to the /api/manage routes their scopes allow (routes/manage/guard-token.ts).

/** What a token may do: read orders (and export them), change orders, check tickets in. */
export type ApiTokenScope = "orders:read" | "orders:write" | "check-in";

export interface ApiTokensTable {
  /** A public id ("tok_…"): the list, the audit log and the order timeline name the token by it. */
  id: string;
  organizer_id: number;
  /** What its owner called it ("Door scanner"). */
  name: string;
  /** The scopes, space-separated. */
  scopes: string;
  /** SHA-256 of the token, base64url: the token itself is shown once, when made, and never kept. */
  token_hash: string;
  /** The token's first characters, to tell tokens apart in the list (not enough to guess the rest). */
  prefix: string;
  /** Who made it; NULL once that person's account is gone. */
  created_by: number | null;
  /** Epoch ms. */
  created_at: number;
  /** Epoch ms of its last accepted request (updated at most once a minute); NULL: never used. */
  last_used_at: number | null;
  /** Epoch ms it was revoked; NULL: it works. */
  revoked_at: number | null;
}

export interface ApiTokensTables {
  api_tokens: ApiTokensTable;
}

/** Its tables with data, children first (store/schema.ts' dataTables, for resets). */
export const apiTokensDataTables = ["api_tokens"] as const;
