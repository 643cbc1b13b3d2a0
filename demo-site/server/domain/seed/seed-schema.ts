import * as v from "valibot";
import { isTimeZone } from "../catalog/schemas.ts";

// The seed format (README "Seed format"). Field names are the spec's §3 names.

const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

const IsoDate = v.pipe(
  v.string('must be an ISO-8601 date-time string such as "2030-03-01T19:00:00Z"'),
  v.regex(
    isoDateTime,
    (i) => `must be an ISO-8601 date-time such as "2030-03-01T19:00:00Z" (got ${JSON.stringify(i.input)})`,
  ),
  v.check(
    (s) => !Number.isNaN(Date.parse(s)),
    (i) => `is not a real date (got ${JSON.stringify(i.input)})`,
  ),
);

const Text = (what: string) =>
  v.pipe(v.string(`must be a string (${what})`), v.trim(), v.nonEmpty(`must not be empty (${what})`));
const Flag = v.optional(v.boolean("must be true or false"), false);
const Int = (min: number, what: string) =>
  v.pipe(
    v.number(`must be a number (${what})`),
    v.integer((i) => `must be a whole number (got ${i.input})`),
    v.minValue(min, (i) => `must be at least ${min} (got ${i.input})`),
  );
const Currency = v.pipe(
  v.string("must be a string"),
  v.regex(/^[A-Z]{3}$/, (i) => `must be a three-letter ISO 4217 code such as "EUR" (got ${JSON.stringify(i.input)})`),
);
const Percent = (what: string) =>
  v.pipe(
    v.number(`must be a number (${what}, in percent)`),
    v.minValue(0, (i) => `must be 0 or more (got ${i.input})`),
    v.maxValue(100, (i) => `must be 100 or less (got ${i.input})`),
  );

const TicketSchema = v.object({
  id: Int(1, "ticket id"),
  ticket_name: Text("ticket name"),
  short_description: v.optional(v.string("must be a string (HTML allowed)"), ""),
  price: v.pipe(
    v.string((i) => `must be a decimal string such as "25.00" (got ${JSON.stringify(i.input)})`),
    v.regex(
      /^\d{1,7}(?:\.\d{1,2})?$/,
      (i) => `must be a decimal string such as "25.00" with at most two decimals (got ${JSON.stringify(i.input)})`,
    ),
  ),
  ticket_stock: v.picklist(
    ["limited", "unlimited"],
    (i) => `must be "limited" or "unlimited" (got ${JSON.stringify(i.input)})`,
  ),
  stock_limit: v.nullable(Int(0, "stock limit, null for a hidden limited ticket")),
  sold: v.optional(Int(0, "tickets sold"), 0),
  sort_order: v.optional(v.pipe(v.number("must be a number"), v.integer("must be a whole number")), 0),
  purchase_limit: Int(1, "maximum per order"),
  // Not offered to buyers (a guest-list ticket type, for one).
  hidden: Flag,
});

const VoucherSchema = v.object({
  code: v.pipe(
    v.string("must be a string"),
    v.trim(),
    v.minLength(3, "must have at least 3 characters"),
    v.maxLength(64, "must have at most 64 characters"),
  ),
  discount: v.pipe(
    v.number("must be a number (percent)"),
    v.gtValue(0, (i) => `must be above 0 (got ${i.input})`),
    v.maxValue(100, (i) => `must be 100 or less (got ${i.input})`),
  ),
  // The code stops applying after this time; absent = no end.
  valid_until: v.optional(v.nullable(IsoDate), null),
  // How many completed orders may use it; absent = no limit.
  max_uses: v.optional(v.nullable(Int(1, "maximum uses")), null),
});

const GuestSchema = v.object({
  token: v.pipe(
    v.string("must be a string"),
    v.regex(/^[A-Za-z0-9_-]{6,128}$/, "must be 6 to 128 characters of A-Z, a-z, 0-9, _ or -"),
  ),
  ticket_id: Int(1, "id of a ticket of this event"),
  used: Flag,
  name: v.optional(v.nullable(v.string("must be a string")), null),
  email: v.optional(v.nullable(v.pipe(v.string("must be a string"), v.email("must be an email address"))), null),
});

const EventSchema = v.object({
  id: Int(1, "event id"),
  name: Text("event name"),
  start_date: IsoDate,
  end_date: v.optional(v.nullable(IsoDate), null),
  venue: v.optional(v.nullable(v.string("must be a string or null")), null),
  // The IANA zone its dates are shown in; absent = "UTC".
  time_zone: v.optional(
    v.pipe(
      v.string("must be a string"),
      v.check(isTimeZone, (i) => `must be an IANA time zone such as "Europe/Berlin" (got ${JSON.stringify(i.input)})`),
    ),
    "UTC",
  ),
  attention: v.optional(v.nullable(v.string("must be a string or null")), null),
  description_html: v.optional(v.string("must be a string (HTML allowed)"), ""),
  event_ended: Flag,
  event_sold_out: Flag,
  force_sold_out: Flag,
  presale_starts_at: v.optional(v.nullable(IsoDate), null),
  presale_ends_at: v.optional(v.nullable(IsoDate), null),
  currency: v.optional(Currency),
  // Which provider path serves the "card" method at checkout (GET /api/payments/config).
  card_path: v.optional(
    v.picklist(["stripe", "braintree"], (i) => `must be "stripe" or "braintree" (got ${JSON.stringify(i.input)})`),
    "stripe",
  ),
  // At most this many tickets per buyer email for the event (every order together); absent = the server's
  // LIMIT_TICKETS_PER_BUYER.
  max_tickets_per_buyer: v.optional(v.nullable(Int(1, "tickets per buyer email")), null),
  event_tickets: v.array(TicketSchema, "must be a list of tickets"),
  vouchers: v.optional(v.array(VoucherSchema, "must be a list of vouchers"), []),
  guest_list: v.optional(v.array(GuestSchema, "must be a list of guest-list entries"), []),
});

const EmbedOrigin = v.pipe(
  v.string("must be a string"),
  v.check(
    (s) => /^https?:\/\/[^/]+$/.test(s) && URL.canParse(s) && new URL(s).origin === s,
    (i) => `must be an origin such as "https://organizer.example", no path (got ${JSON.stringify(i.input)})`,
  ),
);

const OrganizerSchema = v.object({
  subdomain: v.pipe(
    v.string("must be a string"),
    v.regex(
      /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/,
      (i) => `must be lowercase letters, digits and dashes (got ${JSON.stringify(i.input)})`,
    ),
  ),
  name: Text("organizer name"),
  user_commission: Percent("service commission"),
  user_added_commission: v.pipe(
    v.number("must be a number (fixed fee per paid ticket)"),
    v.minValue(0, (i) => `must be 0 or more (got ${i.input})`),
  ),
  currency: v.optional(Currency),
  // Origins allowed to embed this organizer's checkout frame (iframe mode); absent = any origin.
  embed_origins: v.optional(
    v.nullable(v.array(EmbedOrigin, 'must be a list of origins such as "https://organizer.example"'), null),
    null,
  ),
  events: v.array(EventSchema, "must be a list of events"),
});

export const SeedSchema = v.object(
  { organizers: v.array(OrganizerSchema, "must be a list of organizers") },
  'must be an object with an "organizers" list',
);

export type Seed = v.InferOutput<typeof SeedSchema>;
export type SeedOrganizer = Seed["organizers"][number];
export type SeedEvent = SeedOrganizer["events"][number];
export type SeedTicket = SeedEvent["event_tickets"][number];
