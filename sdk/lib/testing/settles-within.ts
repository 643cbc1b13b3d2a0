import { expect, vi } from "vitest";

/**
 * Settles `promise` by advancing fake time, a second at a time, at most `bound` ms; fails the test if it is
 * still pending then. Returns the value or the rejection reason. Used by the never-hangs suites.
 */
export async function settlesWithin<T>(promise: Promise<T>, bound: number): Promise<unknown> {
  let outcome: { value: unknown } | undefined;
  promise.then(
    (value) => (outcome = { value }),
    (error: unknown) => (outcome = { value: error }),
  );
  for (let waited = 0; !outcome && waited < bound; waited += 1_000) await vi.advanceTimersByTimeAsync(1_000);
  expect(outcome, "still pending after its bound").toBeDefined();
  return outcome!.value;
}
