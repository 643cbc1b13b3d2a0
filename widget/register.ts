// Widget entry (the only widget module that acts on load): defines <ticket-checkout>. The loader imports
// this chunk; the API lives on the same origin the chunk was served from.
import { createTicketCheckoutElement, ELEMENT_NAME } from "./element.ts";

if (typeof window !== "undefined" && typeof customElements !== "undefined" && !customElements.get(ELEMENT_NAME)) {
  customElements.define(ELEMENT_NAME, createTicketCheckoutElement(new URL(import.meta.url).origin));
}
