import * as v from "valibot";

// The API sends money as decimal strings ("25.00"); accept numbers too and normalise, so a server that
// serialises a REAL column does not break the widget.
const Money = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((value) => String(value)),
  v.regex(/^-?\d+(\.\d+)?$/, "price must be a decimal number"),
);

const Count = v.pipe(v.number(), v.integer());

export const TicketSchema = v.object({
  id: Count,
  event_id: v.optional(Count),
  ticket_name: v.string(),
  short_description: v.optional(v.nullable(v.string()), null),
  price: Money,
  ticket_stock: v.picklist(["limited", "unlimited"]),
  stock_limit: v.nullable(Count),
  sold: v.optional(v.nullable(Count), 0),
  sort_order: v.optional(v.nullable(v.number()), 0),
  purchase_limit: Count,
});

const DateString = v.pipe(
  v.string(),
  v.check((s) => !Number.isNaN(Date.parse(s)), "expected an ISO date"),
);

/** GET /api/events/:id (CONTRACTS.md). Unknown keys are dropped. */
export const EventSchema = v.object({
  id: Count,
  event_id: v.optional(Count),
  name: v.string(),
  start_date: DateString,
  /** Where it takes place (null: not said), and the IANA zone every date of the event is shown in. */
  venue: v.optional(v.nullable(v.string()), null),
  time_zone: v.optional(v.string(), "UTC"),
  attention: v.optional(v.nullable(v.string()), null),
  description_html: v.optional(v.nullable(v.string()), null),
  event_ended: v.boolean(),
  event_sold_out: v.boolean(),
  force_sold_out: v.optional(v.boolean(), false),
  presale_starts_at: v.optional(v.nullable(DateString), null),
  presale_ends_at: v.optional(v.nullable(DateString), null),
  sale_summary: v.optional(v.object({ sales_percentage: v.number() }), { sales_percentage: 0 }),
  currency: v.optional(v.nullable(v.string()), null),
  subdomain: v.string(),
  organizer_name: v.optional(v.nullable(v.string()), null),
  user_commission: v.number(),
  user_added_commission: v.number(),
  event_tickets: v.array(TicketSchema),
});

export type Ticket = v.InferOutput<typeof TicketSchema>;
export type CheckoutEvent = v.InferOutput<typeof EventSchema>;

/** Error body of the API: {"error":{"code","message","field"?}}. */
export const ApiErrorBodySchema = v.object({
  error: v.object({ code: v.string(), message: v.optional(v.string()), field: v.optional(v.string()) }),
});
