import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import type { AccountQueries } from "./accounts-types.ts";

type OrganizerQueries = Pick<AccountQueries, "listOrganizerAccounts" | "createOrganizer" | "setCommission">;

/** What the operator manages of an organizer: it exists, its name and subdomain, and its commission. */
export function accountOrganizerQueries(db: Kysely<Database>): OrganizerQueries {
  return {
    listOrganizerAccounts: () =>
      db
        .selectFrom("organizers")
        .select(["id", "subdomain", "name", "currency", "user_commission", "user_added_commission"])
        .orderBy("id")
        .execute(),
    async createOrganizer(row) {
      const { id } = await db
        .insertInto("organizers")
        .values({ ...row, embed_origins: null })
        .returning("id")
        .executeTakeFirstOrThrow();
      return Number(id);
    },
    async setCommission(organizerId, user_commission, user_added_commission) {
      const result = await db
        .updateTable("organizers")
        .set({ user_commission, user_added_commission })
        .where("id", "=", organizerId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
