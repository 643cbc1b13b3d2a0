import { describe, expect, it } from "vitest";
import { detailsCss } from "./details/details-styles.ts";
import { paymentMethodCss } from "./payment-method/styles.ts";
import { processingCss } from "./processing/processing-styles.ts";
import { widgetCss } from "./styles.ts";
import { FACES, FIRST_FAMILY, FIRST_STRIKES, TYPE_SCALE } from "./type-scale.ts";

// Issue 12: every new weight or size is a font strike set up inside the first layout of the server's markup
// (widget/ui/styles.ts explains the cost), so the sheets share one small scale.
const sheets = { widgetCss, detailsCss, paymentMethodCss, processingCss };
const WEIGHTS = new Set(["400", "700"]);
const SIZES = new Set<string>([...TYPE_SCALE.map((em) => `${em}em`), "var(--tc-font-size)"]);

/** Declarations of `property` in a sheet, comments and custom properties (`--tc-font-size`) left out. */
function values(css: string, property: string): string[] {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, "");
  return [...code.matchAll(new RegExp(`(?<![\\w-])${property}\\s*:\\s*([^;}]+)`, "g"))].map((m) => (m[1] ?? "").trim());
}

describe("the widget's type scale", () => {
  for (const [name, css] of Object.entries(sheets)) {
    it(`${name} uses only weights 400 and 700`, () => {
      for (const weight of values(css, "font-weight")) expect(WEIGHTS, `font-weight: ${weight}`).toContain(weight);
    });
    it(`${name} uses only the scale's sizes`, () => {
      for (const size of values(css, "font-size")) expect(SIZES, `font-size: ${size}`).toContain(size);
    });
    it(`${name} sets the family only through --tc-font, and the font shorthand only to inherit`, () => {
      for (const family of values(css, "font-family")) expect(family).toBe("var(--tc-font)");
      for (const font of values(css, "font")) expect(font).toBe("inherit");
    });
  }

  it("starts the default family with the one the loader warms up", () => {
    const stack = /--tc-font:\s*([^;]+);/.exec(widgetCss)?.[1] ?? "";
    expect(stack.split(",")[0]?.trim()).toBe(FIRST_FAMILY);
  });

  it("lists as step 1's strikes only faces and sizes of the scale (in px of 16), each once", () => {
    const strikes = new Set<string>(TYPE_SCALE.flatMap((em) => FACES.map((face) => `${face}${16 * em}`)));
    for (const strike of FIRST_STRIKES) expect(strikes, strike).toContain(strike);
    expect(new Set(FIRST_STRIKES).size).toBe(FIRST_STRIKES.length);
  });

  it("finds the declarations it checks", () => {
    expect(values(widgetCss, "font-weight").length).toBeGreaterThan(10);
    expect(values(widgetCss, "font-size").length).toBeGreaterThan(5);
    expect(values(".a { font: italic 700 12px/1 Georgia, serif; }", "font")).toEqual([
      "italic 700 12px/1 Georgia, serif",
    ]);
    expect(values(":host { --tc-font-size: 16px; }", "font-size")).toEqual([]);
  });
});
