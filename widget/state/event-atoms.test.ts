import { createStore } from "jotai";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { event as eventFixture } from "../lib/test-fixtures.ts";
import { eventDateLabelAtom, eventLoadAtom, relabelEventDateAtom } from "./event-atoms.ts";

// The buyer is in New York; the event is in July (EDT, UTC-4) and, unless a test says otherwise, today is in
// November, so the loader sent November's offset (EST, 300).
const EVENT = eventFixture({ start_date: "2030-07-04T18:00:00Z" });
let zone: string | undefined;
beforeAll(() => {
  zone = process.env.TZ;
  process.env.TZ = "America/New_York"; // Node re-reads the default zone when TZ is set
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
const today = (iso: string) => vi.useFakeTimers({ toFake: ["Date"], now: new Date(iso) });
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe("relabelEventDateAtom", () => {
  it("replaces the server's label, formatted at today's offset, with the date in the buyer's real zone", () => {
    today("2026-11-24T12:00:00Z");
    const store = createStore();
    store.set(eventLoadAtom, { status: "ready", event: EVENT, dateLabel: "Donnerstag, 4. Juli 2030 um 13:00" });
    store.set(relabelEventDateAtom, "de");
    expect(store.get(eventDateLabelAtom)).toBe("Donnerstag, 4. Juli 2030 um 14:00");
  });

  it("keeps the state (no re-render) when the label is right, and leaves a client-loaded event alone", () => {
    today("2026-11-24T12:00:00Z");
    const store = createStore();
    store.set(eventLoadAtom, { status: "ready", event: EVENT, dateLabel: "Thursday, July 4, 2030 at 2:00 PM" });
    const seeded = store.get(eventLoadAtom);
    store.set(relabelEventDateAtom, "en");
    expect(store.get(eventLoadAtom)).toBe(seeded);
    store.set(eventLoadAtom, { status: "ready", event: EVENT });
    store.set(relabelEventDateAtom, "en");
    expect(store.get(eventDateLabelAtom)).toBeUndefined();
  });

  it("formats nothing when today's offset is also the one at the event's start (the server's label is right)", () => {
    today("2030-06-01T12:00:00Z"); // EDT, like the event
    const built = vi.spyOn(Intl, "DateTimeFormat");
    const store = createStore();
    // A locale no other test formats in (formatters are cached), and a label the server would not have written:
    // it stays, since nothing is formatted.
    store.set(eventLoadAtom, { status: "ready", event: EVENT, dateLabel: "jeudi 4 juillet 2030 (server)" });
    const seeded = store.get(eventLoadAtom);
    store.set(relabelEventDateAtom, "fr");
    expect(store.get(eventLoadAtom)).toBe(seeded);
    expect(built).not.toHaveBeenCalled();
  });
});
