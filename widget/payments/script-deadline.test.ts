import { afterEach, describe, expect, it, vi } from "vitest";
import { isPaymentFailure } from "./errors.ts";
import { SCRIPT_DEADLINE_MS, withinScriptDeadline } from "./script-deadline.ts";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("withinScriptDeadline", () => {
  it("rejects failed_to_initialize_payment after 15 s of a script that never answers", async () => {
    vi.useFakeTimers();
    const result = withinScriptDeadline(new Promise<never>(() => {}));
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(SCRIPT_DEADLINE_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = settled.mock.calls[0]![0];
    expect(isPaymentFailure(error) && error.key).toBe("failed_to_initialize_payment");
    expect(SCRIPT_DEADLINE_MS).toBe(15_000);
  });

  it("passes a load that settles in time through, as it settled", async () => {
    await expect(withinScriptDeadline(Promise.resolve("stripe"))).resolves.toBe("stripe");
    await expect(withinScriptDeadline(Promise.reject(new Error("404")))).rejects.toThrow("404");
  });
});
