// Tables of the payment API (issue 9). Amounts stay decimal strings; times in reservations are epoch ms so
// expiry compares as numbers.
export const paymentsSchemaSql = `
CREATE TABLE IF NOT EXISTS reservations (
  id TEXT PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events(id),
  status TEXT NOT NULL CHECK (status IN ('held', 'expired', 'consumed', 'released')),
  expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS reservations_held ON reservations(status, expires_at);
CREATE TABLE IF NOT EXISTS reservation_lines (
  reservation_id TEXT NOT NULL REFERENCES reservations(id),
  ticket_id INTEGER NOT NULL REFERENCES tickets(id),
  quantity INTEGER NOT NULL,
  PRIMARY KEY (reservation_id, ticket_id)
);
CREATE INDEX IF NOT EXISTS reservation_lines_ticket ON reservation_lines(ticket_id);
CREATE TABLE IF NOT EXISTS idempotency_keys (
  key TEXT NOT NULL,
  route TEXT NOT NULL,
  body_hash TEXT NOT NULL,
  status INTEGER,
  response TEXT,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (key, route)
);
CREATE TABLE IF NOT EXISTS sandbox_payments (
  id TEXT PRIMARY KEY,
  provider TEXT NOT NULL,
  status TEXT NOT NULL,
  amount TEXT NOT NULL,
  currency TEXT NOT NULL,
  secret TEXT,
  data TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS sandbox_controls (
  target TEXT PRIMARY KEY,
  outcome TEXT NOT NULL,
  times INTEGER NOT NULL
);
`;

/** Columns added to tables of issue 2; added to an existing database file when missing. */
export const paymentsColumns: [table: string, column: string, definition: string][] = [
  ["events", "card_path", "TEXT NOT NULL DEFAULT 'stripe'"],
  ["orders", "provider", "TEXT"],
  ["orders", "provider_ref", "TEXT"],
  ["orders", "reservation_id", "TEXT"],
  ["orders", "return_token", "TEXT"],
  ["orders", "status_reason", "TEXT"],
  ["orders", "updated_at", "TEXT"],
];

/** Emptied on a seed reset, before the tables of issue 2 (children first). */
export const paymentsDataTables = ["idempotency_keys", "sandbox_payments", "sandbox_controls", "reservation_lines", "reservations"] as const;
