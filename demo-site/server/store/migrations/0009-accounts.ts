import type { Kysely, Migration } from "kysely";
import type { MigrationContext } from "./context.ts";

/**
 * The back office's accounts: people (`users`, the operator flag on them), their roles per organizer
 * (`memberships`), their passkeys (`webauthn_credentials`), password + TOTP (on `users`, the TOTP's last accepted
 * time step so a code is used once) with hashed single-use `recovery_codes`, `sessions` (only the SHA-256 of the
 * cookie's token is kept), `invitations` (hashed token, bound to an email, single use, expiring) and the WebAuthn
 * challenges handed out (`webauthn_challenges`: server-side, short-lived, deleted when used). Nothing here holds a
 * secret a reader of the database could use as it stands: tokens and codes are hashed, passwords scrypt-hashed.
 * Notice mails (invitations) also need a recipient, a language and their content on the outbox row.
 */
export function accounts({ dialect }: MigrationContext): Migration {
  const id = (c: any) => (dialect === "postgres" ? c.primaryKey() : c.primaryKey().autoIncrement());
  const idType = dialect === "postgres" ? "serial" : "integer";
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("users")
        .addColumn("id", idType, id)
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("operator", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("webauthn_user_id", "text", (c) => c.notNull().unique())
        .addColumn("password_hash", "text")
        .addColumn("totp_secret", "text")
        .addColumn("totp_last_step", "bigint")
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("memberships")
        .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("organizer_id", "integer", (c) => c.notNull().references("organizers.id").onDelete("cascade"))
        .addColumn("role", "text", (c) => c.notNull())
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addPrimaryKeyConstraint("memberships_pk", ["user_id", "organizer_id"])
        .execute();
      await db.schema.createIndex("memberships_organizer").on("memberships").column("organizer_id").execute();
      await db.schema
        .createTable("webauthn_credentials")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("public_key", "text", (c) => c.notNull())
        .addColumn("counter", "bigint", (c) => c.notNull())
        .addColumn("transports", "text")
        .addColumn("device_type", "text", (c) => c.notNull())
        .addColumn("backed_up", "integer", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("last_used_at", "bigint")
        .execute();
      await db.schema.createIndex("webauthn_credentials_user").on("webauthn_credentials").column("user_id").execute();
      await db.schema
        .createTable("recovery_codes")
        .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("code_hash", "text", (c) => c.notNull())
        .addColumn("used_at", "bigint")
        .addPrimaryKeyConstraint("recovery_codes_pk", ["user_id", "code_hash"])
        .execute();
      await db.schema
        .createTable("sessions")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("last_seen_at", "bigint", (c) => c.notNull())
        .addColumn("auth_at", "bigint", (c) => c.notNull())
        .addColumn("ip", "text")
        .addColumn("user_agent", "text")
        .execute();
      await db.schema.createIndex("sessions_user").on("sessions").column("user_id").execute();
      await db.schema
        .createTable("invitations")
        .addColumn("id", idType, id)
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("organizer_id", "integer", (c) => c.references("organizers.id").onDelete("cascade"))
        .addColumn("operator", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("role", "text")
        .addColumn("invited_by", "integer", (c) => c.references("users.id").onDelete("set null"))
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("expires_at", "bigint", (c) => c.notNull())
        .addColumn("used_at", "bigint")
        .addColumn("revoked_at", "bigint")
        .execute();
      await db.schema.createIndex("invitations_organizer").on("invitations").column("organizer_id").execute();
      await db.schema
        .createTable("webauthn_challenges")
        .addColumn("challenge", "text", (c) => c.primaryKey())
        .addColumn("purpose", "text", (c) => c.notNull())
        .addColumn("subject", "text")
        .addColumn("expires_at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema.alterTable("mail_outbox").addColumn("recipient", "text").execute();
      await db.schema.alterTable("mail_outbox").addColumn("lang", "text").execute();
      await db.schema.alterTable("mail_outbox").addColumn("data", "text").execute();
    },
  };
}
