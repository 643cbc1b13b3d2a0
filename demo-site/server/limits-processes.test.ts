// @vitest-environment node
import { randomBytes } from "node:crypto";
import { connect } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useSharedDbServers } from "./testing/shared-db-servers.ts";
import { spawnServer, type ChildServer } from "./testing/child-server.ts";
import { fromAddress } from "./testing/from-address.ts";
import { freeOrderBody } from "./testing/requests.ts";
import { postgresTestStore } from "./testing/stores.ts";

// The limits at their defaults: the shared-file servers relax them for the other suites.
const LIMITS = {
  LIMIT_VOUCHER_FAILURES: "10",
  LIMIT_ORDERS: "3",
  LIMIT_GUEST_LIST_FAILURES: "10",
  LIMIT_HOLDS_PER_CLIENT: "3",
  LIMIT_TICKETS_PER_BUYER: "10",
};

/** 40 guesses from one address, spread over the processes round-robin and sent in parallel: how many got answers. */
async function bruteForce(origins: string[], from: string, prefix: string): Promise<number[]> {
  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      fromAddress(from, `${origins[i % origins.length]}/api/check-coupon`, "POST", {
        event_id: 101,
        coupon: `${prefix}${i}`,
      }),
    ),
  );
  return answers.map((a) => a.status);
}

/** Voucher guesses and orders from one address, sent to either of two processes: one budget for both. */
function sharedBudgetTests(
  origins: () => string[],
  addresses: { guesses: string; orders: string },
  points: (key: string) => Promise<number>,
) {
  it("40 parallel voucher guesses over both processes: exactly 10 answered, 30 refused with 429", async () => {
    const statuses = await bruteForce(origins(), addresses.guesses, "P");
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    expect(await points(`voucher:101:${addresses.guesses}`)).toBeGreaterThanOrEqual(11);
  });

  it("orders alternate between the processes: the 4th from one address is refused by either", async () => {
    const [a, b] = origins() as [string, string];
    const order = (origin: string, n: number) =>
      fromAddress(
        addresses.orders,
        `${origin}/api/orders/free`,
        "POST",
        freeOrderBody({ event_id: 201, customer: { ...freeOrderBody().customer, email: `p${n}@example.com` } }),
      );
    expect([(await order(a, 1)).status, (await order(b, 2)).status, (await order(a, 3)).status]).toEqual([
      201, 201, 201,
    ]);
    expect((await order(b, 4)).status).toBe(429);
    expect((await order(a, 5)).status).toBe(429);
  });
}

describe("the limits hold across 2 server processes on one SQLite file", () => {
  const shared = useSharedDbServers(2, { env: LIMITS, dirPrefix: "tc-limits-procs-" });
  sharedBudgetTests(
    () => shared.servers.map((s) => s.origin),
    { guesses: "127.0.4.1", orders: "127.0.4.2" },
    async (key) => shared.readDb<{ points: number }>("SELECT points FROM rate_limits WHERE key = ?", key).points,
  );
});

describe("the limits hold across 2 server processes on one PostgreSQL database", () => {
  const servers: ChildServer[] = [];
  let drop = async () => {};
  let url = "";
  const shared = useSharedDbServers(1, { env: LIMITS, dirPrefix: "tc-limits-pg-bundle-" });
  beforeAll(async () => {
    const database = await postgresTestStore.env();
    drop = database.drop;
    url = database.env.DATABASE_URL!;
    // One after the other: the first creates the schema and seeds it, the second opens it as it is.
    for (let i = 0; i < 2; i++) servers.push(await spawnServer(shared.bundle, { ...LIMITS, ...database.env }));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    await drop();
  });
  sharedBudgetTests(
    () => servers.map((s) => s.origin),
    { guesses: "127.0.4.4", orders: "127.0.4.5" },
    async (key) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return Number((await client.query("SELECT points FROM rate_limits WHERE key = $1", [key])).rows[0]?.points);
      } finally {
        await client.end();
      }
    },
  );
});

/** Whether a Redis answers at 127.0.0.1:6379 (CI machines may have none: the Redis suite then says so and skips). */
function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(6379, "127.0.0.1");
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once("error", () => done(false));
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (d) => done(d.toString().startsWith("+PONG")));
  });
}

const redisUp = await redisAnswers();
if (!redisUp)
  console.log(
    "limits-processes: no Redis at 127.0.0.1:6379, the REDIS_URL suite is skipped (apt-get install redis-server to run it)",
  );

describe.runIf(redisUp)("with REDIS_URL: the limits hold across 2 processes with separate databases", () => {
  const servers: ChildServer[] = [];
  // A prefix of this run's own: other developers' test runs share the Redis.
  const prefix = `tc-test-${randomBytes(6).toString("hex")}:`;
  const shared = useSharedDbServers(1, { env: LIMITS, dirPrefix: "tc-limits-redis-bundle-" });
  beforeAll(async () => {
    for (let i = 0; i < 2; i++)
      servers.push(
        await spawnServer(shared.bundle, {
          ...LIMITS,
          DATABASE_PATH: ":memory:",
          REDIS_URL: "redis://127.0.0.1:6379",
          REDIS_KEY_PREFIX: prefix,
        }),
      );
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    const { Redis } = await import("ioredis");
    const redis = new Redis("redis://127.0.0.1:6379");
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it("40 parallel voucher guesses over both processes: exactly 10 answered", async () => {
    const statuses = await bruteForce(
      servers.map((s) => s.origin),
      "127.0.4.3",
      "R",
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
  });
});
