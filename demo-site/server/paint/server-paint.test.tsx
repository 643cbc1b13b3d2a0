// The step-1 markup and the widget that hydrates it show every date of an event in the event's own zone, with the
// zone's abbreviation, whatever the buyer's clock says: the same text on both sides, with no formatter built by the
// browser for it. (happy-dom: the client half hydrates the server's markup as the element does.)
import type { IncomingMessage } from "node:http";
import { act } from "react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PaintedElement } from "../../../loader/paint.ts";
import { event as eventFixture } from "../../../widget/lib/test-fixtures.ts";
import { formatZonedDate } from "../../../widget/lib/zoned-date.ts";
import type { EventPayload } from "../domain/events/event-payload.ts";
import type { AppContext } from "../context.ts";
import { paintInputs, render, type ServerPaint } from "./server-paint.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Both sides run in New York here (the buyer's zone, and the process's): it must show in none of the labels.
let zone: string | undefined;
beforeAll(() => {
  zone = process.env.TZ;
  process.env.TZ = "America/New_York"; // Node re-reads the default zone when TZ is set
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

/** An event in Berlin on 4 July 2030 at 18:00 (summer time), whose presale opens on 10 January 2030 at 18:00 (winter). */
const SUMMER = "2030-07-04T16:00:00Z";
const WINTER = "2030-01-10T17:00:00Z";
const payload = (overrides: Partial<EventPayload> = {}) =>
  ({
    ...eventFixture({ start_date: SUMMER, time_zone: "Europe/Berlin", venue: "Kulturbrauerei, Berlin" }),
    end_date: null,
    ...overrides,
  }) as unknown as EventPayload;

const inputs = (lang: string) => ({ lang, currency: undefined, origin: "https://tickets.example" });

/** A presale that opens on 8 January 2099 at 18:00 in Berlin (winter): step 1 shows when sales start. */
const PRESALE = "2099-01-08T17:00:00Z";

const cases = [
  {
    lang: "en",
    summer: "Thu, Jul 4, 2030, 6:00 PM CEST",
    winter: "Thu, Jan 10, 2030, 6:00 PM CET",
    presale: "Thu, Jan 8, 2099, 6:00 PM CET",
  },
  {
    lang: "de",
    summer: "Do., 4. Juli 2030, 18:00 MESZ",
    winter: "Do., 10. Jan. 2030, 18:00 MEZ",
    presale: "Do., 8. Jan. 2099, 18:00 MEZ",
  },
];

/** Lets React work (in act) until `done` holds, for up to 5 s. */
async function until(done: () => boolean) {
  for (let tries = 0; !done() && tries < 250; tries++)
    await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 20))));
}

/**
 * The painted element (loader/paint.ts), then the widget's own mount hydrating it; `built`: DateTimeFormats made.
 * The client's modules are fresh, as on a page: no formatter or label of the server's render is cached in them.
 */
async function hydrate(answer: ServerPaint, lang: string) {
  vi.resetModules();
  const { paint } = await import("../../../loader/paint.ts");
  const { mountInShadow } = await import("../../../widget/ui/shadow-mount.ts");
  const host = document.createElement("div") as unknown as PaintedElement;
  document.body.append(host);
  paint(host, answer);
  const painted = host.shadowRoot!.querySelector(".tc-header");
  const errors: unknown[] = [];
  const onError = (...args: unknown[]) => errors.push(args);
  const realError = console.error;
  const Real = Intl.DateTimeFormat;
  let built = 0;
  Intl.DateTimeFormat = new Proxy(Real, { construct: (t, a) => (built++, Reflect.construct(t, a)) });
  console.error = onError;
  try {
    const mount = mountInShadow(host, "https://tickets.example");
    act(() => mount.update({ event: "101", lang }));
    // Hydrated: React has taken the painted header as its own node.
    await until(() => Object.keys(painted ?? {}).some((key) => key.startsWith("__reactFiber$")));
    const shadow = host.shadowRoot!;
    return {
      shadow,
      kept: shadow.querySelector(".tc-header") === painted,
      errors,
      built: () => built,
      // The root goes in a microtask after the element's own unmount (shadow-mount.ts): within the act too.
      unmount: () => act(async () => (mount.unmount(), await Promise.resolve())),
    };
  } finally {
    Intl.DateTimeFormat = Real;
    console.error = realError;
  }
}

describe.each(cases)("dates of an event in Berlin, for a buyer in New York ($lang)", ({ lang, ...label }) => {
  it("the markup writes every date in Berlin's zone with its abbreviation, in summer and in winter", () => {
    const answer = render(payload(), inputs(lang));
    expect(answer.html).toContain(`<time dateTime="${SUMMER}">${label.summer}</time>`);
    expect(answer.html).toContain("Kulturbrauerei, Berlin");
    expect(answer.dates).toEqual([[lang, "Europe/Berlin", SUMMER, label.summer]]);
    const winter = render(payload({ start_date: WINTER }), inputs(lang));
    expect(winter.html).toContain(`<time dateTime="${WINTER}">${label.winter}</time>`);
    // The start in summer time and, in the same step 1, the presale's start in winter time.
    const presale = render(payload({ presale_starts_at: PRESALE }), inputs(lang));
    expect(presale.html).toContain(label.summer);
    expect(presale.html).toContain(label.presale);
    expect(presale.dates).toEqual([
      [lang, "Europe/Berlin", SUMMER, label.summer],
      [lang, "Europe/Berlin", PRESALE, label.presale],
    ]);
    // What a browser writes without the server's labels (an event it loaded itself): the same text.
    expect(formatZonedDate(SUMMER, lang, "Europe/Berlin")).toBe(label.summer);
    expect(formatZonedDate(PRESALE, lang, "Europe/Berlin")).toBe(label.presale);
  });

  it("the widget hydrates the markup with the same labels, and builds no date formatter for them", async () => {
    const answer = render(payload({ presale_starts_at: PRESALE }), inputs(lang));
    const client = await hydrate(answer, lang);
    expect(client.errors).toEqual([]);
    expect(client.kept).toBe(true); // the painted header is the one React hydrated: no mismatch
    expect(client.shadow.querySelector(".tc-date time")?.textContent).toBe(label.summer);
    expect(client.shadow.querySelector("[part~=venue]")?.textContent).toBe("Kulturbrauerei, Berlin");
    expect(client.shadow.querySelector("[part~=alternative]")?.textContent).toContain(label.presale);
    // The Event infos tab shows the start again, still without a formatter.
    act(() => client.shadow.querySelectorAll<HTMLButtonElement>("[role=tab]")[1]!.click());
    await until(() => client.shadow.querySelector("[part~=event-info]") !== null);
    expect(client.shadow.querySelector("[part~=event-info] time")?.textContent).toBe(label.summer);
    expect(client.shadow.querySelector("[part~=event-info]")?.textContent).toContain("Kulturbrauerei, Berlin");
    expect(client.built()).toBe(0);
    await client.unmount();
  });
});

it("the buyer's zone in the query (tz, tzo) is accepted and changes nothing", () => {
  const ctx = { origin: () => "https://tickets.example" } as unknown as AppContext;
  const req = { headers: {} } as IncomingMessage;
  const plain = paintInputs(ctx, req, new URLSearchParams("lang=de"));
  const zoned = paintInputs(ctx, req, new URLSearchParams("lang=de&tz=America%2FNew_York&tzo=300"));
  expect(zoned).toEqual(plain);
  expect(render(payload(), zoned).html).toBe(render(payload(), plain).html);
});
