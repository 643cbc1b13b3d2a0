import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTicketCheckoutElement } from "../../widget/element.ts";
import { frameUrl } from "./frame-url.ts";

// The frame's address for an element whose class the widget code has defined already (issue 46): its `lang` is then
// react-to-web-component's prop, undefined without the attribute and not updated in iframe mode. The elements are
// never connected (a connected iframe-mode element imports the frame-host chunk, which happy-dom cannot load).
const TAG = "tc-frame-url-test";
beforeAll(() => {
  if (!customElements.get(TAG)) customElements.define(TAG, createTicketCheckoutElement("http://api.test"));
});
afterEach(() => document.documentElement.removeAttribute("lang"));

/** A defined element in iframe mode, its attributes set in this order (mode first, as a parser sets them). */
function element(attributes: Record<string, string>): HTMLElement {
  const el = document.createElement(TAG);
  for (const [name, value] of Object.entries({ mode: "iframe", ...attributes })) el.setAttribute(name, value);
  return el;
}

/** The frame address's query, as an object. */
const query = (el: HTMLElement) =>
  Object.fromEntries(new URL(frameUrl("http://api.test", el, location).url).searchParams);

describe("frameUrl of a defined <ticket-checkout>", () => {
  it("without a lang attribute: the page's language", () => {
    document.documentElement.lang = "de";
    const el = element({ event: "201" });
    expect((el as HTMLElement & { lang?: unknown }).lang).toBeUndefined(); // the prop, not HTMLElement's ""
    expect(query(el)).toMatchObject({ lang: "de" });
  });

  it("with lang and currency set after mode: the attributes (trimmed), which the props never saw", () => {
    const el = element({ event: "201", lang: " fr ", currency: "CHF" });
    expect(query(el)).toMatchObject({ lang: "fr", currency: "CHF" });
  });

  it("with no language anywhere: no lang parameter (the frame page then takes the buyer's)", () => {
    expect(query(element({ event: "201" }))).not.toHaveProperty("lang");
  });
});
