// The widget's one type scale. Each size and weight is a font "strike" Chromium sets up on first use,
// so the sheets keep to these (type-scale.test.ts), and the loader sets up step 1's while the markup request is
// out (loader/warm-fonts.ts).

/** Every font size a sheet may set, in em of `--tc-font-size`. */
export const TYPE_SCALE = [0.9, 1, 1.1, 1.2, 1.35] as const;

/** The widget's two weights, and italic, which organizers' descriptions use. */
export const FACES = ["", "700 ", "italic "] as const;

/**
 * The strikes step 1's markup shows, as the face and the size in px at the default 16px: 8 of the scale's
 * 15. The loader sets up these only: each costs about 3 ms of main thread at 4x CPU, and it runs while the markup
 * answer waits for that thread, so the 7 that step 1 never shows (step 2's labels, the processing screen) would
 * only hold its rows back (loader task, 7 traces: 113 -> 90 ms median); later steps set theirs up in their own
 * frames. Strings, not [face, em] pairs: they are in loader.js, pairs made it 1,523 B gzip of its 1,536, strings 1,513;
 * tests/e2e/widget-first-paint.spec.ts checks them against the fonts the seeded events' painted rows use, both ways.
 */
export const FIRST_STRIKES: readonly `${(typeof FACES)[number]}${number}`[] = [
  "16", // text, quantities
  "14.4", // organizer, descriptions, notes (0.9em)
  "700 16", // tabs, ticket names, prices, buttons
  "700 14.4", // the price-details button, stock notes
  "700 17.6", // step title (1.1em)
  "700 19.2", // "−" and "+", the total (1.2em)
  "700 21.6", // event title (1.35em)
  "italic 14.4", // emphasis in descriptions
];

/** The first family of the default `--tc-font`: where it exists the rest of the stack is never looked up. */
export const FIRST_FAMILY = "system-ui";
