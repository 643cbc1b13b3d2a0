// The editor's values (strings, dates as the event's wall clock) to and from the event the API speaks.
import type { EventDetail } from "../../api/catalog.ts";
import { fromZonedInput, toZonedInput } from "../../lib/zoned-time.ts";

export interface EventFormValues {
  name: string;
  description_html: string;
  attention: string;
  venue: string;
  time_zone: string;
  start: string;
  end: string;
  presale_start: string;
  presale_end: string;
  force_sold_out: boolean;
}

export function formValues(event: EventDetail): EventFormValues {
  const zone = event.time_zone || "UTC";
  return {
    name: event.name,
    description_html: event.description_html,
    attention: event.attention ?? "",
    venue: event.venue ?? "",
    time_zone: zone,
    start: toZonedInput(event.start_date, zone),
    end: toZonedInput(event.end_date, zone),
    presale_start: toZonedInput(event.presale_starts_at, zone),
    presale_end: toZonedInput(event.presale_ends_at, zone),
    force_sold_out: Boolean(event.force_sold_out),
  };
}

/** The PATCH body: every field the editor shows, empty ones as null, and the version it was loaded at. */
export function patchBody(values: EventFormValues, version: number) {
  const zone = values.time_zone.trim();
  const text = (value: string) => (value.trim() ? value.trim() : null);
  return {
    version,
    name: values.name.trim(),
    description_html: values.description_html,
    attention: text(values.attention),
    venue: text(values.venue),
    time_zone: zone,
    start_date: fromZonedInput(values.start, zone),
    end_date: fromZonedInput(values.end, zone),
    presale_starts_at: fromZonedInput(values.presale_start, zone),
    presale_ends_at: fromZonedInput(values.presale_end, zone),
    force_sold_out: values.force_sold_out,
  };
}

/** Which form field shows a body key's error. */
export const FIELD_OF_KEY: Record<string, keyof EventFormValues> = {
  start_date: "start",
  end_date: "end",
  presale_starts_at: "presale_start",
  presale_ends_at: "presale_end",
};
