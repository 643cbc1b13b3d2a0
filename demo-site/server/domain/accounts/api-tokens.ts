// API tokens: other systems (a door scanner, a CRM) call the same /api/manage routes as the back office with
// `Authorization: Bearer <token>`. An owner makes one with a fresh sign-in, names it and picks its scopes; the token
// is shown once in the answer and only its SHA-256 is kept; revoking is at once and for good. Both are audited.
import { recordAudit, type AuditActor, type SessionActor } from "../audit/record.ts";
import type { Deps } from "../deps.ts";
import { ApiError } from "../errors.ts";
import { randomId } from "../random-id.ts";
import type { ApiTokenRow, ApiTokenScope } from "../../store/index.ts";
import { hashToken, randomToken } from "./tokens.ts";

export const API_TOKEN_SCOPES: readonly ApiTokenScope[] = ["orders:read", "orders:write", "check-in"];
/** Every token starts so: a secret scanner (or a person) can tell what leaked. */
export const API_TOKEN_PREFIX = "tkt_";
/** A token is marked used at most this often: not a write per request. */
const TOUCH_EVERY_MS = 60_000;

type TokenDeps = Pick<Deps, "store" | "clock">;

export interface ApiTokenView {
  id: string;
  name: string;
  scopes: ApiTokenScope[];
  /** The token's first characters. */
  prefix: string;
  createdBy: number | null;
  createdAt: number;
  lastUsedAt: number | null;
  revokedAt: number | null;
}

export const scopesOf = (row: ApiTokenRow) => row.scopes.split(" ").filter(Boolean) as ApiTokenScope[];

function view(row: ApiTokenRow): ApiTokenView {
  return {
    id: row.id,
    name: row.name,
    scopes: scopesOf(row),
    prefix: row.prefix,
    createdBy: row.created_by,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  };
}

export async function listApiTokens(deps: Pick<Deps, "store">, organizerId: number): Promise<ApiTokenView[]> {
  return (await deps.store.apiTokens.list(organizerId)).map(view);
}

/** Makes a token; its secret is in the answer only, never stored, logged or audited. */
export async function createApiToken(
  deps: TokenDeps,
  actor: SessionActor,
  organizerId: number,
  input: { name: string; scopes: readonly ApiTokenScope[] },
): Promise<{ token: string; apiToken: ApiTokenView }> {
  const scopes = API_TOKEN_SCOPES.filter((s) => input.scopes.includes(s));
  if (scopes.length === 0)
    throw new ApiError(
      400,
      "invalid_request",
      `scopes: pick at least one of ${API_TOKEN_SCOPES.join(", ")}.`,
      "scopes",
    );
  const token = `${API_TOKEN_PREFIX}${randomToken()}`;
  const row: ApiTokenRow = {
    id: `tok_${randomId(12)}`,
    organizer_id: organizerId,
    name: input.name,
    scopes: scopes.join(" "),
    token_hash: hashToken(token),
    prefix: token.slice(0, API_TOKEN_PREFIX.length + 4),
    created_by: actor.userId,
    created_at: deps.clock(),
    last_used_at: null,
    revoked_at: null,
  };
  await deps.store.transaction(async (tx) => {
    await tx.apiTokens.insert(row);
    await recordAudit(tx, {
      actor,
      organizerId,
      action: "api_token.create",
      target: `api_token:${row.id}`,
      after: { name: row.name, scopes, prefix: row.prefix },
      at: row.created_at,
    });
  });
  return { token, apiToken: view(row) };
}

export async function revokeApiToken(deps: TokenDeps, actor: SessionActor, organizerId: number, id: string) {
  const now = deps.clock();
  return deps.store.transaction(async (tx) => {
    const row = await tx.apiTokens.get(organizerId, id);
    if (!row) throw new ApiError(404, "api_token_not_found", "No API token with this id in this organizer.");
    if (!(await tx.apiTokens.revoke(organizerId, id, now))) return view(row);
    await recordAudit(tx, {
      actor,
      organizerId,
      action: "api_token.revoke",
      target: `api_token:${id}`,
      before: { name: row.name, scopes: scopesOf(row), revokedAt: null },
      after: { name: row.name, scopes: scopesOf(row), revokedAt: now },
      at: now,
    });
    return view({ ...row, revoked_at: now });
  });
}

/** The working token `token` opens (marked used), or null: unknown or revoked. */
export async function findApiToken(deps: TokenDeps, token: string): Promise<ApiTokenRow | null> {
  if (!token.startsWith(API_TOKEN_PREFIX)) return null;
  const row = await deps.store.apiTokens.byHash(hashToken(token));
  if (!row || row.revoked_at !== null) return null;
  const now = deps.clock();
  if (row.last_used_at === null || now - row.last_used_at > TOUCH_EVERY_MS)
    await deps.store.apiTokens.touch(row.id, now);
  return row;
}

/** How the audit log names a token's change: its name and id, and the person who made it. */
export function tokenAuditActor(row: Pick<ApiTokenRow, "id" | "name" | "created_by">): AuditActor {
  return { kind: "user", id: row.created_by, label: `API token "${row.name}" (${row.id})` };
}
