// @vitest-environment node
// `npm run seed -- file.json [--reset [--force]]` as the built server runs it, on a SQLite file.
import { spawn } from "node:child_process";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleServer, removeBundle } from "./testing/child-server.ts";
import { repoRoot, tempDir } from "./testing/in-process.ts";

let bundle = "";
const dbPath = join(tempDir("tc-seed-command-"), "seed.sqlite");
const seedFile = join(repoRoot, "demo-site/data/seed.json");

beforeAll(async () => {
  bundle = await bundleServer();
}, 60_000);
afterAll(() => {
  if (bundle) removeBundle(bundle);
});

function seedCommand(...args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [bundle, "seed", ...args], {
    env: { ...process.env, DATABASE_PATH: dbPath },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr.on("data", (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, output })));
}

const query = <T>(sql: string): T[] => {
  const db = new Database(dbPath);
  try {
    const statement = db.prepare(sql);
    return statement.reader ? (statement.all() as T[]) : (statement.run(), []);
  } finally {
    db.close();
  }
};

describe("npm run seed", () => {
  it("imports, keeps an order on a second import, refuses --reset while it exists, resets with --force", async () => {
    const first = await seedCommand(seedFile);
    expect(first.code).toBe(0);
    expect(first.output).toMatch(/imported; added 2 organizers, 15 events/);
    query(`INSERT INTO orders (id, event_id, link_token, status, payment_method, first_name, last_name, email, street,
      post_code, city, country, currency, price_before_discount, discount_amount, final_price_paid, created_at)
      VALUES ('o1', 201, 'link-o1', 'completed', 'free_ticket', 'A', 'B', 'a@example.org', 'S', '1', 'C', 'DE', 'EUR',
      '0.00', '0.00', '0.00', '2029-01-01T00:00:00Z')`);
    const second = await seedCommand(seedFile);
    expect(second.output).toMatch(/added 0 organizers, 0 events.*updated 2 organizers, 15 events.*nothing deleted/);
    expect(query("SELECT id FROM orders")).toEqual([{ id: "o1" }]);
    const refused = await seedCommand(seedFile, "--reset");
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("the database holds orders");
    expect(query("SELECT id FROM orders")).toHaveLength(1);
    const forced = await seedCommand(seedFile, "--reset", "--force");
    expect(forced.code).toBe(0);
    expect(query("SELECT id FROM orders")).toEqual([]);
    expect((await seedCommand()).code).toBe(2);
    expect((await seedCommand(seedFile, "--force")).code).toBe(2);
  }, 60_000);
});
