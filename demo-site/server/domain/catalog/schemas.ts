// The back office's input schemas, shared by the server (domain/catalog) and the app's forms (demo-site/manage), so
// both refuse the same input with the same message. Pure valibot: nothing from node, nothing at import time.
import * as v from "valibot";

const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** An ISO 8601 date-time with its offset ("2030-07-04T18:00:00+02:00" or "…Z"). */
export const IsoDateTime = v.pipe(
  v.string('must be a date-time such as "2030-07-04T18:00:00+02:00"'),
  v.regex(
    isoDateTime,
    (i) => `must be a date-time with its offset such as "2030-07-04T18:00:00+02:00" (got ${JSON.stringify(i.input)})`,
  ),
  v.check(
    (s) => !Number.isNaN(Date.parse(s)),
    (i) => `is not a real date (got ${JSON.stringify(i.input)})`,
  ),
);

/** Whether `zone` is an IANA time zone this runtime knows ("Europe/Berlin", "UTC"). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const TimeZone = v.pipe(
  v.string('must be an IANA time zone such as "Europe/Berlin"'),
  v.trim(),
  v.check(isTimeZone, (i) => `must be an IANA time zone such as "Europe/Berlin" (got ${JSON.stringify(i.input)})`),
);

const Text = (what: string, max: number) =>
  v.pipe(
    v.string(`must be text (${what})`),
    v.trim(),
    v.nonEmpty(`must not be empty (${what})`),
    v.maxLength(max, `must be at most ${max} characters (${what})`),
  );
const OptionalText = (what: string, max: number) =>
  v.nullable(
    v.pipe(
      v.string(`must be text or null (${what})`),
      v.trim(),
      v.maxLength(max, `must be at most ${max} characters (${what})`),
    ),
  );
const Html = (what: string) =>
  v.pipe(
    v.string(`must be text, HTML allowed (${what})`),
    v.maxLength(50_000, `must be at most 50,000 characters (${what})`),
  );
const Int = (min: number, what: string, max = 1_000_000_000) =>
  v.pipe(
    v.number(`must be a number (${what})`),
    v.integer((i) => `must be a whole number (got ${i.input})`),
    v.minValue(min, (i) => `must be at least ${min} (got ${i.input})`),
    v.maxValue(max, (i) => `must be at most ${max} (got ${i.input})`),
  );

/** The row's version as the form read it: a save from an older one is refused (409 changed_meanwhile). */
export const Version = Int(1, "the version you read");

export const Currency = v.pipe(
  v.string("must be a currency code"),
  v.regex(/^[A-Z]{3}$/, (i) => `must be a three-letter ISO 4217 code such as "EUR" (got ${JSON.stringify(i.input)})`),
);

export const Price = v.pipe(
  v.string((i) => `must be a decimal string such as "25.00" (got ${JSON.stringify(i.input)})`),
  v.regex(
    /^\d{1,7}(?:\.\d{1,2})?$/,
    (i) => `must be a decimal string such as "25.00" with at most two decimals (got ${JSON.stringify(i.input)})`,
  ),
);

const EmbedOrigin = v.pipe(
  v.string("must be an origin"),
  v.check(
    (s) => /^https?:\/\/[^/]+$/.test(s) && URL.canParse(s) && new URL(s).origin === s,
    (i) => `must be an origin such as "https://organizer.example", no path (got ${JSON.stringify(i.input)})`,
  ),
);

export const CardPath = v.picklist(
  ["stripe", "braintree"],
  (i) => `must be "stripe" or "braintree" (got ${JSON.stringify(i.input)})`,
);

/** PATCH /api/manage/organizers/:org */
export const OrganizerSettingsPatch = v.strictObject({
  version: Version,
  name: v.optional(Text("organizer name", 200)),
  subdomain: v.optional(
    v.pipe(
      v.string("must be text"),
      v.regex(
        /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/,
        (i) => `must be lowercase letters, digits and dashes (got ${JSON.stringify(i.input)})`,
      ),
    ),
  ),
  currency: v.optional(Currency),
  // null: any site may embed the checkout frame.
  embed_origins: v.optional(
    v.nullable(
      v.pipe(v.array(EmbedOrigin, "must be a list of origins"), v.maxLength(50, "must list at most 50 origins")),
    ),
  ),
  card_path: v.optional(CardPath),
});

const eventFields = {
  name: Text("event name", 200),
  description_html: Html("description"),
  attention: OptionalText("attention text", 500),
  venue: OptionalText("venue", 300),
  time_zone: TimeZone,
  start_date: IsoDateTime,
  end_date: v.nullable(IsoDateTime),
  presale_starts_at: v.nullable(IsoDateTime),
  presale_ends_at: v.nullable(IsoDateTime),
  force_sold_out: v.boolean("must be true or false"),
  currency: Currency,
};

/** POST /api/manage/organizers/:org/events */
export const EventCreate = v.strictObject({
  name: eventFields.name,
  start_date: eventFields.start_date,
  description_html: v.optional(eventFields.description_html, ""),
  attention: v.optional(eventFields.attention, null),
  venue: v.optional(eventFields.venue, null),
  time_zone: v.optional(eventFields.time_zone, "UTC"),
  end_date: v.optional(eventFields.end_date, null),
  presale_starts_at: v.optional(eventFields.presale_starts_at, null),
  presale_ends_at: v.optional(eventFields.presale_ends_at, null),
  force_sold_out: v.optional(eventFields.force_sold_out, false),
  // Absent: the organizer's currency.
  currency: v.optional(eventFields.currency),
});

