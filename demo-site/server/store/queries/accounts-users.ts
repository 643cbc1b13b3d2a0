import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import type { AccountQueries, CredentialRow, UserRow } from "./accounts-types.ts";

// PostgreSQL hands bigint columns back as strings: every epoch-ms time is read through these.
const num = (v: unknown) => Number(v);
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
export const userRow = (r: UserRow): UserRow => ({
  ...r,
  operator: Number(r.operator),
  totp_last_step: numOrNull(r.totp_last_step),
  created_at: num(r.created_at),
});
const credentialRow = (r: CredentialRow): CredentialRow => ({
  ...r,
  counter: num(r.counter),
  backed_up: Number(r.backed_up),
  created_at: num(r.created_at),
  last_used_at: numOrNull(r.last_used_at),
});

type UserQueries = Pick<
  AccountQueries,
  | "createUser"
  | "userById"
  | "userByEmail"
  | "userByWebauthnId"
  | "setName"
  | "setOperator"
  | "setPassword"
  | "advanceTotpStep"
  | "membershipsOf"
  | "role"
  | "members"
  | "addMember"
  | "setRole"
  | "removeMember"
  | "countOwners"
  | "addCredential"
  | "credential"
  | "credentialsOf"
  | "credentialUsed"
  | "deleteCredential"
  | "setRecoveryCodes"
  | "useRecoveryCode"
>;

/** Users, their memberships, passkeys and recovery codes. */
export function accountUserQueries(db: Kysely<Database>): UserQueries {
  const user = async (column: "id" | "email" | "webauthn_user_id", value: number | string) => {
    const row = await db
      .selectFrom("users")
      .selectAll()
      .where(column, "=", value as never)
      .executeTakeFirst();
    return row && userRow(row);
  };
  return {
    async createUser(u) {
      const { id } = await db.insertInto("users").values(u).returning("id").executeTakeFirstOrThrow();
      return Number(id);
    },
    userById: (id) => user("id", id),
    userByEmail: (email) => user("email", email),
    userByWebauthnId: (id) => user("webauthn_user_id", id),
    async setName(userId, name) {
      await db.updateTable("users").set({ name }).where("id", "=", userId).execute();
    },
    async setOperator(userId) {
      await db.updateTable("users").set({ operator: 1 }).where("id", "=", userId).execute();
    },
    async setPassword(userId, password_hash, totp_secret) {
      await db
        .updateTable("users")
        .set({ password_hash, totp_secret, totp_last_step: null })
        .where("id", "=", userId)
        .execute();
    },
    async advanceTotpStep(userId, step) {
      const result = await db
        .updateTable("users")
        .set({ totp_last_step: step })
        .where("id", "=", userId)
        .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    membershipsOf: (userId) =>
      db
        .selectFrom("memberships")
        .innerJoin("organizers", "organizers.id", "memberships.organizer_id")
        .select(["memberships.organizer_id", "organizers.name", "memberships.role"])
        .where("memberships.user_id", "=", userId)
        .orderBy("organizers.name")
        .orderBy("memberships.organizer_id")
        .execute(),
    async role(userId, organizerId) {
      const row = await db
        .selectFrom("memberships")
        .select("role")
        .where("user_id", "=", userId)
        .where("organizer_id", "=", organizerId)
        .executeTakeFirst();
      return row?.role;
    },
    async members(organizerId) {
      const rows = await db
        .selectFrom("memberships")
        .innerJoin("users", "users.id", "memberships.user_id")
        .select(["users.id as user_id", "users.email", "users.name", "memberships.role", "memberships.created_at"])
        .where("memberships.organizer_id", "=", organizerId)
        .orderBy("users.email")
        .execute();
      return rows.map((r) => ({ ...r, created_at: num(r.created_at) }));
    },
    async addMember(user_id, organizer_id, role, now) {
      await db
        .insertInto("memberships")
        .values({ user_id, organizer_id, role, created_at: now })
        .onConflict((oc) => oc.columns(["user_id", "organizer_id"]).doNothing())
        .execute();
    },
    async setRole(userId, organizerId, role) {
      const result = await db
        .updateTable("memberships")
        .set({ role })
        .where("user_id", "=", userId)
        .where("organizer_id", "=", organizerId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async removeMember(userId, organizerId) {
      const result = await db
        .deleteFrom("memberships")
        .where("user_id", "=", userId)
        .where("organizer_id", "=", organizerId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
    async countOwners(organizerId) {
      const row = await db
        .selectFrom("memberships")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("organizer_id", "=", organizerId)
        .where("role", "=", "owner")
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    async addCredential(row) {
      await db.insertInto("webauthn_credentials").values(row).execute();
    },
    async credential(id) {
      const row = await db.selectFrom("webauthn_credentials").selectAll().where("id", "=", id).executeTakeFirst();
      return row && credentialRow(row);
    },
    async credentialsOf(userId) {
      const rows = await db
        .selectFrom("webauthn_credentials")
        .selectAll()
        .where("user_id", "=", userId)
        .orderBy("created_at")
        .execute();
      return rows.map(credentialRow);
    },
    async credentialUsed(id, counter, now) {
      await db.updateTable("webauthn_credentials").set({ counter, last_used_at: now }).where("id", "=", id).execute();
    },
    async deleteCredential(userId, id) {
      const result = await db
        .deleteFrom("webauthn_credentials")
        .where("user_id", "=", userId)
        .where("id", "=", id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
    async setRecoveryCodes(userId, hashes) {
      await db.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
      if (hashes.length > 0)
        await db
          .insertInto("recovery_codes")
          .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null })))
          .execute();
    },
    async useRecoveryCode(userId, codeHash, now) {
      const result = await db
        .updateTable("recovery_codes")
        .set({ used_at: now })
        .where("user_id", "=", userId)
        .where("code_hash", "=", codeHash)
        .where("used_at", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
