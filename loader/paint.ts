/** The markup route's answer (demo-site/server/routes/event-markup.ts); the widget reads `event` and more. */
export interface FirstPaint {
  html: string;
  css: string;
  event: unknown;
}

/**
 * Paints the server's step-1 markup into the element's open shadow root at once (React hydrates it later):
 * used by the loader on the host page and by the checkout frame's page script.
 */
export function paint(el: HTMLElement, answer: FirstPaint): void {
  if (el.shadowRoot) return;
  // Without constructable stylesheets this throws before the element is touched: the widget renders it.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(answer.css);
  const root = el.attachShadow({ mode: "open" });
  root.adoptedStyleSheets = [sheet];
  root.innerHTML = answer.html; // React's escaped output from our own origin, like the code itself
  (el as HTMLElement & { tcPaint?: FirstPaint }).tcPaint = answer;
  el.setAttribute("data-tc-painted", "");
}