/** PATCH /api/manage/organizers/:org/events/:event: the fields to change, and the version they were read at. */
export const EventPatch = v.strictObject({
  version: Version,
  ...Object.fromEntries(Object.entries(eventFields).map(([k, s]) => [k, v.optional(s)])),
} as { version: typeof Version } & {
  [K in keyof typeof eventFields]: v.OptionalSchema<(typeof eventFields)[K], undefined>;
});

const ticketFields = {
  ticket_name: Text("ticket type name", 200),
  short_description: Html("ticket type description"),
  price: Price,
  ticket_stock: v.picklist(
    ["limited", "unlimited"],
    (i) => `must be "limited" or "unlimited" (got ${JSON.stringify(i.input)})`,
  ),
  // With "limited": how many there are in all (sold ones included).
  stock_limit: v.nullable(Int(0, "stock")),
  purchase_limit: Int(1, "maximum per order", 1000),
  hidden: v.boolean("must be true or false"),
};

/** POST …/events/:event/ticket-types */
export const TicketTypeCreate = v.pipe(
  v.strictObject({
    ticket_name: ticketFields.ticket_name,
    price: ticketFields.price,
    ticket_stock: ticketFields.ticket_stock,
    short_description: v.optional(ticketFields.short_description, ""),
    stock_limit: v.optional(ticketFields.stock_limit, null),
    purchase_limit: v.optional(ticketFields.purchase_limit, 10),
    hidden: v.optional(ticketFields.hidden, false),
  }),
  v.forward(
    v.check(
      (t) => t.ticket_stock === "unlimited" || t.stock_limit !== null,
      "must be a number when the stock is limited",
    ),
    ["stock_limit"],
  ),
);

/** PATCH …/events/:event/ticket-types/:id */
export const TicketTypePatch = v.strictObject({
  version: Version,
  ...Object.fromEntries(Object.entries(ticketFields).map(([k, s]) => [k, v.optional(s)])),
} as { version: typeof Version } & {
  [K in keyof typeof ticketFields]: v.OptionalSchema<(typeof ticketFields)[K], undefined>;
});

/** PUT …/events/:event/ticket-types/order: every ticket type of the event, in the order to show them. */
export const TicketTypeOrder = v.strictObject({
  ids: v.pipe(v.array(Int(1, "ticket type id"), "must be a list of ticket type ids"), v.maxLength(500, "too many")),
});

const voucherFields = {
  discount: v.pipe(
    v.number("must be a number (percent)"),
    v.gtValue(0, (i) => `must be above 0 (got ${i.input})`),
    v.maxValue(100, (i) => `must be 100 or less (got ${i.input})`),
  ),
  valid_until: v.nullable(IsoDateTime),
  // null: no limit.
  max_uses: v.nullable(Int(1, "maximum uses")),
};

export const VoucherCode = v.pipe(
  v.string("must be text"),
  v.trim(),
  v.regex(/^[A-Za-z0-9_-]{3,64}$/, "must be 3 to 64 letters, digits, _ or -"),
);

/** POST …/events/:event/vouchers */
export const VoucherCreate = v.strictObject({
  code: VoucherCode,
  discount: voucherFields.discount,
  valid_until: v.optional(voucherFields.valid_until, null),
  max_uses: v.optional(voucherFields.max_uses, null),
});

/** PATCH …/events/:event/vouchers/:code */
export const VoucherPatch = v.strictObject({
  version: Version,
  discount: v.optional(voucherFields.discount),
  valid_until: v.optional(voucherFields.valid_until),
  max_uses: v.optional(voucherFields.max_uses),
});

export const GuestEmail = v.pipe(
  v.string("must be an email address"),
  v.trim(),
  v.maxLength(254, "must be at most 254 characters"),
  v.email((i) => `must be an email address (got ${JSON.stringify(i.input)})`),
);

/** POST …/events/:event/guests */
export const GuestCreate = v.strictObject({
  name: Text("guest's name", 200),
  email: GuestEmail,
  ticket_id: Int(1, "ticket type id"),
});

/** POST …/events/:event/guests/import: CSV with a header line naming name, email and ticket (id or name). */
export const GuestImport = v.strictObject({
  csv: v.pipe(v.string("must be the CSV text"), v.maxLength(1_000_000, "must be at most 1 MB")),
});

/** POST …/events/:event/guests/invite: the guests to invite (absent: every guest not invited yet). */
export const GuestInvite = v.strictObject({
  tokens: v.optional(v.pipe(v.array(v.string("must be a guest token")), v.maxLength(5000, "too many"))),
  // The mails' language (one of the widget's; anything else: English).
  lang: v.optional(v.pipe(v.string('must be a language tag such as "de"'), v.maxLength(35, "too long")), "en"),
});

export type OrganizerSettingsPatchInput = v.InferOutput<typeof OrganizerSettingsPatch>;
export type EventCreateInput = v.InferOutput<typeof EventCreate>;
export type EventPatchInput = v.InferOutput<typeof EventPatch>;
export type TicketTypeCreateInput = v.InferOutput<typeof TicketTypeCreate>;
export type TicketTypePatchInput = v.InferOutput<typeof TicketTypePatch>;
export type VoucherCreateInput = v.InferOutput<typeof VoucherCreate>;
export type VoucherPatchInput = v.InferOutput<typeof VoucherPatch>;
export type GuestCreateInput = v.InferOutput<typeof GuestCreate>;
