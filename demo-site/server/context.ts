import type { Db } from "./db/open.ts";

/** What every handler needs; `origin` is known only once the server listens (PORT=0). */
export interface AppContext {
  db: Db;
  distDir: string;
  origin: () => string;
  /** HMAC key for ticket codes. */
  ticketSecret: Buffer;
}
