// The contract between the back office's routes and the guard every /api/manage request goes through
// (routes/manage/guard.ts): what a method needs (access, fresh) and what the guard hands it (ManageCall), whether
// a person signed in or another system with an API token called. Every route file exports ManageRoutes;
// routes/manage/index.ts is their table.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AppContext } from "../../context.ts";
import type { AuditActor } from "../../domain/audit/record.ts";
import type { OrderEventActor } from "../../domain/order-events/record.ts";
import type { ApiTokenScope } from "../../store/index.ts";

export type Role = "owner" | "manager" | "door";

/** What a method needs. "public": anyone (sign-in steps); "signed-in": any session; "operator": the operator;
 *  the rest: a member of the organizer in the path (the first capture) whose role grants it:
 *  owner: all; manager: catalog, orders, check-in; door: check-in. */
export type Access = "public" | "signed-in" | "operator" | "catalog" | "team" | "settings" | "orders" | "check-in";

/** The API token a call came with (routes/manage/guard-token.ts). */
export interface TokenActor {
  /** "tok_…" */
  id: string;
  name: string;
  scopes: ApiTokenScope[];
}

/** The paired check-in device a call came with (its device token; routes/manage/guard-token.ts). */
export interface DeviceActor {
  /** "dev_…" */
  id: string;
  name: string;
  /** The check-in lists it may scan for. */
  listIds: number[];
  /** Set when the device was unpaired: only a method with `revokedDevice` gets such a call. */
  revoked: boolean;
}

/**
 * Who calls: a signed-in person, or (with `token` set) another system with an API token. A token's actor has the
 * token's maker as userId (0 when that account is gone), `API token "name" (tok_…)` as email and name, no session
 * and authAt 0 (never a fresh sign-in). Name it in the timeline and the audit log through orderEventActor and
 * auditActorOf below, which say it was the token.
 */
export interface Actor {
  userId: number;
  email: string;
  name: string;
  operator: boolean;
  sessionId: string;
  /** epoch ms of the last passkey/TOTP sign-in in this session (for `fresh`) */
  authAt: number;
  /** Set when an API token called instead of a person. */
  token?: TokenActor;
  /** Set when a paired check-in device called (role "door", access "check-in" only, its own lists only). */
  device?: DeviceActor;
}

/** The actor as the order timeline shows it. */
export function orderEventActor(actor: Actor): OrderEventActor {
  if (actor.token) return { kind: "token", tokenId: actor.token.id, label: actor.name };
  return { kind: "member", userId: actor.userId, label: actor.email };
}

/** The actor as the audit log keeps it: a token's change is its maker's, labeled with the token. */
export function auditActorOf(actor: Actor): AuditActor {
  if (actor.token) return { kind: "user", id: actor.userId || null, label: actor.name };
  return { kind: actor.operator ? "operator" : "user", id: actor.userId, label: actor.email };
}

export interface ManageCall {
  /** the pattern's captures */
  params: string[];
  /** null only for "public" */
  actor: Actor | null;
  /** organizer-scoped access: capture 1, checked: the actor is a member (else 404) */
  organizerId: number | null;
  /** the actor's role there (operator acting on an organizer: "owner"; a token: "manager" when it has an orders
   *  scope, else "door") */
  role: Role | null;
  /** parsed JSON for POST/PUT/PATCH/DELETE (the guard refuses non-JSON with 415) */
  body: unknown;
}

export interface ManageMethod {
  access: Access;
  /** needs a passkey/TOTP sign-in within the last 10 minutes: 403 reauth_required otherwise */
  fresh?: boolean;
  /** An API token whose scope allows the method may call it although a session needs `fresh` (exports: they read,
   *  and a token cannot sign in again). Without it a fresh-only method refuses every token (403 token_not_allowed):
   *  money and power need a person. */
  tokenWithoutFresh?: boolean;
  /** A revoked device's token still reaches this method, with `actor.device.revoked` set (the offline batch: its
   *  queued scans are kept as "from a revoked device", never counted). Every other method refuses it (401). */
  revokedDevice?: boolean;
  handle(ctx: AppContext, req: IncomingMessage, res: ServerResponse, call: ManageCall): Promise<void>;
}

export interface ManageRoute {
  /** organizer-scoped ones start with ^\/api\/manage\/organizers\/(\d+) */
  pattern: RegExp;
  methods: Partial<Record<"GET" | "POST" | "PUT" | "PATCH" | "DELETE", ManageMethod>>;
}
