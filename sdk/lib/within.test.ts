import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { within } from "./within.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("within", () => {
  it("settles like the promise when it is in time", async () => {
    await expect(within(Promise.resolve(1), 100, () => 2)).resolves.toBe(1);
    await expect(within(Promise.reject(new Error("no")), 100, () => 2)).rejects.toThrow("no");
  });

  it("gives late() once the time is up, not before", async () => {
    const settled = vi.fn();
    void within(new Promise(() => {}), 100, () => "late").then(settled);
    await vi.advanceTimersByTimeAsync(99);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith("late");
  });

  it("rejects when late() returns a rejected promise", async () => {
    const result = within(new Promise(() => {}), 100, () => Promise.reject(new Error("timed out"))).catch(
      (e: Error) => e.message,
    );
    await vi.advanceTimersByTimeAsync(100);
    await expect(result).resolves.toBe("timed out");
  });
});
