import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The loader as a page runs it (happy-dom): the markup request it sends for an element, and when it runs the code.
const root = document.documentElement;
const failed = () => root.hasAttribute("data-tc-failed"); // the code was asked for (happy-dom cannot load it)

beforeEach(() => {
  vi.resetModules();
  document.adoptedStyleSheets = [];
  delete (window as unknown as Record<string, unknown>).__ticketCheckoutLoader;
  root.removeAttribute("data-tc-failed");
  vi.stubGlobal("__WIDGET_ENTRY__", "entry-test.js");
});

/** Stubs fetch with markup requests that stay out until the test answers them (in request order). */
function holdMarkupAnswers(): ((r: Response) => void)[] {
  const answers: ((r: Response) => void)[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(() => new Promise<Response>((resolve) => answers.push(resolve))),
  );
  return answers;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(async () => {
  await vi.waitFor(() => expect(failed()).toBe(true)); // every test lets the loader finish before the stubs go
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("loader", () => {
  it("asks for the element's language and currency and the buyer's UTC offset, with no Intl call before it", async () => {
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
    expect(Object.fromEntries(url.searchParams)).toEqual({ lang: "de", currency: "USD" });
    expect(intl).not.toHaveBeenCalled();
  });

  it("sets up the widget's fonts after the markup request is out, in later tasks, and none once it is answered", async () => {
    const order: string[] = [];
    const answers: ((r: Response) => void)[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(() => (order.push("request"), new Promise<Response>((resolve) => answers.push(resolve)))),
    );
    const context = { font: "", measureText: () => order.push(`measure ${context.font}`) };
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(context as unknown as CanvasRenderingContext2D);
    document.body.innerHTML = '<ticket-checkout event="101"></ticket-checkout>';
    await import("./index.ts");
    expect(order).toEqual(["request"]); // nothing else in the loader's task: a fast answer is not held back
    await sleep(0); // the next task: two strikes
    expect(order.slice(1)).toEqual(["measure 16px system-ui", "measure 14.4px system-ui"]);
    answers[0]!(Response.json({ html: "<p>Tickets</p>", css: "", event: {} }));
    await sleep(30);
    expect(order).toHaveLength(3); // of FIRST_STRIKES' 8: the answer's frame sets up the rest
  });

  it("preloads and runs the code only after the markup answer (a failed one here)", async () => {
    const answers = holdMarkupAnswers();
    document.head.innerHTML = "";
    document.body.innerHTML =
      '<ticket-checkout event="101"></ticket-checkout><ticket-checkout event="102"></ticket-checkout>';
    await import("./index.ts");
    const preloads = () =>
      [...document.head.querySelectorAll("link[rel=modulepreload]")].map((l) =>
        l.getAttribute("href")?.replace(/^.*\/widget\//, ""),
      );
    await sleep(200); // several frames
    expect(preloads(), "the code was preloaded before the markup answered").toEqual([]);
    expect(failed(), "the code was asked for before the markup answered").toBe(false);
    answers.forEach((answer) => answer(new Response("{}", { status: 500 })));
    await vi.waitFor(() => expect(preloads()).toEqual(["entry-test.js"])); // once for both
    await vi.waitFor(() => expect(failed()).toBe(true));
  });

  /** The loaders of earlier tests (one per test: modules are reset) adopt their sheets 300 ms after they start. */
  async function withoutEarlierLoaders(): Promise<void> {
    await sleep(350);
    document.adoptedStyleSheets = [];
  }

  it("paints a quick markup answer into a page it has not restyled: no placeholder sheet before it", async () => {
    await withoutEarlierLoaders();
    const answers = holdMarkupAnswers();
    document.body.innerHTML = '<ticket-checkout event="101"></ticket-checkout>';
    const el = document.querySelector("ticket-checkout")!;
    const sheetsWhenPainted: number[] = [];
    const rows: (string | undefined)[] = [];
    // Counted as the loader marks the element painted, synchronously (happy-dom's MutationObserver runs later).
    const setAttribute = el.setAttribute.bind(el);
    vi.spyOn(el, "setAttribute").mockImplementation((name, value) => {
      if (name === "data-tc-painted") {
        sheetsWhenPainted.push(document.adoptedStyleSheets.length);
        rows.push(el.shadowRoot?.querySelector(".tc-ticket")?.textContent);
      }
      setAttribute(name, value);
    });
    await import("./index.ts");
    await sleep(50);
    answers[0]!(
      new Response(
        JSON.stringify({
          html: '<ul><li class="tc-ticket">Standard</li></ul>',
          css: ":host{display:block}",
          event: {},
        }),
      ),
    );
    await vi.waitFor(() => expect(sheetsWhenPainted).toEqual([0]));
    expect(rows).toEqual(["Standard"]); // (happy-dom cannot run the code: the failure message replaces them next)
  });

  it("adopts the placeholder sheet only when the markup is still out after PLACEHOLDER_DELAY_MS (300 ms)", async () => {
    await withoutEarlierLoaders();
    const answers = holdMarkupAnswers();
    document.body.innerHTML = '<ticket-checkout event="101"></ticket-checkout>';
    await import("./index.ts");
    await sleep(200);
    expect(document.adoptedStyleSheets).toHaveLength(0);
    await vi.waitFor(() => expect(document.adoptedStyleSheets).toHaveLength(1), { timeout: 1000 });
    const rules = [...document.adoptedStyleSheets[0]!.cssRules].map((r) => r.cssText).join("\n");
    expect(rules).toContain("ticket-checkout:not(:defined):not([data-tc-painted])");
    expect(rules).toContain("min-height");
    answers[0]!(new Response("{}", { status: 500 }));
  });

  it("while the page is still loading: asks at once for the elements parsed so far, at DOMContentLoaded for the rest", async () => {
    const fetchMock = vi.fn(async () => new Response("{}", { status: 500 }));
    vi.stubGlobal("fetch", fetchMock);
    Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
    try {
      document.body.innerHTML = '<ticket-checkout event="1"></ticket-checkout>';
      await import("./index.ts");
      expect(fetchMock).toHaveBeenCalledTimes(1);
      document.body.insertAdjacentHTML("beforeend", '<ticket-checkout event="2"></ticket-checkout>');
      document.dispatchEvent(new Event("DOMContentLoaded"));
      const asked = () => fetchMock.mock.calls.map((call) => new URL(String((call as unknown[])[0])).pathname);
      await vi.waitFor(() => expect(asked()).toEqual(["/api/events/1/markup", "/api/events/2/markup"]));
    } finally {
      delete (document as unknown as { readyState?: string }).readyState; // back to the prototype's getter
    }
  });
});
