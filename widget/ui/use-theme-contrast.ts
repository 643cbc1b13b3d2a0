// At mount, when an organizer's --tc-* colour differs from the default, resolves it and writes the derived palette
// (lib/theme-palette.ts) onto the root, so contrast holds without the organizer setting every shade.
import { useLayoutEffect, useRef } from "react";
import { parseHex, type Rgb } from "../lib/contrast.ts";
import { DEFAULT_THEME, derivePalette, THEME_COLOUR_NAMES, type ThemeColours } from "../lib/theme-palette.ts";

/**
 * Any CSS colour (named, rgb(), hsl(), oklch(), …) as sRGB, by painting one canvas pixel: the browser parses
 * and gamut-maps it, so we need no colour parser. Null when the value is not a colour or there is no canvas.
 */
function canvasResolver(): (value: string) => Rgb | null {
  let ctx: CanvasRenderingContext2D | null | undefined;
  return (value) => {
    ctx ??= document.createElement("canvas").getContext("2d", { willReadFrequently: true });
    if (!ctx) return null;
    ctx.fillStyle = "#000";
    ctx.fillStyle = value; // an invalid value leaves the previous one: reject by comparing with another probe
    const first = ctx.fillStyle;
    ctx.fillStyle = "#fff";
    ctx.fillStyle = value;
    if (ctx.fillStyle !== first) return null;
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 255] = ctx.getImageData(0, 0, 1, 1).data;
    const over = (c: number) => Math.round((c * a + 255 * (255 - a)) / 255); // translucent: as it shows on white
    return { r: over(r), g: over(g), b: over(b) };
  };
}

/**
 * Ref for the widget's root element. At mount it reads the organizer's `--tc-*` colours and, when any differs
 * from the defaults (whose derived values ship in the CSS), writes the derived palette of
 * `lib/theme-palette.ts` onto the root as custom properties (CSSOM, so a strict style-src CSP allows it):
 * text on a brand colour gets a contrasting colour, brand colours used as text get a readable shade.
 */
export function useThemeContrast<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root || typeof getComputedStyle !== "function") return;
    const style = getComputedStyle(root);
    const values = THEME_COLOUR_NAMES.map((name) => style.getPropertyValue(`--tc-${name}`).trim().toLowerCase());
    if (values.every((value, i) => value === "" || value === DEFAULT_THEME[THEME_COLOUR_NAMES[i]!])) return;
    const resolve = canvasResolver();
    const theme = Object.fromEntries(
      THEME_COLOUR_NAMES.map((name, i) => {
        const value = values[i]!;
        return [name, parseHex(value) ?? (value ? resolve(value) : null) ?? parseHex(DEFAULT_THEME[name])!];
      }),
    ) as unknown as ThemeColours;
    for (const [key, value] of Object.entries(derivePalette(theme))) root.style.setProperty(`--tc-${key}`, value);
  }, []);
  return ref;
}
