// The widget's one type scale (issue 12). Each size and weight is a font "strike" Chromium sets up on first use,
// so the sheets keep to these (type-scale.test.ts), and the loader sets them all up while the markup request is
// out (loader/warm-fonts.ts).

/** Every font size a sheet may set, in em of `--tc-font-size`. */
export const TYPE_SCALE = [0.9, 1, 1.1, 1.2, 1.35] as const;

/** The widget's two weights, and italic, which organizers' descriptions use. */
export const FACES = ["", "700 ", "italic "] as const;

/** The first family of the default `--tc-font`: where it exists the rest of the stack is never looked up. */
export const FIRST_FAMILY = "system-ui";
