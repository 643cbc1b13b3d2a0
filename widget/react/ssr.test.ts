// @vitest-environment node
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TicketCheckout } from "./index.ts";

describe("TicketCheckout on the server", () => {
  it("imports and renders without window or document: the element with its attributes, for the loader to paint", () => {
    expect(typeof window).toBe("undefined");
    const html = renderToString(
      createElement(TicketCheckout, { event: 201, lang: "de", loaderSrc: "https://x/loader.js", onReady: () => {} }),
    );
    expect(html).toBe('<ticket-checkout event="201" lang="de"></ticket-checkout>');
  });
});
