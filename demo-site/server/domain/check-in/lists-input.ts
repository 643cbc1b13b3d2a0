// What a check-in list's form sends (make one, change one) and what the API answers of a list: the valibot schemas
// behind their 400s, and the ListView of the contract (ticket type ids as numbers, times as epoch ms).
import * as v from "valibot";
import type { CheckInListRow, CheckInListWithEvent } from "../../store/queries/check-in-setup.ts";

export interface ListView {
  id: number;
  eventId: number;
  name: string;
  /** The ticket types it admits; null: every ticket type of the event. */
  ticketTypeIds: number[] | null;
  allowReentry: boolean;
  validFrom: number | null;
  validUntil: number | null;
  version: number;
}

export type ListWithEventView = ListView & { eventName: string; timeZone: string };

export const ticketIdsOf = (row: Pick<CheckInListRow, "ticket_ids">): number[] | null =>
  row.ticket_ids === null ? null : row.ticket_ids.split(" ").filter(Boolean).map(Number);

export function listView(row: CheckInListRow): ListView {
  return {
    id: row.id,
    eventId: row.event_id,
    name: row.name,
    ticketTypeIds: ticketIdsOf(row),
    allowReentry: row.allow_reentry === 1,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    version: row.version,
  };
}

export const listWithEventView = (row: CheckInListWithEvent): ListWithEventView => ({
  ...listView(row),
  eventName: row.event_name,
  timeZone: row.time_zone,
});

const RowId = v.pipe(
  v.number("must be a number (an id)"),
  v.integer((i) => `must be a whole number (got ${i.input})`),
  v.minValue(1, (i) => `must be an id, at least 1 (got ${i.input})`),
  v.maxValue(2_147_483_647, (i) => `must be an id (got ${i.input})`),
);
const Time = v.nullable(
  v.pipe(
    v.number("must be a time in epoch milliseconds, or null for no limit"),
    v.integer((i) => `must be whole epoch milliseconds (got ${i.input})`),
    v.minValue(0, "must be a time in epoch milliseconds, not negative"),
    v.maxValue(8_640_000_000_000_000, "must be a time in epoch milliseconds"),
  ),
);
const Name = v.pipe(
  v.string("must be text"),
  v.trim(),
  v.minLength(1, "must name the gate, e.g. Main entrance"),
  v.maxLength(100, "must be at most 100 characters"),
);
const TicketTypeIds = v.nullable(
  v.pipe(
    v.array(RowId, "must be a list of ticket type ids, or null for every ticket type"),
    v.minLength(1, "must name at least one ticket type, or be null for every ticket type"),
    v.maxLength(500, "must name at most 500 ticket types"),
  ),
);

export const ListCreate = v.object({
  name: Name,
  ticketTypeIds: v.optional(TicketTypeIds, null),
  allowReentry: v.optional(v.boolean("must be true or false"), false),
  validFrom: v.optional(Time, null),
  validUntil: v.optional(Time, null),
});

export const ListPatch = v.object({
  version: v.pipe(
    v.number("must be the version you read"),
    v.integer("must be the version you read"),
    v.minValue(1, "must be the version you read"),
  ),
  name: v.optional(Name),
  ticketTypeIds: v.optional(TicketTypeIds),
  allowReentry: v.optional(v.boolean("must be true or false")),
  validFrom: v.optional(Time),
  validUntil: v.optional(Time),
});

export const DeviceCreate = v.object({
  name: v.pipe(
    v.string("must be text"),
    v.trim(),
    v.minLength(1, "must name the device, e.g. Gate A phone"),
    v.maxLength(100, "must be at most 100 characters"),
  ),
  listIds: v.pipe(
    v.array(RowId, "must be a list of check-in list ids"),
    v.minLength(1, "must name at least one check-in list the device scans for"),
    v.maxLength(200, "must name at most 200 lists"),
  ),
});

export const PairInput = v.object({
  code: v.pipe(
    v.string("must be the pairing code"),
    v.trim(),
    v.minLength(1, "must be the pairing code"),
    v.maxLength(200),
  ),
});
