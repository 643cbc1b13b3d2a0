// @vitest-environment node
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { readConfig } from "./config.ts";
import { runReconcileCommand } from "./reconcile-command.ts";
import { repoRoot, startTestServer, tempDir } from "./testing/in-process.ts";
import { cartBody, post } from "./testing/payments.ts";
import { openSqliteStore } from "./store/sqlite/open.ts";
import { row } from "./testing/sql.ts";

describe("npm run reconcile", () => {
  it("settles an order the buyer paid but never came back for, prints a line per order and a summary, exits 0", async () => {
    const file = join(tempDir("tc-reconcile-"), "db.sqlite");
    const env = { DEMO_MODE: "1", DATABASE_PATH: file };
    const server = await startTestServer(env);
    const intent = await post(server.origin, "/api/stripe/create-payment-intent", {
      ...cartBody(),
      payment_method_types: ["card"],
    });
    const id = String(intent.body.clientSecret).split("_secret_")[0];
    // The buyer pays at the provider and closes the tab: no verifyIntent, no webhook.
    await post(server.origin, `/sandbox/stripe/intents/${id}/confirm`, {
      client_secret: intent.body.clientSecret,
      outcome: "succeeded",
    });
    await server.close();

    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => void lines.push(line));
    const code = await runReconcileCommand(readConfig({ ...env, RECONCILE_AFTER_MINUTES: "0.0001" }, repoRoot));
    vi.restoreAllMocks();
    expect(code).toBe(0);
    expect(lines).toContainEqual(`reconcile: order ${intent.body.order_id} (stripe ${id}) paid → paid`);
    expect(lines.at(-1)).toMatch(/^reconcile: 1 pending order\(s\) older than 0 min checked: 1 paid, 0 refunded/);
    const store = await openSqliteStore(file);
    try {
      expect(await row(store, "SELECT status FROM orders WHERE id = ?", intent.body.order_id)).toEqual({
        status: "paid",
      });
      expect(
        await row(store, "SELECT COUNT(*) AS n FROM issued_tickets WHERE order_id = ?", intent.body.order_id),
      ).toEqual({ n: 2 });
    } finally {
      await store.close();
    }
  });
});
