import { createStore } from "jotai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { event as eventFixture } from "../lib/test-fixtures.ts";
import { eventDateLabelAtom, eventLoadAtom, relabelEventDateAtom } from "./event-atoms.ts";

// The buyer is in New York; the event is in July (EDT, UTC-4) and the loader sent November's offset (EST, 300).
const EVENT = eventFixture({ start_date: "2030-07-04T18:00:00Z" });
let zone: string | undefined;
beforeAll(() => {
  zone = process.env.TZ;
  process.env.TZ = "America/New_York"; // Node re-reads the default zone when TZ is set
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe("relabelEventDateAtom", () => {
  it("replaces the server's label, formatted at today's offset, with the date in the buyer's real zone", () => {
    const store = createStore();
    store.set(eventLoadAtom, { status: "ready", event: EVENT, dateLabel: "Donnerstag, 4. Juli 2030 um 13:00" });
    store.set(relabelEventDateAtom, "de");
    expect(store.get(eventDateLabelAtom)).toBe("Donnerstag, 4. Juli 2030 um 14:00");
  });

  it("keeps the state (no re-render) when the label is right, and leaves a client-loaded event alone", () => {
    const store = createStore();
    store.set(eventLoadAtom, { status: "ready", event: EVENT, dateLabel: "Thursday, July 4, 2030 at 2:00 PM" });
    const seeded = store.get(eventLoadAtom);
    store.set(relabelEventDateAtom, "en");
    expect(store.get(eventLoadAtom)).toBe(seeded);
    store.set(eventLoadAtom, { status: "ready", event: EVENT });
    store.set(relabelEventDateAtom, "en");
    expect(store.get(eventDateLabelAtom)).toBeUndefined();
  });
});
