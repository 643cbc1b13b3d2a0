// @vitest-environment node
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { dropTestSchemas, freshPostgresSchema, testDatabaseUrl } from "../../testing/stores.ts";
import type { Store } from "../index.ts";
import { openPostgresStore } from "./open.ts";

// PostgreSQL restarted, failed over or told to end a backend, while the server is using the connection: the work on
// it fails, and the process goes on (an unhandled 'error' event of a checked-out pg client used to end it).

describe("a connection PostgreSQL ends while the store uses it", () => {
  const schemas: string[] = [];
  afterAll(() => dropTestSchemas(schemas));

  it("fails that transaction only: nothing crashes, and the next transactions run on new connections", async () => {
    const { schema, url } = await freshPostgresSchema();
    schemas.push(schema);
    const app = `tc_loss_${process.pid}`;
    const withName = new URL(url);
    withName.searchParams.set("application_name", app);
    const store: Store = await openPostgresStore(withName.toString(), { poolSize: 2 });
    const admin = new pg.Client({ connectionString: testDatabaseUrl() });
    await admin.connect();
    try {
      let goOn!: () => void;
      const held = new Promise<void>((resolve) => (goOn = resolve));
      let opened!: () => void;
      const open = new Promise<void>((resolve) => (opened = resolve));
      const doomed = store.transaction(
        async (tx) => {
          await tx.settings.getOrInsert("before", "written");
          opened();
          await held;
          return tx.settings.get("before");
        },
        { attempts: 1 },
      );
      await open;
      const { rowCount } = await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND state = 'idle in transaction'",
        [app],
      );
      expect(rowCount).toBe(1);
      // Give the client the moment it needs to read the end of its connection (the 'error' event) before it is used.
      await new Promise((resolve) => setTimeout(resolve, 200));
      goOn();
      await expect(doomed).rejects.toThrow();
      expect(await store.settings.get("before")).toBeUndefined();
      const after = await Promise.all(
        [1, 2, 3].map((i) => store.transaction((tx) => tx.settings.getOrInsert(`after-${i}`, "ok"))),
      );
      expect(after).toEqual(["ok", "ok", "ok"]);
    } finally {
      await admin.end();
      await store.close();
    }
  });
});
