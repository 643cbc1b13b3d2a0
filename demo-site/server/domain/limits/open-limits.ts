import type { Store } from "../../store/index.ts";
import { AbuseLimits } from "./abuse-limits.ts";
import type { LimitsConfig } from "./config.ts";

const REDIS_READY_MS = 5_000;

/**
 * The limits with their counters in the store, or in Redis when REDIS_URL is set (ioredis, loaded only then). A
 * Redis that cannot be reached at start is reported and the counters fall back to the store until it answers.
 */
export async function openAbuseLimits(config: LimitsConfig, store: Store, clock: () => number): Promise<AbuseLimits> {
  if (!config.redisUrl) return new AbuseLimits(config, { kind: "store", store }, { clock });
  const { Redis } = await import("ioredis");
  // No offline queue: while Redis is away a command fails at once and the store's counters answer instead.
  const client = new Redis(config.redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    lazyConnect: true,
    connectTimeout: REDIS_READY_MS,
  });
  client.on("error", () => undefined); // reconnects on its own; a failed command falls back (see AbuseLimits)
  try {
    await client.connect();
  } catch (err) {
    console.warn(
      `REDIS_URL: Redis does not answer (${(err as Error).message}); the limits count in the database until it does.`,
    );
  }
  return new AbuseLimits(
    config,
    { kind: "redis", client, fallback: store },
    { clock, onClose: async () => void client.disconnect() },
  );
}
