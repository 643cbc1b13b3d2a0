import type { Selectable } from "kysely";
import type {
  InvitationsTable,
  MemberRole,
  SessionsTable,
  UsersTable,
  WebauthnChallengesTable,
  WebauthnCredentialsTable,
} from "../schema.ts";

// The back office's accounts as the store offers them (queries in accounts-*.ts). Times are epoch ms; tokens and
// codes arrive here hashed already (domain/accounts hashes them), so nothing below ever sees a secret.

export type UserRow = Selectable<UsersTable>;
export type NewUser = Omit<UserRow, "id" | "totp_last_step">;
export type SessionRow = Selectable<SessionsTable>;
export type InvitationRow = Selectable<InvitationsTable>;
export type NewInvitation = Omit<InvitationRow, "id" | "used_at" | "revoked_at">;
export type CredentialRow = Selectable<WebauthnCredentialsTable>;
export type ChallengeRow = Selectable<WebauthnChallengesTable>;

export interface MemberRow {
  user_id: number;
  email: string;
  name: string;
  role: MemberRole;
  created_at: number;
}

export interface OrganizerAccountRow {
  id: number;
  subdomain: string;
  name: string;
  currency: string;
  user_commission: number;
  user_added_commission: number;
}

export interface AccountQueries {
  /** Inserts the user; returns its id. */
  createUser(user: NewUser): Promise<number>;
  userById(id: number): Promise<UserRow | undefined>;
  /** By the lower-cased email. */
  userByEmail(email: string): Promise<UserRow | undefined>;
  userByWebauthnId(webauthnUserId: string): Promise<UserRow | undefined>;
  setName(userId: number, name: string): Promise<void>;
  setOperator(userId: number): Promise<void>;
  setPassword(userId: number, passwordHash: string, totpSecret: string): Promise<void>;
  /** Records `step` as the last TOTP step used, only if it is later than the one recorded; false: a replay. */
  advanceTotpStep(userId: number, step: number): Promise<boolean>;

  /** The user's organizers with their role there, by name. */
  membershipsOf(userId: number): Promise<{ organizer_id: number; name: string; role: MemberRole }[]>;
  role(userId: number, organizerId: number): Promise<MemberRole | undefined>;
  members(organizerId: number): Promise<MemberRow[]>;
  /** Adds the membership; an existing one keeps its role (roles change through setRole only). */
  addMember(userId: number, organizerId: number, role: MemberRole, now: number): Promise<void>;
  setRole(userId: number, organizerId: number, role: MemberRole): Promise<boolean>;
  removeMember(userId: number, organizerId: number): Promise<boolean>;
  countOwners(organizerId: number): Promise<number>;

  addCredential(row: CredentialRow): Promise<void>;
  credential(id: string): Promise<CredentialRow | undefined>;
  credentialsOf(userId: number): Promise<CredentialRow[]>;
  /** Stores the authenticator's new signature counter and when it was used. */
  credentialUsed(id: string, counter: number, now: number): Promise<void>;
  deleteCredential(userId: number, id: string): Promise<boolean>;

  /** Replaces the user's recovery codes with these hashes. */
  setRecoveryCodes(userId: number, codeHashes: readonly string[]): Promise<void>;
  /** Marks an unused code used (conditional UPDATE); false: unknown or used already. */
  useRecoveryCode(userId: number, codeHash: string, now: number): Promise<boolean>;

  insertSession(row: SessionRow): Promise<void>;
  /** The session with its user, by the token's hash. */
  sessionByTokenHash(tokenHash: string): Promise<{ session: SessionRow; user: UserRow } | undefined>;
  touchSession(id: string, now: number): Promise<void>;
  deleteSession(id: string): Promise<void>;
  deleteSessionsOf(userId: number): Promise<number>;
  /** Deletes sessions last seen before `idleBefore` or created before `createdBefore`; returns how many. */
  pruneSessions(idleBefore: number, createdBefore: number): Promise<number>;

  insertInvitation(row: NewInvitation): Promise<number>;
  invitationByTokenHash(tokenHash: string): Promise<InvitationRow | undefined>;
  /** Marks the invitation used if it is still open at `now` (unused, unrevoked, unexpired); false otherwise. */
  useInvitation(id: number, now: number): Promise<boolean>;
  /** The organizer's invitations not used or revoked yet (expired ones too), newest first. */
  openInvitations(organizerId: number): Promise<InvitationRow[]>;
  revokeInvitation(organizerId: number, id: number, now: number): Promise<boolean>;

  putChallenge(row: ChallengeRow): Promise<void>;
  /** Deletes the challenge and returns it if it had not expired at `now` (single use); drops expired ones. */
  takeChallenge(challenge: string, now: number): Promise<ChallengeRow | undefined>;

  listOrganizerAccounts(): Promise<OrganizerAccountRow[]>;
  createOrganizer(row: Omit<OrganizerAccountRow, "id">): Promise<number>;
  setCommission(organizerId: number, userCommission: number, userAddedCommission: number): Promise<boolean>;
}
