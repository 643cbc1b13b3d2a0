import type { Db } from "./store/sqlite/open.ts";
import type { PaymentsRuntime } from "./domain/payments/runtime.ts";

/** What every handler needs; `origin` is known only once the server listens (PORT=0). */
export interface AppContext {
  db: Db;
  distDir: string;
  origin: () => string;
  /** HMAC key for ticket codes. */
  ticketSecret: Buffer;
  /** Payment API (issue 9): gateways, clock, configuration. */
  payments: PaymentsRuntime;
}
