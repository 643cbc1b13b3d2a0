// An organizer's webhook endpoints: add (the secret shown this once), change (URL, events, enabled), remove, and
// rotate the secret (the old one still signs for a day, beside the new). Owners only (the routes' "settings"
// access); every change audited, the secret never in the log or in any answer but the one that made it.
import * as v from "valibot";
import type { Deps } from "../deps.ts";
import { ApiError } from "../errors.ts";
import { recordAudit, type AuditActor, type SessionActor } from "../audit/record.ts";
import type { WebhookEndpointRow } from "../../store/index.ts";
import { isBlockedHostname } from "./address-guard.ts";
import { WEBHOOK_EVENT_TYPES } from "./queue.ts";
import { newSecret } from "./signature.ts";

export type EndpointDeps = Pick<Deps, "store" | "clock"> & {
  /** Demo mode: http and local addresses allowed (the demo's receivers run on this machine). */
  demoMode: boolean;
};
type Actor = AuditActor | SessionActor;

/** How long the secret before a rotation keeps signing beside the new one. */
export const ROTATION_OVERLAP_MS = 24 * 3_600_000;

export const EndpointInput = v.object({
  url: v.pipe(v.string(), v.trim(), v.maxLength(2000, "url: at most 2000 characters.")),
  events: v.pipe(
    v.array(v.picklist(WEBHOOK_EVENT_TYPES, `events: each one of ${WEBHOOK_EVENT_TYPES.join(", ")}.`)),
    v.minLength(1, "events: pick at least one event."),
  ),
  description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ""),
});
export const EndpointPatch = v.object({
  ...v.partial(EndpointInput).entries,
  enabled: v.optional(v.boolean("enabled: true or false.")),
});

export interface EndpointView {
  id: number;
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
  disabledAt: string | null;
  disabledReason: string | null;
  /** Failing since then (ISO), null while it answers. */
  failingSince: string | null;
  /** Until then deliveries also carry a signature with the secret before the last rotation. */
  previousSecretUntil: string | null;
  createdAt: string;
  version: number;
  /** Deliveries waiting and given up. */
  pending: number;
  failed: number;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function endpointView(row: WebhookEndpointRow, health = { pending: 0, failed: 0 }): EndpointView {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: JSON.parse(row.events) as string[],
    enabled: row.disabled_at === null,
    disabledAt: iso(row.disabled_at),
    disabledReason: row.disabled_reason,
    failingSince: iso(row.failing_since),
    previousSecretUntil: iso(row.previous_secret_until),
    createdAt: iso(row.created_at)!,
    version: row.version,
    ...health,
  };
}

/** A URL deliveries can go to: http(s); https and a public host outside demo mode. 400 otherwise. */
export function checkUrl(raw: string, demoMode: boolean): string {
  const bad = (why: string) => new ApiError(400, "invalid_url", `url: ${why}`, "url");
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw bad("an absolute address such as https://example.org/webhooks.");
  }
  if (url.protocol !== "https:" && !(demoMode && url.protocol === "http:"))
    throw bad("must start with https:// (deliveries are sent over TLS only).");
  if (url.username || url.password) throw bad("must not carry a user name or password; check signatures instead.");
  if (!demoMode && isBlockedHostname(url.hostname))
    throw bad(`${url.hostname} is a local or private address; webhooks go only to public addresses.`);
  return url.toString();
}

export const endpointNotFound = () =>
  new ApiError(404, "webhook_not_found", "No such webhook endpoint among this organizer's: check the id.");

export async function ownEndpoint(
  store: Pick<Deps["store"], "webhooksOut">,
  organizerId: number,
  id: number,
): Promise<WebhookEndpointRow> {
  const row = await store.webhooksOut.endpoint(organizerId, id);
  if (!row) throw endpointNotFound();
  return row;
}

export async function listEndpoints(deps: Pick<Deps, "store">, organizerId: number): Promise<EndpointView[]> {
  const [rows, health] = await Promise.all([
    deps.store.webhooksOut.endpoints(organizerId),
    deps.store.webhooksOut.endpointHealth(organizerId),
  ]);
  return rows.map((row) => endpointView(row, health.get(row.id)));
}

