import { describe, expect, it } from "vitest";
import {
  BLACK,
  contrastRatio,
  ensureContrast,
  mix,
  parseHex,
  readableOn,
  relativeLuminance,
  toHex,
  WHITE,
} from "./contrast.ts";

const hex = (v: string) => parseHex(v)!;

describe("WCAG arithmetic", () => {
  it("parses #rgb and #rrggbb, refuses the rest", () => {
    expect(parseHex("#fff")).toEqual(WHITE);
    expect(parseHex(" #02C39A ")).toEqual({ r: 2, g: 195, b: 154 });
    for (const bad of ["fff", "#ffff", "#12345g", "rgb(0,0,0)", "red", ""]) expect(parseHex(bad)).toBeNull();
    expect(toHex({ r: 2, g: 195, b: 154 })).toBe("#02c39a");
  });

  it("luminance and ratio match the WCAG reference values", () => {
    expect(relativeLuminance(BLACK)).toBe(0);
    expect(relativeLuminance(WHITE)).toBeCloseTo(1, 10);
    expect(contrastRatio(WHITE, BLACK)).toBeCloseTo(21, 10);
    expect(contrastRatio(BLACK, WHITE)).toBeCloseTo(21, 10);
    // A finding of an earlier review: white on the default success green.
    expect(contrastRatio(WHITE, hex("#02c39a"))).toBeCloseTo(2.26, 2);
    // Well-known pairs: #767676 is the lightest grey that reaches 4.5:1 on white, #777777 misses it.
    expect(contrastRatio(WHITE, hex("#767676"))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(WHITE, hex("#777777"))).toBeLessThan(4.5);
  });

  it("mixes like CSS color-mix in srgb", () => {
    expect(mix(WHITE, BLACK, 0.5)).toEqual({ r: 128, g: 128, b: 128 });
    expect(mix(hex("#02c39a"), WHITE, 0)).toEqual(hex("#02c39a"));
    expect(mix(hex("#02c39a"), WHITE, 1)).toEqual(WHITE);
  });
});

describe("readableOn: text colour for a fill", () => {
  it("keeps the preferred colour when it reaches 4.5:1, exactly at the boundary too", () => {
    expect(readableOn(hex("#4338ca"), WHITE)).toEqual(WHITE);
    expect(readableOn(WHITE, hex("#767676"))).toEqual(hex("#767676")); // 4.54:1
    expect(readableOn(WHITE, hex("#777777"))).toEqual(BLACK); // 4.48:1: falls back
  });

  it("falls back to black or white, whichever contrasts more, around the crossover luminance", () => {
    expect(readableOn(hex("#02c39a"), WHITE)).toEqual(BLACK);
    expect(readableOn(hex("#e4572e"), WHITE)).toEqual(BLACK); // the README's example brand colour: white is 3.6:1
    // Greys either side of the point where black and white contrast equally (luminance ≈ 0.179, grey 117.4).
    expect(readableOn(hex("#757575"))).toEqual(WHITE);
    expect(readableOn(hex("#767676"))).toEqual(BLACK);
  });

  it("every fill gets at least 4.5:1 (sweep over the sRGB cube)", () => {
    let worst = 21;
    for (let r = 0; r <= 255; r += 15)
      for (let g = 0; g <= 255; g += 15)
        for (let b = 0; b <= 255; b += 15) {
          const fill = { r, g, b };
          worst = Math.min(worst, contrastRatio(fill, readableOn(fill, WHITE)));
        }
    expect(worst).toBeGreaterThanOrEqual(4.5);
  });
});

describe("ensureContrast: a shade that reads on every background", () => {
  it("returns the colour untouched when it already passes", () => {
    expect(ensureContrast(hex("#4338ca"), [WHITE], 4.5)).toEqual(hex("#4338ca"));
  });

  it("darkens the default success green just enough for 4.5:1 on white", () => {
    const shade = ensureContrast(hex("#02c39a"), [WHITE], 4.5);
    expect(contrastRatio(shade, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(shade, WHITE)).toBeLessThan(4.7); // the least shade that passes, not black
    expect(toHex(shade)).toMatch(/^#0[01][0-9a-f]{4}$/); // still green: red stays ~0, green above blue
    expect(shade.g).toBeGreaterThan(shade.b);
  });

  it("takes the worst of several backgrounds and reaches 3:1 for boundaries", () => {
    const backgrounds = [WHITE, hex("#f5f6f8"), hex("#d9f6f0")];
    const border = ensureContrast(hex("#d9dce1"), backgrounds, 3);
    for (const bg of backgrounds) expect(contrastRatio(border, bg)).toBeGreaterThanOrEqual(3);
  });

  it("lightens on dark backgrounds", () => {
    const shade = ensureContrast(hex("#4338ca"), [hex("#111111")], 4.5);
    expect(contrastRatio(shade, hex("#111111"))).toBeGreaterThanOrEqual(4.5);
    expect(relativeLuminance(shade)).toBeGreaterThan(relativeLuminance(hex("#4338ca")));
  });

  it("yellow on white becomes a readable dark yellow, not black", () => {
    const shade = ensureContrast(hex("#ffcc00"), [WHITE], 4.5);
    expect(contrastRatio(shade, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(shade, WHITE)).toBeLessThan(5); // the least shade that passes
  });
});
