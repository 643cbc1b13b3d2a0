/**
 * Waits for every promise, then answers as Promise.all does: the values in order, or the first failure in order.
 * Unlike Promise.all it never answers while one is still running, so the store's queries issued together
 * (store/queries/pipelined.ts) have all ended before a transaction goes on to roll back or commit.
 */
export async function allOf<T extends readonly unknown[]>(
  promises: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.allSettled(promises);
  for (const s of settled) if (s.status === "rejected") throw s.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as {
    -readonly [K in keyof T]: Awaited<T[K]>;
  };
}
