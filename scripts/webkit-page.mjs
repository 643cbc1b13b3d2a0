// What the WebKit smoke test (scripts/webkit-smoke.mjs) runs inside the page: WebDriver classic's locators do not
// reach into the widget's shadow root, so each query gets small helpers over `ticket-checkout`'s (open) shadow root.
// The helpers and the query travel as source text (executeScript), so they can use nothing from this module.

function widgetHelpers() {
  const root = () => document.querySelector("ticket-checkout")?.shadowRoot ?? null;
  const all = (selector) => [...(root()?.querySelectorAll(selector) ?? [])];
  return {
    root,
    /** Laid out and not hidden: what a buyer can see (the widget keeps inactive steps out of the layout). */
    visible: (el) => !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden",
    /** The accessible name as the widget gives it: aria-label, else the text. */
    name: (el) => (el.getAttribute("aria-label") || el.textContent).trim(),
    buttons: () => all('button, [role="button"]'),
    headings: () => all('h1, h2, h3, [role="heading"]'),
    /** The input a visible label names (its own text, without the "(optional)" mark). */
    field: (label) => {
      const match = all("label[for]").find((l) => l.childNodes[0]?.textContent.trim() === label);
      return match ? root().getElementById(match.htmlFor) : null;
    },
  };
}

/** A function's source that runs `query(helpers, ...args)` in the page and returns its value. */
export function inWidget(query) {
  return `function () { return (${query})((${widgetHelpers})(), ...arguments); }`;
}
