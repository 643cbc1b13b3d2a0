import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { event, ticket } from "./lib/test-fixtures.ts";
import { createTicketCheckoutElement } from "./element.ts";

// The element as react-to-web-component makes it (happy-dom, the client render: no loader markup here).
type Checkout = HTMLElement & { event?: string; lang?: string; guestListToken?: string; currency?: string };

const EVENTS: Record<string, ReturnType<typeof event>> = {
  "7": event({
    id: 7,
    event_id: 7,
    name: "Seven",
    event_tickets: [ticket({ id: 71, event_id: 7, ticket_name: "Early" })],
  }),
  "8": event({
    id: 8,
    event_id: 8,
    name: "Eight",
    event_tickets: [ticket({ id: 81, event_id: 8, ticket_name: "Late" })],
  }),
};

beforeAll(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const id = /\/api\/events\/(\w+)$/.exec(String(url))?.[1] ?? "";
      return EVENTS[id] ? Response.json(EVENTS[id]) : Response.json({ error: "not_found" }, { status: 404 });
    }),
  );
  if (!customElements.get("tc-element-test"))
    customElements.define("tc-element-test", createTicketCheckoutElement("http://api.test"));
});
afterAll(() => vi.unstubAllGlobals());

const shadowText = (el: Element) => el.shadowRoot?.textContent ?? "";

function add(html: string): Checkout {
  document.body.innerHTML = html;
  return document.querySelector<Checkout>("tc-element-test")!;
}

describe("<ticket-checkout> (react-to-web-component)", () => {
  it("renders its event in its shadow root, and follows attribute and property changes", async () => {
    const el = add('<tc-element-test event="7"></tc-element-test>');
    await vi.waitFor(() => expect(shadowText(el)).toContain("Seven"));
    expect(el.event).toBe("7"); // the attribute as a typed property
    el.setAttribute("event", "8");
    await vi.waitFor(() => expect(shadowText(el)).toContain("Eight"));
    el.event = "7"; // a property change reaches the attribute and re-renders
    expect(el.getAttribute("event")).toBe("7");
    await vi.waitFor(() => expect(shadowText(el)).toContain("Seven"));
    el.lang = "de";
    await vi.waitFor(() => expect(shadowText(el)).toContain("Tickets kaufen"));
    el.remove();
  });

  it("maps kebab-case attributes to camelCase props, and a removed attribute clears its prop", async () => {
    const el = add('<tc-element-test event="7" guest-list-token="abc" currency="usd"></tc-element-test>');
    expect(el.guestListToken).toBe("abc");
    await vi.waitFor(() => expect(shadowText(el)).toContain("$25.00"));
    el.removeAttribute("currency");
    expect(el.currency).toBeUndefined();
    await vi.waitFor(() => expect(shadowText(el)).toContain("€25.00"));
    el.removeAttribute("event");
    await vi.waitFor(() => expect(shadowText(el)).not.toContain("Seven"));
    el.remove();
  });

  it("unmounts when disconnected (the shadow root is empty once remove() returns) and mounts again when re-added", async () => {
    const el = add('<tc-element-test event="7"></tc-element-test>');
    await vi.waitFor(() => expect(shadowText(el)).toContain("Seven"));
    el.remove();
    expect(el.shadowRoot!.childNodes.length).toBe(0);
    document.body.append(el);
    await vi.waitFor(() => expect(shadowText(el)).toContain("Seven"));
    el.remove();
  });

  it("does not mount while it was never connected, whatever attributes it gets", async () => {
    const el = document.createElement("tc-element-test") as Checkout;
    el.setAttribute("event", "7");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(el.shadowRoot).toBeNull();
    document.body.append(el);
    await vi.waitFor(() => expect(shadowText(el)).toContain("Seven"));
    el.remove();
  });
});
