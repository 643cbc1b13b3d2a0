import { options } from "preact";
import { useEffect } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { runEffectsBeforeInput } from "./effects-before-input.ts";

const preactDefault = options.requestAnimationFrame;

afterEach(() => {
  options.requestAnimationFrame = preactDefault; // one environment for all test files (vitest.config.ts)
  vi.useRealTimers();
  document.body.innerHTML = "";
});

/** Renders a component whose effect notes that it ran; no timer or animation frame can fire meanwhile. */
async function effectRanBeforeAnyFrame(): Promise<boolean> {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"] });
  let ran = false;
  const Probe = () => {
    useEffect(() => {
      ran = true;
    }, []);
    return null;
  };
  const host = document.createElement("div");
  document.body.append(host);
  createRoot(host).render(<Probe />);
  for (let i = 0; i < 5; i++) await Promise.resolve(); // microtasks only
  return ran;
}

describe("runEffectsBeforeInput", () => {
  it("runs a render's effects in a microtask, before any frame or timer (an input event) could come", async () => {
    runEffectsBeforeInput();
    expect(await effectRanBeforeAnyFrame()).toBe(true);
  });

  it("is needed: by default Preact waits for the next frame", async () => {
    options.requestAnimationFrame = undefined;
    expect(await effectRanBeforeAnyFrame()).toBe(false);
  });
});
