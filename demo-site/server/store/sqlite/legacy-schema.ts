import { embedColumns } from "../../domain/events/embed-origins.ts";
import { paymentsColumns, paymentsDataTables, paymentsSchemaSql } from "./legacy-payments-schema.ts";

// Prices are decimal strings (as the API sends them) so money never passes through a float.
export const schemaSql = `
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
${paymentsSchemaSql}`;

/** Columns added after a table was first created: [table, column, definition], added when missing. */
export const addedColumns = [...paymentsColumns, ...embedColumns];

/** Child tables first, so a reset never trips a foreign key. */
export const dataTables = [...paymentsDataTables, "issued_tickets", "order_lines", "orders", "guest_list", "vouchers", "tickets", "events", "organizers"] as const;
