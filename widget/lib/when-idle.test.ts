import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "./when-idle.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("whenIdle", () => {
  it("runs the task in an idle callback with the deadline, and cancels it", () => {
    const callbacks: (() => void)[] = [];
    const request = vi.fn((cb: () => void) => callbacks.push(cb));
    const cancel = vi.fn();
    vi.stubGlobal("requestIdleCallback", request);
    vi.stubGlobal("cancelIdleCallback", cancel);
    const task = vi.fn();
    const stop = whenIdle(task, 1500);
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: 1500 });
    expect(task).not.toHaveBeenCalled();
    callbacks[0]!();
    expect(task).toHaveBeenCalledTimes(1);
    stop();
    expect(cancel).toHaveBeenCalledWith(1);
  });

  it("falls back to a 200 ms timer without requestIdleCallback", () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(199);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    const other = vi.fn();
    whenIdle(other)();
    vi.advanceTimersByTime(500);
    expect(other).not.toHaveBeenCalled();
  });
});
