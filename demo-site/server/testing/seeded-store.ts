import { join } from "node:path";
import { afterEach, beforeEach } from "vitest";
import { applySeed, readSeedFile } from "../domain/seed/seed.ts";
import type { Store } from "../store/index.ts";
import { openSqliteStore } from "../store/sqlite/open.ts";
import { repoRoot } from "./in-process.ts";
import type { TestStoreKind } from "./stores.ts";

// Read once per test file, not once per test.
let seedData: ReturnType<typeof readSeedFile> | undefined;
const seed = () => (seedData ??= readSeedFile(join(repoRoot, "demo-site/data/seed.json")));

/** A SQLite store (in memory unless `path`) with the built-in seed loaded; `opened` collects it for closing. */
export async function openSeededStore(opened: Store[], path = ":memory:"): Promise<Store> {
  const store = await openSqliteStore(path);
  opened.push(store);
  await applySeed(store, seed(), { reset: true });
  return store;
}

/**
 * A fresh store of `kind` (testing/stores.ts) with the built-in seed for each test of the calling describe block,
 * closed after its test (a PostgreSQL store's pool keeps up to 20 connections, and a server allows 100 in all):
 * `const store = seededStore(kind)`, then `store()` inside a test.
 */
export function seededStore(kind: TestStoreKind): () => Store {
  let store: Store | undefined;
  beforeEach(async () => {
    store = await kind.open();
    await applySeed(store, seed(), { reset: true });
  });
  afterEach(async () => {
    await store?.close();
    store = undefined;
  });
  return () => store!;
}

/**
 * A pending order of the built-in seed's event 101 (one Standard ticket, €26.75), as a payment start leaves it:
 * guest id "guest", the buyer's language `lang`.
 */
export async function insertPendingOrder(
  store: Pick<Store, "orders">,
  id: string,
  email: string,
  lang = "de",
): Promise<void> {
  const at = new Date().toISOString();
  await store.orders.insert(
    {
      id,
      event_id: 101,
      link_token: id.padEnd(32, "k").slice(0, 32),
      status: "pending",
      payment_method: "card",
      voucher_code: null,
      guest_list_token: null,
      first_name: "Bo",
      last_name: "Test",
      email,
      street: "S 1",
      post_code: "1",
      city: "C",
      country: "Germany",
      country_code: "DE",
      company_name: null,
      vat_number: null,
      lang,
      currency: "EUR",
      price_before_discount: "25.00",
      discount_amount: "0.00",
      final_price_paid: "26.75",
      created_at: at,
      provider: "stripe",
      reservation_id: null,
      return_token: "guest",
      updated_at: at,
    },
    [{ ticket_id: 10101, ticket_name: "Standard", unit_price: "25.00", quantity: 1 }],
  );
}
