import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";
import type { AccountQueries, InvitationRow, SessionRow } from "./accounts-types.ts";
import { userRow } from "./accounts-users.ts";

const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const sessionRow = (r: SessionRow): SessionRow => ({
  ...r,
  created_at: Number(r.created_at),
  last_seen_at: Number(r.last_seen_at),
  auth_at: Number(r.auth_at),
});
const invitationRow = (r: InvitationRow): InvitationRow => ({
  ...r,
  operator: Number(r.operator),
  created_at: Number(r.created_at),
  expires_at: Number(r.expires_at),
  used_at: numOrNull(r.used_at),
  revoked_at: numOrNull(r.revoked_at),
});

type SessionQueries = Pick<
  AccountQueries,
  | "insertSession"
  | "sessionByTokenHash"
  | "touchSession"
  | "deleteSession"
  | "deleteSessionsOf"
  | "pruneSessions"
  | "insertInvitation"
  | "invitationByTokenHash"
  | "useInvitation"
  | "openInvitations"
  | "revokeInvitation"
  | "putChallenge"
  | "takeChallenge"
>;

/** Sessions, invitations and WebAuthn challenges: everything found by a hashed token. */
export function accountSessionQueries(db: Kysely<Database>): SessionQueries {
  return {
    async insertSession(row) {
      await db.insertInto("sessions").values(row).execute();
    },
    async sessionByTokenHash(tokenHash) {
      const session = await db
        .selectFrom("sessions")
        .selectAll()
        .where("token_hash", "=", tokenHash)
        .executeTakeFirst();
      if (!session) return undefined;
      const user = await db.selectFrom("users").selectAll().where("id", "=", session.user_id).executeTakeFirst();
      return user && { session: sessionRow(session), user: userRow(user) };
    },
    async touchSession(id, now) {
      await db.updateTable("sessions").set({ last_seen_at: now }).where("id", "=", id).execute();
    },
    async deleteSession(id) {
      await db.deleteFrom("sessions").where("id", "=", id).execute();
    },
    async deleteSessionsOf(userId) {
      const result = await db.deleteFrom("sessions").where("user_id", "=", userId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    async pruneSessions(idleBefore, createdBefore) {
      const result = await db
        .deleteFrom("sessions")
        .where((eb) => eb.or([eb("last_seen_at", "<", idleBefore), eb("created_at", "<", createdBefore)]))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    async insertInvitation(row) {
      const { id } = await db.insertInto("invitations").values(row).returning("id").executeTakeFirstOrThrow();
      return Number(id);
    },
    async invitationByTokenHash(tokenHash) {
      const row = await db.selectFrom("invitations").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();
      return row && invitationRow(row);
    },
    async useInvitation(id, now) {
      const result = await db
        .updateTable("invitations")
        .set({ used_at: now })
        .where("id", "=", id)
        .where("used_at", "is", null)
        .where("revoked_at", "is", null)
        .where("expires_at", ">", now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async openInvitations(organizerId) {
      const rows = await db
        .selectFrom("invitations")
        .selectAll()
        .where("organizer_id", "=", organizerId)
        .where("used_at", "is", null)
        .where("revoked_at", "is", null)
        .orderBy("id", "desc")
        .execute();
      return rows.map(invitationRow);
    },
    async revokeInvitation(organizerId, id, now) {
      const result = await db
        .updateTable("invitations")
        .set({ revoked_at: now })
        .where("id", "=", id)
        .where("organizer_id", "=", organizerId)
        .where("used_at", "is", null)
        .where("revoked_at", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async putChallenge(row) {
      await db.insertInto("webauthn_challenges").values(row).execute();
    },
    async takeChallenge(challenge, now) {
      await db.deleteFrom("webauthn_challenges").where("expires_at", "<=", now).execute();
      const row = await db
        .deleteFrom("webauthn_challenges")
        .where("challenge", "=", challenge)
        .returningAll()
        .executeTakeFirst();
      return row && { ...row, expires_at: Number(row.expires_at) };
    },
  };
}
