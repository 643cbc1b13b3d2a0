import { createStore, Provider } from "jotai";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadLocale } from "../../i18n/load-locale.ts";
import { event, ticket } from "../../lib/test-fixtures.ts";
import { emptyBuyerDetails } from "../../lib/validation.ts";
import { buyerDetailsAtom } from "../../state/buyer.ts";
import { currentStepAtom, selectedPaymentMethodAtom, ticketQuantitiesAtom } from "../../state/checkout-atoms.ts";
import { configAtom, defaultConfig } from "../../state/config-atoms.ts";
import { eventLoadAtom, nowAtom } from "../../state/event-atoms.ts";
import { goBackAtom } from "../../state/navigation-atoms.ts";
import { selectedPaymentChoiceAtom } from "../../state/payment-method.ts";
import { reservationAtom } from "../../state/reservation.ts";
import { Navigation } from "../Navigation.tsx";
import PaymentMethodStep from "./PaymentMethodStep.tsx";
import ReservationTimer from "./ReservationTimer.tsx";

// Step 3 renders once the rest of the language is here (Checkout.tsx LaterLocale does that in the widget).
beforeAll(() => loadLocale("en"));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const CONFIG = {
  mode: "sandbox",
  currency: "EUR",
  card_path: "stripe",
  reservation_minutes: 15,
  enabled_paths: ["stripe", "braintree", "paypal", "mollie"],
};

