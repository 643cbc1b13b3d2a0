import { afterEach, describe, expect, it, vi } from "vitest";

// The loader as a page runs it (happy-dom): the markup request it sends for an element.
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("loader markup request", () => {
  it("asks for the element's language and currency and the buyer's UTC offset, with no Intl call before it", async () => {
    vi.stubGlobal("__WIDGET_ENTRY__", "entry-test.js");
    vi.stubGlobal("__WIDGET_PRELOAD__", []);
    vi.spyOn(Date.prototype, "getTimezoneOffset").mockReturnValue(-60);
    // The page's first Intl call is what this request must not wait for.
    const intl = vi.spyOn(Intl, "DateTimeFormat");
    const fetchMock = vi.fn(async () => new Response("{}", { status: 500 }));
    vi.stubGlobal("fetch", fetchMock);
    document.body.innerHTML = '<ticket-checkout event="101" lang="de" currency="USD"></ticket-checkout>';
    await import("./index.ts");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL(String((fetchMock.mock.calls[0] as unknown[])[0]));
    expect(url.pathname).toBe("/api/events/101/markup");
    expect(Object.fromEntries(url.searchParams)).toEqual({ lang: "de", currency: "USD", tzo: "-60" });
    expect(intl).not.toHaveBeenCalled();
  });
});
