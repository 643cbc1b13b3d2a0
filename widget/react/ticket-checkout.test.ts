import { act, createElement } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dispatchHostEvent } from "../lib/host-events.ts";
import { TicketCheckout, type TicketCheckoutProps } from "./index.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function mount(props: TicketCheckoutProps) {
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(createElement(TicketCheckout, props)));
  const element = () => container.querySelector<HTMLElement>("ticket-checkout")!;
  return {
    container,
    element,
    rerender: (p: TicketCheckoutProps) => act(() => root.render(createElement(TicketCheckout, p))),
    unmount: () => act(() => root.unmount()),
  };
}

afterEach(() => {
  document.body.replaceChildren();
  document.head.querySelectorAll("script").forEach((s) => s.remove());
});

describe("TicketCheckout (React)", () => {
  it("renders <ticket-checkout> with every attribute, theme variables and class; unset props leave no attribute", () => {
    const { element, rerender } = mount({
      event: 201,
      lang: "de",
      currency: "CHF",
      country: "NL",
      voucher: "EARLY20",
      guestListToken: "tok",
      analytics: "ga4",
      mode: "iframe",
      className: "box",
      style: { "--tc-primary": "#e4572e" },
    });
    const el = element();
    expect(Object.fromEntries([...el.attributes].map((a) => [a.name, a.value]))).toMatchObject({
      event: "201",
      lang: "de",
      currency: "CHF",
      country: "NL",
      voucher: "EARLY20",
      "guest-list-token": "tok",
      analytics: "ga4",
      mode: "iframe",
      class: "box",
    });
    expect(el.style.getPropertyValue("--tc-primary")).toBe("#e4572e");
    rerender({ event: "202" });
    expect(el.getAttribute("event")).toBe("202");
    for (const name of ["currency", "country", "voucher", "guest-list-token", "analytics"])
      expect(el.hasAttribute(name), name).toBe(false);
  });

  it("calls the latest on* prop with each event's detail; nothing after unmount", () => {
    const first = vi.fn();
    const latest = vi.fn();
    const onError = vi.fn();
    const { element, rerender, unmount } = mount({ event: "201", onComplete: first });
    rerender({ event: "201", onComplete: latest, onError });
    const el = element();
    const detail = {
      eventId: 201,
      currency: "EUR",
      items: [],
      quantity: 1,
      total: "0.00",
      orderId: "ord_1",
      method: "free_ticket",
      free: true,
      voucher: null,
    };
    dispatchHostEvent(el, { name: "complete", detail });
    dispatchHostEvent(el, { name: "error", detail: { eventId: 201, source: "load", code: "timeout", step: 1 } });
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledWith(detail, expect.objectContaining({ type: "ticket-checkout:complete" }));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: "timeout" }), expect.anything());
    unmount();
    dispatchHostEvent(el, { name: "complete", detail });
    expect(latest).toHaveBeenCalledTimes(1);
  });

  it("adds the loader script once, and not when the page has it", () => {
    const src = "https://tickets.example/loader.js";
    mount({ event: "1", loaderSrc: src });
    mount({ event: "2", loaderSrc: src });
    expect([...document.querySelectorAll("script")].map((s) => [s.src, s.async, s.crossOrigin])).toEqual([
      [src, true, "anonymous"],
    ]);
  });
});
