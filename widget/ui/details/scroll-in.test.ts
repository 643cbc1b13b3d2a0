import { afterEach, describe, expect, it, vi } from "vitest";
import { scheduleScrollIn } from "./scroll-in.ts";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

function step() {
  vi.useFakeTimers();
  const root = document.createElement("div");
  const field = document.createElement("input");
  root.append(field);
  document.body.append(root);
  const scroll = vi.fn();
  root.scrollIntoView = scroll;
  return { root, field, scroll };
}

describe("scheduleScrollIn", () => {
  it("scrolls the step to the top of the view after the delay, smoothly", () => {
    const { root, scroll } = step();
    scheduleScrollIn(root, 500);
    vi.advanceTimersByTime(499);
    expect(scroll).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scroll).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("jumps without animation when the buyer asks for reduced motion", () => {
    const { root, scroll } = step();
    vi.spyOn(window, "matchMedia").mockImplementation(
      (query: string) => ({ matches: query.includes("reduce") }) as MediaQueryList,
    );
    scheduleScrollIn(root, 500);
    vi.advanceTimersByTime(500);
    expect(scroll).toHaveBeenCalledWith({ behavior: "auto", block: "start" });
  });

  it.each(["pointerdown", "keydown", "input", "change"])(
    "does not move a step the buyer has started on (%s)",
    (type) => {
      const { root, field, scroll } = step();
      scheduleScrollIn(root, 500);
      vi.advanceTimersByTime(200);
      field.dispatchEvent(new Event(type, { bubbles: false }));
      vi.advanceTimersByTime(1000);
      expect(scroll).not.toHaveBeenCalled();
      expect(vi.getTimerCount()).toBe(0);
    },
  );

  it("clean-up cancels the scroll and listens no more", () => {
    const { root, scroll } = step();
    const remove = vi.spyOn(root, "removeEventListener");
    scheduleScrollIn(root, 500)();
    vi.advanceTimersByTime(1000);
    expect(scroll).not.toHaveBeenCalled();
    expect(remove).toHaveBeenCalledTimes(4);
  });
});
