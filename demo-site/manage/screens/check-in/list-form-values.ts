// A check-in list's form values (strings; the time window as the event's wall clock) to and from the body the API
// takes (epoch ms), and the checks made before it is sent. The checks' messages are the app's string keys, so the
// form shows them in the person's language.
import * as v from "valibot";
import type { CheckInList, ListBody } from "../../api/check-in.ts";
import { fromZonedInput, toZonedInput } from "../../lib/zoned-time.ts";

export interface ListFormValues {
  name: string;
  /** true: every ticket type of the event, now and later */
  allTypes: boolean;
  ticketTypeIds: string[];
  allowReentry: boolean;
  /** datetime-local values in the event's zone; "" for no limit */
  validFrom: string;
  validUntil: string;
}

const toInput = (at: number | null, zone: string) =>
  at === null ? "" : toZonedInput(new Date(at).toISOString(), zone);

export function listFormValues(list: CheckInList | undefined, zone: string): ListFormValues {
  return {
    name: list?.name ?? "",
    allTypes: !list?.ticketTypeIds,
    ticketTypeIds: (list?.ticketTypeIds ?? []).map(String),
    allowReentry: list?.allowReentry ?? false,
    validFrom: toInput(list?.validFrom ?? null, zone),
    validUntil: toInput(list?.validUntil ?? null, zone),
  };
}

/** An instant from a wall-clock value: null for "", NaN for something that is not a date and time. */
function instant(value: string, zone: string): number | null {
  if (!value.trim()) return null;
  const iso = fromZonedInput(value, zone);
  return iso ? Date.parse(iso) : Number.NaN;
}

export function listBody(values: ListFormValues, zone: string): ListBody {
  return {
    name: values.name.trim(),
    ticketTypeIds: values.allTypes ? null : values.ticketTypeIds.map(Number),
    allowReentry: values.allowReentry,
    validFrom: instant(values.validFrom, zone),
    validUntil: instant(values.validUntil, zone),
  };
}

const When = v.nullable(v.pipe(v.number("checkin.lists.errors.date"), v.finite("checkin.lists.errors.date")));

/** What the form refuses before sending (the server checks the same, and that the ticket types are the event's). */
export const ListBodySchema = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.nonEmpty("checkin.lists.errors.name"), v.maxLength(100, "checkin.lists.errors.name")),
    ticketTypeIds: v.nullable(v.pipe(v.array(v.number()), v.minLength(1, "checkin.lists.errors.ticket_types"))),
    allowReentry: v.boolean(),
    validFrom: When,
    validUntil: When,
  }),
  v.forward(
    v.check(
      (body) => body.validFrom === null || body.validUntil === null || body.validUntil > body.validFrom,
      "checkin.lists.errors.window",
    ),
    ["validUntil"],
  ),
);
