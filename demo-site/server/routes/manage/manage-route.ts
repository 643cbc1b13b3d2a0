// The contract between the back office's routes and the guard every /api/manage request goes through
// (routes/manage/guard.ts): what a method needs (access, fresh) and what the guard hands it (ManageCall).
// CATALOG's and ACCOUNTS' route files export ManageRoutes; routes/manage/index.ts is their table.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AppContext } from "../../context.ts";

export type Role = "owner" | "manager" | "door";

/** What a method needs. "public": anyone (sign-in steps); "signed-in": any session; "operator": the operator;
 *  the rest: a member of the organizer in the path (the first capture) whose role grants it:
 *  owner: all; manager: catalog, orders, check-in; door: check-in. */
export type Access = "public" | "signed-in" | "operator" | "catalog" | "team" | "settings" | "orders" | "check-in";

export interface Actor {
  userId: number;
  email: string;
  name: string;
  operator: boolean;
  sessionId: string;
  /** epoch ms of the last passkey/TOTP sign-in in this session (for `fresh`) */
  authAt: number;
}

export interface ManageCall {
  /** the pattern's captures */
  params: string[];
  /** null only for "public" */
  actor: Actor | null;
  /** organizer-scoped access: capture 1, checked: the actor is a member (else 404) */
  organizerId: number | null;
  /** the actor's role there (operator acting on an organizer: "owner") */
  role: Role | null;
  /** parsed JSON for POST/PUT/PATCH/DELETE (the guard refuses non-JSON with 415) */
  body: unknown;
}

export interface ManageMethod {
  access: Access;
  /** needs a passkey/TOTP sign-in within the last 10 minutes: 403 reauth_required otherwise */
  fresh?: boolean;
  handle(ctx: AppContext, req: IncomingMessage, res: ServerResponse, call: ManageCall): Promise<void>;
}

export interface ManageRoute {
  /** organizer-scoped ones start with ^\/api\/manage\/organizers\/(\d+) */
  pattern: RegExp;
  methods: Partial<Record<"GET" | "POST" | "PUT" | "PATCH" | "DELETE", ManageMethod>>;
}
