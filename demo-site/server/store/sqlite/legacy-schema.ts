// The schema exactly as the server created it before it had migrations (CREATE TABLE IF NOT EXISTS at every start,
// up to commit 3e35127), the payment tables and iframe mode's columns included. Only tests use it: to make such a
// database file and check that the migrating store opens it (legacy.test.ts). Never change it.
export const legacySchemaSql = `
CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS organizers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  subdomain TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  user_commission REAL NOT NULL,
  user_added_commission REAL NOT NULL,
  currency TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS events (
  id INTEGER PRIMARY KEY,
  organizer_id INTEGER NOT NULL REFERENCES organizers(id),
  name TEXT NOT NULL,
  start_date TEXT NOT NULL,
  attention TEXT,
  description_html TEXT NOT NULL,
  event_ended INTEGER NOT NULL,
  event_sold_out INTEGER NOT NULL,
  force_sold_out INTEGER NOT NULL,
  presale_starts_at TEXT,
  presale_ends_at TEXT,
  currency TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS tickets (
  id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events(id),
  ticket_name TEXT NOT NULL,
  short_description TEXT NOT NULL,
  price TEXT NOT NULL,
  ticket_stock TEXT NOT NULL CHECK (ticket_stock IN ('limited', 'unlimited')),
  stock_limit INTEGER,
  sold INTEGER NOT NULL,
  sort_order INTEGER NOT NULL,
  purchase_limit INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS tickets_event ON tickets(event_id);
CREATE TABLE IF NOT EXISTS vouchers (
  event_id INTEGER NOT NULL REFERENCES events(id),
  code TEXT NOT NULL,
  code_key TEXT NOT NULL,
  discount REAL NOT NULL,
  PRIMARY KEY (event_id, code_key)
);
CREATE TABLE IF NOT EXISTS guest_list (
  token TEXT PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events(id),
  ticket_id INTEGER NOT NULL REFERENCES tickets(id),
  used INTEGER NOT NULL,
  used_by_order TEXT
);
CREATE TABLE IF NOT EXISTS orders (
  id TEXT PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events(id),
  link_token TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL,
  payment_method TEXT NOT NULL,
  voucher_code TEXT,
  guest_list_token TEXT,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  street TEXT NOT NULL,
  post_code TEXT NOT NULL,
  city TEXT NOT NULL,
  country TEXT NOT NULL,
  country_code TEXT,
  company_name TEXT,
  vat_number TEXT,
  lang TEXT,
  currency TEXT NOT NULL,
  price_before_discount TEXT NOT NULL,
  discount_amount TEXT NOT NULL,
  final_price_paid TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS order_lines (
  order_id TEXT NOT NULL REFERENCES orders(id),
  ticket_id INTEGER NOT NULL REFERENCES tickets(id),
  ticket_name TEXT NOT NULL,
  unit_price TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  PRIMARY KEY (order_id, ticket_id)
);
CREATE TABLE IF NOT EXISTS issued_tickets (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders(id),
  ticket_id INTEGER NOT NULL REFERENCES tickets(id),
  position INTEGER NOT NULL,
  code TEXT NOT NULL UNIQUE
);
CREATE INDEX IF NOT EXISTS issued_tickets_order ON issued_tickets(order_id);
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