const audit = (actor: Actor, organizerId: number, id: number, action: string, at: number) => ({
  actor,
  organizerId,
  action: `webhook.${action}`,
  target: `webhook:${id}`,
  at,
});

/** Adds an endpoint; the answer carries its secret, which no later answer shows. */
export async function createEndpoint(
  deps: EndpointDeps,
  actor: Actor,
  organizerId: number,
  input: v.InferOutput<typeof EndpointInput>,
): Promise<{ endpoint: EndpointView; secret: string }> {
  const url = checkUrl(input.url, deps.demoMode);
  const secret = newSecret();
  const now = deps.clock();
  return deps.store.transaction(async (tx) => {
    const id = await tx.webhooksOut.insertEndpoint({
      organizer_id: organizerId,
      url,
      description: input.description,
      events: JSON.stringify([...new Set(input.events)]),
      secret,
      created_at: now,
    });
    const endpoint = endpointView((await tx.webhooksOut.endpoint(organizerId, id))!);
    await recordAudit(tx, { ...audit(actor, organizerId, id, "create", now), after: endpoint });
    return { endpoint, secret };
  });
}

/** Changes what the patch carries; enabling it again sends what waited at once, in order. */
export async function updateEndpoint(
  deps: EndpointDeps,
  actor: Actor,
  organizerId: number,
  id: number,
  patch: v.InferOutput<typeof EndpointPatch>,
): Promise<EndpointView> {
  const now = deps.clock();
  return deps.store.transaction(async (tx) => {
    const before = await ownEndpoint(tx, organizerId, id);
    const enable = patch.enabled === true && before.disabled_at !== null;
    await tx.webhooksOut.updateEndpoint(organizerId, id, {
      ...(patch.url !== undefined ? { url: checkUrl(patch.url, deps.demoMode) } : {}),
      ...(patch.events !== undefined ? { events: JSON.stringify([...new Set(patch.events)]) } : {}),
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      ...(enable ? { disabled_at: null, disabled_reason: null, failing_since: null } : {}),
      ...(patch.enabled === false && before.disabled_at === null
        ? { disabled_at: now, disabled_reason: "disabled by a team member" }
        : {}),
    });
    if (enable) await tx.webhooksOut.resume(id, now);
    const after = endpointView((await tx.webhooksOut.endpoint(organizerId, id))!);
    await recordAudit(tx, { ...audit(actor, organizerId, id, "update", now), before: endpointView(before), after });
    return after;
  });
}

export async function deleteEndpoint(deps: EndpointDeps, actor: Actor, organizerId: number, id: number) {
  const now = deps.clock();
  await deps.store.transaction(async (tx) => {
    const before = await ownEndpoint(tx, organizerId, id);
    await tx.webhooksOut.deleteEndpoint(organizerId, id);
    await recordAudit(tx, { ...audit(actor, organizerId, id, "delete", now), before: endpointView(before) });
  });
}

/** A new secret; the one before signs beside it for ROTATION_OVERLAP_MS. The answer carries the new secret. */
export async function rotateSecret(
  deps: EndpointDeps,
  actor: Actor,
  organizerId: number,
  id: number,
): Promise<{ endpoint: EndpointView; secret: string }> {
  const now = deps.clock();
  const secret = newSecret();
  return deps.store.transaction(async (tx) => {
    const before = await ownEndpoint(tx, organizerId, id);
    await tx.webhooksOut.updateEndpoint(organizerId, id, {
      secret,
      previous_secret: before.secret,
      previous_secret_until: now + ROTATION_OVERLAP_MS,
    });
    const endpoint = endpointView((await tx.webhooksOut.endpoint(organizerId, id))!);
    await recordAudit(tx, { ...audit(actor, organizerId, id, "rotate_secret", now), after: endpoint });
    return { endpoint, secret };
  });
}
