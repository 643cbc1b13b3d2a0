import { describe, expect, it } from "vitest";
import { widgetCss } from "./styles.ts";

// Issue 12: a loading animation that repaints layout costs the first row its frames on a slow phone.
describe("loading animations", () => {
  it("animate only opacity or transform", () => {
    const keyframes = [...widgetCss.matchAll(/@keyframes\s+[\w-]+\s*\{((?:[^{}]*\{[^{}]*\})*)\s*\}/g)].map(
      (m) => m[1] ?? "",
    );
    expect(keyframes.length).toBeGreaterThan(0);
    for (const body of keyframes) {
      const properties = [...body.matchAll(/([a-z-]+)\s*:/g)].map((m) => m[1]);
      expect(
        properties.every((p) => p === "opacity" || p === "transform"),
        `keyframes use ${properties.join(", ")}`,
      ).toBe(true);
    }
  });
});
