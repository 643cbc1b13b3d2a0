import { sql, type Kysely } from "kysely";
import type { Store } from "../store/index.ts";

// Tests check what the database holds with plain SQL. Through the store's own Kysely instance (not part of the
// Store interface) and with `?` placeholders bound as parameters, the same text runs on SQLite and PostgreSQL.

function kyselyOf(store: Store): Kysely<any> {
  const db = (store as { kysely?: Kysely<any> }).kysely;
  if (!db) throw new Error("This store has no Kysely instance to run test SQL on.");
  return db;
}

function query(text: string, params: unknown[]) {
  const parts = text.split("?");
  if (parts.length !== params.length + 1)
    throw new Error(`${params.length} parameters for ${parts.length - 1} placeholders in: ${text}`);
  return sql(Object.assign([...parts], { raw: [...parts] }) as unknown as TemplateStringsArray, ...params);
}

/** Every row `text` selects. */
export async function rows<T>(store: Store, text: string, ...params: unknown[]): Promise<T[]> {
  return (await query(text, params).execute(kyselyOf(store))).rows as T[];
}

/** The first row `text` selects (undefined when none). */
export async function row<T>(store: Store, text: string, ...params: unknown[]): Promise<T> {
  return (await rows<T>(store, text, ...params))[0] as T;
}

/** Runs a statement; returns how many rows it changed. */
export async function run(store: Store, text: string, ...params: unknown[]): Promise<number> {
  return Number((await query(text, params).execute(kyselyOf(store))).numAffectedRows ?? 0);
}
