import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import type { AccountQueries } from "./accounts-types.ts";
import { accountOrganizerQueries } from "./accounts-organizers.ts";
import { accountSessionQueries } from "./accounts-sessions.ts";
import { accountUserQueries } from "./accounts-users.ts";

/** The back office's accounts (accounts-types.ts says what each query does). */
export function accountQueries(db: Kysely<Database>): AccountQueries {
  return { ...accountUserQueries(db), ...accountSessionQueries(db), ...accountOrganizerQueries(db) };
}
