// Every colour the CSS uses, derived from the organizer's --tc-* theme colours so text, borders and focus stay
// readable whatever they pick; the defaults' values are also written in ui/styles.ts, kept equal by a unit test.
import {
  BLACK,
  ensureContrast,
  mix,
  NON_TEXT_CONTRAST,
  readableOn,
  relativeLuminance,
  TEXT_CONTRAST,
  toHex,
  WHITE,
  type Rgb,
} from "./contrast.ts";

/** The colours an organizer may set (`--tc-<name>` on `ticket-checkout`), as resolved sRGB. */
export interface ThemeColours {
  primary: Rgb;
  "primary-contrast": Rgb;
  success: Rgb;
  warning: Rgb;
  danger: Rgb;
  text: Rgb;
  muted: Rgb;
  background: Rgb;
  surface: Rgb;
  border: Rgb;
  focus: Rgb;
}

export const THEME_COLOUR_NAMES = [
  "primary",
  "primary-contrast",
  "success",
  "warning",
  "danger",
  "text",
  "muted",
  "background",
  "surface",
  "border",
  "focus",
] as const satisfies readonly (keyof ThemeColours)[];

/** The defaults of README's theming table (and of `:host` in ui/styles.ts). */
export const DEFAULT_THEME: Readonly<Record<keyof ThemeColours, string>> = {
  primary: "#4338ca",
  "primary-contrast": "#ffffff",
  success: "#02c39a",
  warning: "#b45309",
  danger: "#c62828",
  text: "#1f2937",
  muted: "#5b6472",
  background: "#ffffff",
  surface: "#f5f6f8",
  border: "#d9dce1",
  focus: "#2563eb",
};

/** Hover fills move away from their text colour, so hovering never lowers the text's contrast. */
const HOVER_SHIFT = 0.14;

/**
 * Every colour the CSS derives from the theme (`--tc-<key>`), chosen so that text reaches 4.5:1 and control
 * boundaries and focus rings 3:1 on every surface they can sit on: the background, the surface, and the
 * success/danger/warning tints. Theme colours are kept where they already reach that (the defaults' primary,
 * danger, warning) and shaded where they do not (the default success green #02c39a, 2.3:1 on white, becomes a
 * darker green for text and for the fill under white text; the pale border becomes a darker one for controls).
 */
export function derivePalette(theme: ThemeColours): Record<string, string> {
  const { background, surface } = theme;
  const successTint = mix(background, theme.success, 0.15);
  const dangerTint = mix(background, theme.danger, 0.1);
  const warningTint = mix(background, theme.warning, 0.12);
  const surfaces = [background, surface, successTint, dangerTint, warningTint];
  const ink = (c: Rgb) => ensureContrast(c, surfaces, TEXT_CONTRAST);
  const onPrimary = readableOn(theme.primary, theme["primary-contrast"]);
  const successInk = ink(theme.success);
  const onSuccess = readableOn(successInk, background);
  const away = (fill: Rgb, text: Rgb) =>
    mix(fill, relativeLuminance(text) > relativeLuminance(fill) ? BLACK : WHITE, HOVER_SHIFT);
  const palette: Record<string, Rgb> = {
    "text-ink": ink(theme.text),
    "muted-ink": ink(theme.muted),
    "primary-ink": ink(theme.primary),
    "on-primary": onPrimary,
    // A pale brand fill gets a darker ring of its own hue, so the button's edge still shows (3:1).
    "primary-border": ensureContrast(theme.primary, surfaces, NON_TEXT_CONTRAST),
    "primary-hover": away(theme.primary, onPrimary),
    "success-ink": successInk,
    "on-success": onSuccess,
    "success-hover": away(successInk, onSuccess),
    "success-tint": successTint,
    "danger-ink": ink(theme.danger),
    "danger-tint": dangerTint,
    "warning-ink": ink(theme.warning),
    "warning-tint": warningTint,
    "control-border": ensureContrast(theme.border, surfaces, NON_TEXT_CONTRAST),
    "focus-ring": ensureContrast(theme.focus, surfaces, NON_TEXT_CONTRAST),
  };
  return Object.fromEntries(Object.entries(palette).map(([k, v]) => [k, toHex(v)]));
}
