// The widget's stylesheet without its CSS in step 1's code: a painted element already has it (the loader adopted
// the markup answer's `css`, the same `ui/styles.ts` text the server sends), and that text serves every later
// element; only without any answer is the styles chunk fetched.
let cssText: string | undefined;
let loading: Promise<void> | undefined;
let sheet: CSSStyleSheet | null | undefined;

/** The CSS text once known; a markup answer's `css` (a string) is taken when none is known yet. */
export function widgetCssText(answerCss?: unknown): string | undefined {
  if (cssText === undefined && typeof answerCss === "string") cssText = answerCss;
  return cssText;
}

/** Fetches the styles chunk (once; a failure is logged and may be retried by a later element). */
export function loadWidgetCss(): Promise<void> {
  loading ??= import("./styles.ts").then(
    (m) => void (cssText ??= m.widgetCss),
    (error: unknown) => {
      loading = undefined;
      console.warn("ticket-checkout: the stylesheet did not load.", error);
    },
  );
  return loading;
}

/** One constructable stylesheet shared by every element (no <style> in the shadow root: strict CSP); null without support. */
export function widgetSheet(css: string): CSSStyleSheet | null {
  if (sheet === undefined) {
    try {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    } catch {
      sheet = null; // no constructable stylesheets: the CSS goes into a <style> element instead
    }
  }
  return sheet;
}
