import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { CheckInList } from "../../api/check-in.ts";
import { schemaErrors } from "../../lib/schema-errors.ts";
import { listBody, ListBodySchema, listFormValues, type ListFormValues } from "./list-form-values.ts";

const list: CheckInList = {
  id: 7,
  eventId: 101,
  name: "Main gate",
  ticketTypeIds: [10101, 10102],
  allowReentry: true,
  validFrom: Date.UTC(2030, 6, 4, 15, 0), // 17:00 in Berlin
  validUntil: Date.UTC(2030, 6, 4, 22, 30),
  version: 3,
};

const values = (change: Partial<ListFormValues>): ListFormValues => ({
  ...listFormValues(undefined, "UTC"),
  ...change,
});

describe("a check-in list's form", () => {
  it("shows the list's window as the event's wall clock and sends it back as the same instants", () => {
    const form = listFormValues(list, "Europe/Berlin");
    expect(form).toEqual({
      name: "Main gate",
      allTypes: false,
      ticketTypeIds: ["10101", "10102"],
      allowReentry: true,
      validFrom: "2030-07-04T17:00",
      validUntil: "2030-07-05T00:30",
    });
    const { version: _, id: __, eventId: ___, ...body } = list;
    expect(listBody(form, "Europe/Berlin")).toEqual(body);
  });

  it("starts a new list open to every ticket type, without re-entry or a window", () => {
    expect(listBody(values({ name: "  Side door " }), "UTC")).toEqual({
      name: "Side door",
      ticketTypeIds: null,
      allowReentry: false,
      validFrom: null,
      validUntil: null,
    });
  });

  it("refuses a nameless list, no ticket type chosen, and a window that closes before it opens", () => {
    const body = listBody(
      values({ allTypes: false, ticketTypeIds: [], validFrom: "2030-07-04T18:00", validUntil: "2030-07-04T17:00" }),
      "UTC",
    );
    expect(schemaErrors(ListBodySchema, body)?.fields).toEqual({
      name: "checkin.lists.errors.name",
      ticketTypeIds: "checkin.lists.errors.ticket_types",
      validUntil: "checkin.lists.errors.window",
    });
  });

  it("refuses a date that is not one, and passes a good body", () => {
    const bad = listBody(values({ name: "Gate", validFrom: "tomorrow" }), "UTC");
    expect(bad.validFrom).toBeNaN();
    expect(schemaErrors(ListBodySchema, bad)?.fields).toEqual({ validFrom: "checkin.lists.errors.date" });
    expect(v.is(ListBodySchema, listBody(values({ name: "Gate", validUntil: "2030-07-04T17:00" }), "UTC"))).toBe(true);
  });
});
