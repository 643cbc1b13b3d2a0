import { afterEach, describe, expect, it, vi } from "vitest";
import { warmFonts } from "./warm-fonts.ts";

/** A 2D context that records the font of every measurement. */
function recordingContext() {
  const measured: string[] = [];
  const context = { font: "10px sans-serif", measureText: vi.fn(() => measured.push(context.font)) };
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(context as unknown as CanvasRenderingContext2D);
  return measured;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("warmFonts", () => {
  it("measures a letter in each of step 1's strikes, in px of 16, and in no other, two per task after this one", () => {
    vi.useFakeTimers();
    const measured = recordingContext();
    warmFonts(() => false);
    expect(measured).toEqual([]); // nothing in the loader's own task: the markup request goes out first
    vi.advanceTimersToNextTimer();
    expect(measured).toEqual(["16px system-ui", "14.4px system-ui"]);
    vi.runAllTimers();
    expect(measured).toEqual([
      "16px system-ui",
      "14.4px system-ui",
      "700 16px system-ui",
      "700 14.4px system-ui",
      "700 17.6px system-ui",
      "700 19.2px system-ui",
      "700 21.6px system-ui",
      "italic 14.4px system-ui",
    ]);
  });

  it("sets up no more strikes once the answer is in (its frame sets up the rest)", () => {
    vi.useFakeTimers();
    const measured = recordingContext();
    let answered = false;
    warmFonts(() => answered);
    vi.advanceTimersToNextTimer();
    answered = true;
    vi.runAllTimers();
    expect(measured).toHaveLength(2);
  });

  it("does nothing, and throws nothing, when the page refuses a 2D context", () => {
    vi.useFakeTimers();
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
    expect(() => (warmFonts(() => false), vi.runAllTimers())).not.toThrow();
    expect(getContext).toHaveBeenCalledWith("2d");
  });
});

describe("warmFonts with scheduler.postTask", () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it("sets up one strike per background task (the answer's tasks go first), with no canvas before the first", () => {
    const queued: [() => void, unknown][] = [];
    (globalThis as { scheduler?: unknown }).scheduler = {
      postTask: (task: () => void, options: unknown) => (queued.push([task, options]), Promise.resolve()),
    };
    const measured = recordingContext();
    const getContext = vi.mocked(HTMLCanvasElement.prototype.getContext);
    warmFonts(() => false);
    expect(getContext).not.toHaveBeenCalled(); // the loader's own task makes no canvas
    expect(queued).toHaveLength(1);
    expect(queued[0]?.[1]).toEqual({ priority: "background" });
    queued.shift()![0]();
    expect(measured).toEqual(["16px system-ui"]);
    while (queued.length) queued.shift()![0]();
    expect(measured).toHaveLength(8);
  });

  it("makes no canvas at all when the answer is in before its first task", () => {
    const queued: (() => void)[] = [];
    (globalThis as { scheduler?: unknown }).scheduler = {
      postTask: (task: () => void) => (queued.push(task), Promise.resolve()),
    };
    recordingContext();
    const getContext = vi.mocked(HTMLCanvasElement.prototype.getContext);
    warmFonts(() => true);
    queued.shift()!();
    expect(getContext).not.toHaveBeenCalled();
    expect(queued).toHaveLength(0);
  });
});
