// WCAG 2.2 contrast arithmetic (relative luminance, contrast ratio) and the two ways the widget makes a theme
// colour readable: pick black or white text for a fill, or shade a colour until it reads on its backgrounds.

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export const WHITE: Rgb = { r: 255, g: 255, b: 255 };
export const BLACK: Rgb = { r: 0, g: 0, b: 0 };
/** WCAG 1.4.3: normal text. */
export const TEXT_CONTRAST = 4.5;
/** WCAG 1.4.11: control boundaries, focus indicators (and 1.4.3 large text). */
export const NON_TEXT_CONTRAST = 3;

/** `#rgb` or `#rrggbb` (any case, surrounding blanks ignored); null for anything else. */
export function parseHex(value: string): Rgb | null {
  const hex = value.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(hex);
  if (short)
    return {
      r: parseInt(short[1]! + short[1], 16),
      g: parseInt(short[2]! + short[2], 16),
      b: parseInt(short[3]! + short[3], 16),
    };
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(hex);
  return long ? { r: parseInt(long[1]!, 16), g: parseInt(long[2]!, 16), b: parseInt(long[3]!, 16) } : null;
}

export function toHex({ r, g, b }: Rgb): string {
  return "#" + [r, g, b].map((c) => Math.round(c).toString(16).padStart(2, "0")).join("");
}

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio, 1 to 21, symmetric. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `amount` (0–1) of `to` mixed into `from`, channel by channel, rounded: CSS `color-mix(in srgb, from, to amount)`. */
export function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  const m = (a: number, b: number) => Math.round(a + (b - a) * amount);
  return { r: m(from.r, to.r), g: m(from.g, to.g), b: m(from.b, to.b) };
}

/**
 * Text colour for a fill: `preferred` when it reaches `min` against it, else whichever of black and white
 * contrasts more (one of them always reaches at least 4.58:1, whatever the fill).
 */
export function readableOn(fill: Rgb, preferred: Rgb | null = null, min = TEXT_CONTRAST): Rgb {
  if (preferred && contrastRatio(fill, preferred) >= min) return preferred;
  return contrastRatio(fill, WHITE) >= contrastRatio(fill, BLACK) ? WHITE : BLACK;
}

/**
 * `color` itself when it reaches `min` against every one of `backgrounds`; else the least shade of it towards
 * black (or towards white, when the backgrounds are dark) that does, in 1 % steps. If no shade can (backgrounds
 * both very light and very dark), the shade with the best worst-case contrast.
 */
export function ensureContrast(color: Rgb, backgrounds: readonly Rgb[], min: number): Rgb {
  const worst = (c: Rgb) => Math.min(...backgrounds.map((bg) => contrastRatio(c, bg)));
  if (worst(color) >= min) return color;
  const darkest = backgrounds.reduce((a, b) => (relativeLuminance(b) < relativeLuminance(a) ? b : a));
  const target = contrastRatio(darkest, BLACK) >= contrastRatio(darkest, WHITE) ? BLACK : WHITE;
  let best = color;
  for (let step = 1; step <= 100; step++) {
    const shade = mix(color, target, step / 100);
    if (worst(shade) >= min) return shade;
    if (worst(shade) > worst(best)) best = shade;
  }
  return best;
}