interface Server {
  config?: { status: number; body: unknown };
  reserve?: { status: number; body: unknown };
}
function serve(server: Server = {}) {
  const calls: string[] = [];
  vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? "GET"} ${url}`);
    const answer = url.includes("/api/payments/config")
      ? (server.config ?? { status: 200, body: CONFIG })
      : (server.reserve ?? { status: 201, body: { reservation_id: "res_1", expires_at: "", seconds_left: 900 } });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": "application/json" },
    });
  });
  return calls;
}

function storeFor(country: string, overrides: Parameters<typeof event>[0] = {}) {
  const store = createStore();
  store.set(configAtom, { ...defaultConfig, eventId: "101", apiOrigin: "https://api.test" });
  store.set(eventLoadAtom, {
    status: "ready",
    event: event({ start_date: "2030-12-01T20:00:00Z", event_tickets: [ticket({ id: 7 })], ...overrides }),
  });
  store.set(nowAtom, Date.parse("2030-07-01T10:00:00Z"));
  store.set(ticketQuantitiesAtom, { 7: 2 });
  store.set(buyerDetailsAtom, { ...emptyBuyerDetails(), country });
  store.set(currentStepAtom, 3);
  return store;
}

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function render(store: ReturnType<typeof createStore>) {
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  await act(async () =>
    root.render(
      <Provider store={store}>
        <ReservationTimer />
        <PaymentMethodStep />
        <Navigation />
      </Provider>,
    ),
  );
  // Let the config fetch and the reservation settle.
  for (let i = 0; i < 5; i++)
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
  return { host, root };
}

const methodNames = (host: HTMLElement, group = 0) =>
  [...host.querySelectorAll('[role="radiogroup"]')[group]!.querySelectorAll('[role="radio"] > span:last-child')].map(
    (el) => el.textContent,
  );

describe("PaymentMethodStep", () => {
  it("DE buyer: DE order first, the rest behind the view-more toggle", async () => {
    serve();
    const { host, root } = await render(storeFor("Germany"));
    expect(methodNames(host)).toEqual([
      "Credit Card",
      "Klarna",
      "giropay",
      "SEPA direct debit",
      "Revolut Pay",
      "SEPA transfer",
      "PayPal",
      "EPS",
    ]);
    expect(host.querySelector('[role="radiogroup"]')!.getAttribute("aria-label")).toBe("Choose a payment method");
    const toggle = [...host.querySelectorAll("button")].find((b) => b.textContent === "Show other payment methods")!;
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(host.querySelectorAll('[role="radiogroup"]')).toHaveLength(1);
    await act(async () => toggle.click());
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(toggle.textContent).toBe("Hide other payment methods");
    expect(methodNames(host, 1)).toContain("iDEAL");
    act(() => root.unmount());
  });

  it("NL buyer sees iDEAL among the first methods", async () => {
    serve();
    const { host, root } = await render(storeFor("Netherlands"));
    expect(methodNames(host).slice(0, 3)).toEqual(["Credit Card", "Klarna", "iDEAL"]);
    act(() => root.unmount());
  });

  it("Next without a method says 'Please select a payment method.'; picking a method goes to step 4 with its path", async () => {
    serve();
    const store = storeFor("Germany");
    const { host, root } = await render(store);
    // Step 3's own Next is drawn by the shared navigation, in one row with Back.
    expect([...host.querySelector(".tc-nav")!.querySelectorAll("button")].map((b) => b.textContent)).toEqual([
      "Back",
      "Next",
    ]);
    const next = [...host.querySelectorAll("button")].find((b) => b.textContent === "Next")!;
    await act(async () => next.click());
    expect(host.querySelector('[role="alert"]')?.textContent).toBe("Please select a payment method.");
    expect(store.get(currentStepAtom)).toBe(3);
    const paypal = [...host.querySelectorAll<HTMLButtonElement>('[role="radio"]')].find((b) =>
      b.textContent.includes("PayPal"),
    )!;
    await act(async () => paypal.click());
    expect(store.get(currentStepAtom)).toBe(4);
    expect(store.get(selectedPaymentChoiceAtom)).toEqual({
      method: "paypal",
      path: "paypal",
      providerMethod: "paypal",
    });
    expect(store.get(selectedPaymentMethodAtom)).toBe("paypal");
    // Spec §4 Back clears the method.
    act(() => store.set(goBackAtom));
    expect(store.get(currentStepAtom)).toBe(3);
    expect(store.get(selectedPaymentChoiceAtom)).toBeNull();
    act(() => root.unmount());
  });

  it("arrow keys move focus along the methods without picking; one tab stop", async () => {
    serve();
    const store = storeFor("Germany");
    const { host, root } = await render(store);
    const radios = [
      ...host
        .querySelectorAll<HTMLButtonElement>('[role="radiogroup"]')[0]!
        .querySelectorAll<HTMLButtonElement>('[role="radio"]'),
    ];
    expect(radios.map((r) => r.tabIndex)).toEqual([0, -1, -1, -1, -1, -1, -1, -1]);
    radios[0]!.focus();
    await act(async () => radios[0]!.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true })));
    expect(host.ownerDocument.activeElement).toBe(radios[1]);
    expect(radios[1]!.tabIndex).toBe(0);
    await act(async () => radios[1]!.dispatchEvent(new KeyboardEvent("keydown", { key: "End", bubbles: true })));
    expect(host.ownerDocument.activeElement).toBe(radios[7]);
    await act(async () => radios[7]!.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true })));
    expect(host.ownerDocument.activeElement).toBe(radios[0]);
    expect(store.get(currentStepAtom)).toBe(3);
    act(() => root.unmount());
  });

  it("no enabled path: the no_payment_methods_available warning, and the country warning is logged", async () => {
    serve({ config: { status: 200, body: { ...CONFIG, enabled_paths: [] } } });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { host, root } = await render(storeFor("Germany"));
    expect(host.querySelector('[data-testid="no-payment-methods"]')?.textContent).toBe(
      "No payment methods are available for this event.",
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("no_payment_methods_available_for_country (DE)"));
    act(() => root.unmount());
  });

  it("a config that fails to load shows error_loading_payment_methods with a retry", async () => {
    serve({ config: { status: 500, body: { type: "server_error", message: "boom" } } });
    const { host, root } = await render(storeFor("Germany"));
    expect(host.querySelector('[role="alert"]')?.textContent).toBe("The payment methods could not be loaded.");
    expect([...host.querySelectorAll("button")].some((b) => b.textContent === "Try again")).toBe(true);
    act(() => root.unmount());
  });

  it("more than 60 % sold hides SEPA direct debit; 60 % keeps it", async () => {
    serve();
    const sold = await render(storeFor("Germany", { sale_summary: { sales_percentage: 60.01 } }));
    expect(methodNames(sold.host)).not.toContain("SEPA direct debit");
    act(() => sold.root.unmount());
    document.body.innerHTML = "";
    const at60 = await render(storeFor("Germany", { sale_summary: { sales_percentage: 60 } }));
    expect(methodNames(at60.host)).toContain("SEPA direct debit");
    act(() => at60.root.unmount());
  });
});

describe("reservation on step 3", () => {
  it("holds the tickets once and shows the time left", async () => {
    const calls = serve();
    const store = storeFor("Germany");
    const { host, root } = await render(store);
    expect(calls.filter((c) => c.startsWith("POST"))).toEqual(["POST https://api.test/api/reservations"]);
    expect(store.get(reservationAtom)).toMatchObject({ status: "held", id: "res_1" });
    expect(host.querySelector('[role="timer"]')?.textContent).toMatch(/^Time left: (15:00|14:59)$/);
    act(() => root.unmount());
    // Coming back to step 3 with the same selection does not hold again.
    const again = await render(store);
    expect(calls.filter((c) => c.startsWith("POST"))).toHaveLength(1);
    act(() => again.root.unmount());
  });

  it("a 409 ticket_stock_error shows not_enough_tickets and hides the methods; Start again returns to step 1 keeping the selection", async () => {
    serve({ reserve: { status: 409, body: { type: "ticket_stock_error", message: "only 1 left" } } });
    const store = storeFor("Germany");
    const { host, root } = await render(store);
    expect(host.querySelector('[role="alert"]')?.textContent).toBe(
      "Sorry, there are not enough tickets left for your selection.",
    );
    expect(host.querySelector('[role="radiogroup"]')).toBeNull();
    const startAgain = [...host.querySelectorAll("button")].find((b) => b.textContent === "Start again")!;
    await act(async () => startAgain.click());
    expect(store.get(currentStepAtom)).toBe(1);
    expect(store.get(ticketQuantitiesAtom)).toEqual({ 7: 2 });
    act(() => root.unmount());
  });

  it("counts down, announces at 5 and 1 minutes only, then tells the buyer the hold expired", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    try {
      const store = createStore();
      store.set(reservationAtom, { status: "held", key: "k", id: "r", expiresAtMs: Date.now() + 302_000 });
      const host = document.createElement("div");
      document.body.append(host);
      const root = createRoot(host);
      await act(async () =>
        root.render(
          <Provider store={store}>
            <ReservationTimer />
          </Provider>,
        ),
      );
      const live = () => host.querySelector('[aria-live="polite"]')!.textContent;
      expect(host.querySelector('[role="timer"]')!.textContent).toBe("Time left: 05:02");
      expect(live()).toBe("");
      await act(async () => vi.advanceTimersByTime(1000));
      expect(live()).toBe("");
      await act(async () => vi.advanceTimersByTime(1000));
      expect(host.querySelector('[role="timer"]')!.textContent).toBe("Time left: 05:00");
      expect(live()).toBe("5 minutes left to complete your payment.");
      await act(async () => vi.advanceTimersByTime(240_000));
      expect(live()).toBe("1 minute left to complete your payment.");
      await act(async () => vi.advanceTimersByTime(60_000));
      expect(store.get(reservationAtom).status).toBe("expired");
      expect(host.querySelector('[role="alert"]')?.textContent).toContain("Your ticket hold has expired");
      act(() => root.unmount());
    } finally {
      vi.useRealTimers();
    }
  });
});
