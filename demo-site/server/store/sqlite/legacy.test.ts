// @vitest-environment node
import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./open.ts";
import { tempDir } from "../../testing/in-process.ts";

describe("payment schema on an existing database file", () => {
  it("adds the new columns and tables to a file made before them, keeping its rows", () => {
    const path = join(tempDir("tc-migrate-"), "old.sqlite");
    const old = new Database(path);
    old.exec(`CREATE TABLE organizers (id INTEGER PRIMARY KEY AUTOINCREMENT, subdomain TEXT NOT NULL UNIQUE, name TEXT NOT NULL,
        user_commission REAL NOT NULL, user_added_commission REAL NOT NULL, currency TEXT NOT NULL);
      CREATE TABLE events (id INTEGER PRIMARY KEY, organizer_id INTEGER NOT NULL, name TEXT NOT NULL, start_date TEXT NOT NULL, attention TEXT,
        description_html TEXT NOT NULL, event_ended INTEGER NOT NULL, event_sold_out INTEGER NOT NULL, force_sold_out INTEGER NOT NULL,
        presale_starts_at TEXT, presale_ends_at TEXT, currency TEXT NOT NULL);
      CREATE TABLE orders (id TEXT PRIMARY KEY, event_id INTEGER NOT NULL, link_token TEXT NOT NULL UNIQUE, status TEXT NOT NULL);
      INSERT INTO organizers (subdomain, name, user_commission, user_added_commission, currency) VALUES ('o', 'O', 0, 0, 'EUR');
      INSERT INTO events VALUES (1, 1, 'E', '2030-01-01T00:00:00Z', NULL, '', 0, 0, 0, NULL, NULL, 'EUR');`);
    old.close();
    const db = openDatabase(path);
    try {
      const columns = (table: string) => (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);
      expect(columns("orders")).toEqual(expect.arrayContaining(["provider", "provider_ref", "reservation_id", "return_token", "status_reason", "updated_at"]));
      expect(db.prepare("SELECT card_path FROM events WHERE id = 1").get()).toEqual({ card_path: "stripe" });
      expect(columns("reservations")).toContain("expires_at");
    } finally {
      db.close();
    }
    // opening again is a no-op
    openDatabase(path).close();
  });
});
