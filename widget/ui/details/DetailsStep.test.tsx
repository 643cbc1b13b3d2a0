import { createStore, Provider } from "jotai";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadLocale } from "../../i18n/load-locale.ts";
import type { BuyerDetails } from "../../lib/validation.ts";
import { buyerDetailsAtom, buyerPrefilledAtom } from "../../state/buyer.ts";
import DetailsStep from "./DetailsStep.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// In the widget, Checkout's StepArea loads these strings before any step after 1 renders.
beforeAll(() => loadLocale("en"));

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

async function render(store = createStore()) {
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  await act(async () =>
    root.render(
      <Provider store={store}>
        <DetailsStep />
      </Provider>,
    ),
  );
  return { host, root };
}

describe("DetailsStep", () => {
  it("renders every spec §2 field with its label", async () => {
    const { host, root } = await render();
    const names = [...host.querySelectorAll("input, select")].map((el) => el.getAttribute("name"));
    expect(names).toEqual([
      "firstName",
      "lastName",
      "email",
      "email_confirmation",
      "street",
      "postCode",
      "city",
      "country",
      "companyName",
      "vatNumber",
      "saveDataForFuture",
      "hasVoucher",
    ]);
    expect(host.querySelector<HTMLSelectElement>("select[name=country]")!.value).toBe("Germany");
    act(() => root.unmount());
  });

  it("shows the spec's message when the form fails to render, and nothing escapes", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const store = createStore();
    store.set(buyerPrefilledAtom, true);
    store.set(buyerDetailsAtom, null as unknown as BuyerDetails); // makes the form throw while rendering
    const { host, root } = await render(store);
    expect(host.querySelector('[role="alert"]')?.textContent).toContain(
      "An error occurred while rendering the form. Please try again or contact support if the problem persists.",
    );
    expect(host.querySelector("h3")?.textContent).toBe("Personal information");
    act(() => root.unmount());
  });
});
