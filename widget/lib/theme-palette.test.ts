import { describe, expect, it } from "vitest";
import { widgetCss } from "../ui/styles.ts";
import { contrastRatio, parseHex, type Rgb } from "./contrast.ts";
import { DEFAULT_THEME, derivePalette, THEME_COLOUR_NAMES, type ThemeColours } from "./theme-palette.ts";

const hex = (v: string) => parseHex(v)!;
const themeOf = (values: Record<string, string>) =>
  Object.fromEntries(THEME_COLOUR_NAMES.map((n) => [n, hex(values[n]!)])) as unknown as ThemeColours;

/** `--tc-name: value;` pairs of the `:host` rule of the widget CSS. */
function hostVariables(): Map<string, string> {
  const host = /:host \{([^}]*)\}/.exec(widgetCss)![1]!;
  return new Map([...host.matchAll(/--tc-([a-z-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

/** Checks every pairing the CSS uses; returns the failures as readable lines. */
function failures(theme: ThemeColours): string[] {
  const p = Object.fromEntries(Object.entries(derivePalette(theme)).map(([k, v]) => [k, hex(v)])) as Record<
    string,
    Rgb
  >;
  const surfaces: [string, Rgb][] = [
    ["background", theme.background],
    ["surface", theme.surface],
    ["success-tint", p["success-tint"]!],
    ["danger-tint", p["danger-tint"]!],
    ["warning-tint", p["warning-tint"]!],
  ];
  const out: string[] = [];
  const need = (name: string, fg: Rgb, bg: Rgb, bgName: string, min: number) => {
    const ratio = contrastRatio(fg, bg);
    if (ratio < min) out.push(`${name} on ${bgName}: ${ratio.toFixed(2)} < ${min}`);
  };
  for (const ink of ["text-ink", "muted-ink", "primary-ink", "success-ink", "danger-ink", "warning-ink"]) {
    for (const [bgName, bg] of surfaces) need(ink, p[ink]!, bg, bgName, 4.5);
  }
  for (const line of ["control-border", "focus-ring", "primary-border"]) {
    for (const [bgName, bg] of surfaces) need(line, p[line]!, bg, bgName, 3);
  }
  need("on-primary", p["on-primary"]!, theme.primary, "primary", 4.5);
  need("on-primary", p["on-primary"]!, p["primary-hover"]!, "primary-hover", 4.5);
  need("on-success", p["on-success"]!, p["success-ink"]!, "success-ink", 4.5);
  need("on-success", p["on-success"]!, p["success-hover"]!, "success-hover", 4.5);
  return out;
}

describe("theme palette", () => {
  it("the CSS ships the derived values of the default theme (no JS needed for the defaults)", () => {
    const vars = hostVariables();
    for (const name of THEME_COLOUR_NAMES) expect(vars.get(name), name).toBe(DEFAULT_THEME[name]);
    for (const [key, value] of Object.entries(derivePalette(themeOf(DEFAULT_THEME))))
      expect(vars.get(key), key).toBe(value);
  });

  it("the default theme passes every pairing; the success fill is a darker green than #02c39a", () => {
    expect(failures(themeOf(DEFAULT_THEME))).toEqual([]);
    const p = derivePalette(themeOf(DEFAULT_THEME));
    expect(p["success-ink"]).not.toBe("#02c39a");
    expect(p["on-success"]).toBe("#ffffff");
    expect(p["on-primary"]).toBe("#ffffff");
  });

  it("pale organizer colours get dark text and darker shades", () => {
    const pale = themeOf({
      ...DEFAULT_THEME,
      primary: "#ffcc00",
      success: "#7fffd4",
      danger: "#ff6b6b",
      border: "#eeeeee",
      muted: "#aaaaaa",
      focus: "#9ecbff",
    });
    expect(failures(pale)).toEqual([]);
    expect(derivePalette(pale)["on-primary"]).toBe("#000000");
  });

  it("an organizer's contrast colour is kept when it reads, replaced when it does not", () => {
    expect(
      derivePalette(themeOf({ ...DEFAULT_THEME, primary: "#e4572e", "primary-contrast": "#111111" }))["on-primary"],
    ).toBe("#111111");
    expect(
      derivePalette(themeOf({ ...DEFAULT_THEME, primary: "#e4572e", "primary-contrast": "#ffffff" }))["on-primary"],
    ).toBe("#000000");
  });

  it("any brand colours on the default light background pass every pairing (seeded random sweep)", () => {
    let seed = 12;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const colour = () =>
      "#" +
      Array.from({ length: 3 }, () =>
        Math.floor(random() * 256)
          .toString(16)
          .padStart(2, "0"),
      ).join("");
    for (let i = 0; i < 300; i++) {
      const theme = themeOf({
        ...DEFAULT_THEME,
        primary: colour(),
        "primary-contrast": colour(),
        success: colour(),
        warning: colour(),
        danger: colour(),
        text: colour(),
        muted: colour(),
        border: colour(),
        focus: colour(),
      });
      expect(failures(theme), JSON.stringify(theme)).toEqual([]);
    }
  });
});
