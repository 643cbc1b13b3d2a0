// @vitest-environment node
import { join } from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { tempDir } from "../../testing/in-process.ts";
import { legacyAddedColumns } from "./legacy.ts";
import { legacySchemaSql } from "./legacy-schema.ts";
import { openSqliteStore } from "./open.ts";
import { migrations } from "../migrations/index.ts";

// Every migration runs on an old file too: the baseline only records itself, the later ones apply.
const allMigrations = Object.keys(migrations({ dialect: "sqlite" })).sort();

const migrationsOf = (path: string) => {
  const db = new Database(path, { readonly: true });
  try {
    return (db.prepare("SELECT name FROM kysely_migration ORDER BY name").all() as { name: string }[]).map(
      (r) => r.name,
    );
  } finally {
    db.close();
  }
};

describe("a database file from before migrations", () => {
  it("as the server left it at 3e35127 (every column): opens, the baseline is recorded, rows and stock stay, orders work", async () => {
    const path = join(tempDir("tc-legacy-"), "demo.sqlite");
    const old = new Database(path);
    old.exec(legacySchemaSql);
    for (const [table, column, definition] of legacyAddedColumns)
      old.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
    old.exec(`INSERT INTO organizers (subdomain, name, user_commission, user_added_commission, currency, embed_origins) VALUES ('o', 'O', 5, 0.5, 'EUR', '["https://o.example"]');
      INSERT INTO events (id, organizer_id, name, start_date, attention, description_html, event_ended, event_sold_out, force_sold_out, presale_starts_at, presale_ends_at, currency, card_path)
        VALUES (1, 1, 'E', '2030-01-01T00:00:00Z', NULL, '', 0, 0, 0, NULL, NULL, 'EUR', 'braintree');
      INSERT INTO tickets VALUES (11, 1, 'A', '', '10.00', 'limited', 10, 4, 1, 5);
      INSERT INTO settings VALUES ('ticket_secret', 'kept');
      INSERT INTO reservations VALUES ('res_old', 1, 'held', 9999999999999, 1);
      INSERT INTO reservation_lines VALUES ('res_old', 11, 2);`);
    old.close();
    const store = await openSqliteStore(path);
    try {
      expect(migrationsOf(path)).toEqual(allMigrations);
      expect(await store.events.event(1)).toMatchObject({ name: "E", card_path: "braintree" });
      expect(await store.events.embedOrigins(1)).toEqual(["https://o.example"]);
      expect(await store.settings.get("ticket_secret")).toBe("kept");
      expect(await store.stock.left(11, 0, null)).toBe(4); // 10 - 4 sold - 2 held
      expect(await store.transaction(async (tx) => tx.stock.take(11, 4, 0, null))).toBe(true);
      expect(await store.transaction(async (tx) => tx.stock.take(11, 1, 0, null))).toBe(false);
    } finally {
      await store.close();
    }
    // opening again changes nothing
    await (await openSqliteStore(path)).close();
    expect(migrationsOf(path)).toEqual(allMigrations);
  });

  it("older still (before the payment API and iframe mode): gets the missing columns and tables, keeping its rows", async () => {
    const path = join(tempDir("tc-migrate-"), "old.sqlite");
    const old = new Database(path);
    // Orders had created_at from the first schema on (legacy-schema.ts); a later migration indexes it.
    old.exec(`CREATE TABLE organizers (id INTEGER PRIMARY KEY AUTOINCREMENT, subdomain TEXT NOT NULL UNIQUE, name TEXT NOT NULL,
        user_commission REAL NOT NULL, user_added_commission REAL NOT NULL, currency TEXT NOT NULL);
      CREATE TABLE events (id INTEGER PRIMARY KEY, organizer_id INTEGER NOT NULL, name TEXT NOT NULL, start_date TEXT NOT NULL, attention TEXT,
        description_html TEXT NOT NULL, event_ended INTEGER NOT NULL, event_sold_out INTEGER NOT NULL, force_sold_out INTEGER NOT NULL,
        presale_starts_at TEXT, presale_ends_at TEXT, currency TEXT NOT NULL);
      CREATE TABLE orders (id TEXT PRIMARY KEY, event_id INTEGER NOT NULL, link_token TEXT NOT NULL UNIQUE, status TEXT NOT NULL,
        created_at TEXT NOT NULL);
      INSERT INTO organizers (subdomain, name, user_commission, user_added_commission, currency) VALUES ('o', 'O', 0, 0, 'EUR');
      INSERT INTO events VALUES (1, 1, 'E', '2030-01-01T00:00:00Z', NULL, '', 0, 0, 0, NULL, NULL, 'EUR');`);
    old.close();
    await (await openSqliteStore(path)).close();
    const db = new Database(path, { readonly: true });
    try {
      const columns = (table: string) =>
        (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);
      expect(columns("orders")).toEqual(
        expect.arrayContaining([
          "provider",
          "provider_ref",
          "reservation_id",
          "return_token",
          "status_reason",
          "updated_at",
        ]),
      );
      expect(columns("organizers")).toContain("embed_origins");
      expect(db.prepare("SELECT card_path FROM events WHERE id = 1").get()).toEqual({ card_path: "stripe" });
      expect(columns("reservations")).toContain("expires_at");
    } finally {
      db.close();
    }
    expect(migrationsOf(path)).toEqual(allMigrations);
  });

  it("a new file gets the schema from the migrations alone", async () => {
    const path = join(tempDir("tc-new-"), "new.sqlite");
    const store = await openSqliteStore(path);
    expect(await store.seed.isEmpty()).toBe(true);
    await store.close();
    expect(migrationsOf(path)).toEqual(allMigrations);
  });
});
