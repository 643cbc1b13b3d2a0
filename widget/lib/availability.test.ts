import { describe, expect, it } from "vitest";
import { availabilityChangesAt, bannerState, eventAvailability, isEventSoldOut, stepOneView } from "./availability.ts";
import { event, ticket } from "./test-fixtures.ts";

const now = Date.parse("2026-11-22T12:00:00Z");
const past = "2020-01-01T00:00:00Z";
const future = "2099-01-01T00:00:00Z";

describe("eventAvailability (spec §4 order)", () => {
  it("ended wins over everything", () => {
    expect(eventAvailability(event({ event_ended: true, event_sold_out: true, presale_starts_at: future }), now)).toBe(
      "ended",
    );
  });
  it("sold out (flag or forced) comes before presale rules", () => {
    expect(eventAvailability(event({ event_sold_out: true, presale_starts_at: future }), now)).toBe("sold_out");
    expect(eventAvailability(event({ force_sold_out: true, presale_ends_at: past }), now)).toBe("sold_out");
  });
  it("presale not started comes before presale ended", () => {
    expect(eventAvailability(event({ presale_starts_at: future, presale_ends_at: past }), now)).toBe(
      "presale_not_started",
    );
    expect(eventAvailability(event({ presale_starts_at: past, presale_ends_at: past }), now)).toBe("presale_ended");
  });
  it("is available inside the presale window or without one", () => {
    expect(eventAvailability(event({ presale_starts_at: past, presale_ends_at: future }), now)).toBe("available");
    expect(eventAvailability(event(), now)).toBe("available");
  });
});

describe("isEventSoldOut (on load)", () => {
  it("is set for presale ended, sold out, ended, forced, or all tickets gone", () => {
    expect(isEventSoldOut(event({ presale_ends_at: past }), now)).toBe(true);
    expect(isEventSoldOut(event({ event_ended: true }), now)).toBe(true);
    expect(isEventSoldOut(event({ force_sold_out: true }), now)).toBe(true);
    expect(isEventSoldOut(event({ event_tickets: [ticket({ stock_limit: 5, sold: 5 })] }), now)).toBe(true);
    expect(isEventSoldOut(event({ event_tickets: [ticket({ stock_limit: null })] }), now)).toBe(true); // only a hidden ticket
    expect(isEventSoldOut(event(), now)).toBe(false);
  });
  it("presale not started alone does not count as sold out", () => {
    expect(isEventSoldOut(event({ presale_starts_at: future }), now)).toBe(false);
  });
});

describe("stepOneView / bannerState", () => {
  it("maps each state to its alternative view", () => {
    expect(stepOneView(event({ event_ended: true }), now)).toBe("event_ended");
    expect(stepOneView(event({ event_sold_out: true }), now)).toBe("event_sold_out");
    expect(stepOneView(event({ presale_starts_at: future }), now)).toBe("no_presale_yet");
    expect(stepOneView(event({ presale_ends_at: past }), now)).toBe("presale_ended");
    expect(stepOneView(event({ event_tickets: [ticket({ stock_limit: 2, sold: 2 })] }), now)).toBe("sold_out");
    expect(stepOneView(event(), now)).toBe("list");
  });
  it("a used guest-list token replaces everything", () => {
    expect(stepOneView(event(), now, true)).toBe("guest_list_used");
  });
  it("the banner says sold out when all tickets are gone even without the flag", () => {
    expect(bannerState(event({ event_tickets: [ticket({ stock_limit: 2, sold: 2 })] }), now)).toBe("sold_out");
    expect(bannerState(event(), now)).toBe("available");
  });
});

describe("availabilityChangesAt", () => {
  const start = "2026-11-22T13:00:00Z";
  const end = "2026-11-22T14:00:00Z";
  const timed = event({ presale_starts_at: start, presale_ends_at: end });
  it("is the presale's start, then the millisecond after its end, then never", () => {
    expect(availabilityChangesAt(timed, now)).toBe(Date.parse(start));
    expect(availabilityChangesAt(timed, Date.parse(start))).toBe(Date.parse(end) + 1);
    expect(availabilityChangesAt(timed, Date.parse(end) + 1)).toBe(Infinity);
    expect(availabilityChangesAt(event(), now)).toBe(Infinity);
  });
  it("eventAvailability answers the same at every instant before it, and differently at it", () => {
    for (const at of [now, Date.parse(start), Date.parse(end)]) {
      const changes = availabilityChangesAt(timed, at);
      expect(eventAvailability(timed, changes - 1)).toBe(eventAvailability(timed, at));
      expect(eventAvailability(timed, changes)).not.toBe(eventAvailability(timed, at));
    }
  });
});
