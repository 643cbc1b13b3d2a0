// AppContext, the one object every handler gets: the domain's Deps plus the payments runtime, the event cache and
// the dist folder, built once per process by server.ts.
import type { Deps } from "./domain/deps.ts";
import type { EventCache } from "./domain/events/event-cache.ts";
import type { PaymentsRuntime } from "./domain/payments/runtime.ts";
import type { AbuseLimits } from "./domain/limits/abuse-limits.ts";
import type { TrustedProxies } from "./http/client-address.ts";
import type { FreeOrderBatcher } from "./domain/orders/free-order-batch.ts";

/**
 * What every handler gets: the domain's dependencies (store, clock, ticket secret, origin; `origin` is known only
 * once the server listens, PORT=0) and the app's own parts.
 */
export interface AppContext extends Deps {
  distDir: string;
  /** Payment API: gateways, clock, configuration. */
  payments: PaymentsRuntime;
  /** GET /api/events/:id bodies (and the version the markup cache keys on). */
  events: EventCache;
  /** Abuse limits (docs/limits.md), counted where every process sees them. */
  abuse: AbuseLimits;
  /** POST /api/orders/free: orders placed together when they arrive together. */
  freeOrders: FreeOrderBatcher;
  /** Whose X-Forwarded-For names the client (TRUST_PROXY). */
  trustProxy: TrustedProxies;
}
