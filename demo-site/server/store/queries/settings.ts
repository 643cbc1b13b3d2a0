import type { Kysely } from "kysely";
import type { SettingsQueries } from "../index.ts";
import type { Database } from "../schema.ts";

export function settingsQueries(db: Kysely<Database>): SettingsQueries {
  const get = async (key: string) =>
    (await db.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst())?.value;
  return {
    get,
    async getOrInsert(key, value) {
      // Several processes starting at once: the first insert wins, every process then reads the same value.
      await db
        .insertInto("settings")
        .values({ key, value })
        .onConflict((oc) => oc.column("key").doNothing())
        .execute();
      return (await get(key)) as string;
    },
  };
}
