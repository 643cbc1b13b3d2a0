import * as v from "valibot";

/** Event ids arrive as numbers (the widget takes them from the ticket); digit strings are tolerated. */
export const EventIdSchema = v.union(
  [v.pipe(v.number(), v.integer(), v.minValue(1)), v.pipe(v.string(), v.regex(/^[1-9]\d{0,14}$/), v.transform(Number))],
  "must be the numeric id of the event, e.g. 101",
);

const required = (what: string, max = 200) =>
  v.pipe(
    v.string(`must be a string (${what})`),
    v.trim(),
    v.nonEmpty(`must not be empty (${what})`),
    v.maxLength(max, `must be at most ${max} characters`),
  );
const optionalText = (max = 200) =>
  v.optional(
    v.nullable(
      v.pipe(v.string("must be a string or null"), v.trim(), v.maxLength(max, `must be at most ${max} characters`)),
    ),
    null,
  );

// Spec §5: "something, @, something, dot, something, with no whitespace".
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const CustomerSchema = v.object(
  {
    firstName: required("first name", 100),
    lastName: required("last name", 100),
    email: v.pipe(required("email", 254), v.regex(emailPattern, "must be an email address such as name@example.com")),
    street: required("street"),
    postCode: required("post code", 20),
    city: required("city", 100),
    country: required("country name", 100),
    countryCode: optionalText(2),
    companyName: optionalText(),
    vatNumber: optionalText(40),
    lang: optionalText(10),
  },
  "must be an object with the buyer's details",
);

const maxQuantity = 1000;

export const FreeOrderSchema = v.object(
  {
    event_id: EventIdSchema,
    ticketQuantities: v.record(
      v.pipe(v.string(), v.regex(/^[1-9]\d{0,14}$/, "ticket ids must be positive whole numbers")),
      v.pipe(
        v.number("must be a number of tickets"),
        v.integer((i) => `must be a whole number of tickets (got ${i.input})`),
        v.minValue(0, (i) => `must not be negative (got ${i.input})`),
        v.maxValue(maxQuantity, `must be at most ${maxQuantity}`),
      ),
      'must be an object mapping ticket ids to quantities, e.g. {"10101": 2}',
    ),
    customer: CustomerSchema,
    voucherCode: v.optional(
      v.nullable(
        v.pipe(v.string("must be a string or null"), v.trim(), v.maxLength(64, "must be at most 64 characters")),
      ),
      null,
    ),
    guestListToken: v.optional(
      v.nullable(
        v.pipe(v.string("must be a string or null"), v.trim(), v.maxLength(128, "must be at most 128 characters")),
      ),
      null,
    ),
    selectedPaymentMethod: v.picklist(
      ["free_ticket", "guest_list"],
      'must be "free_ticket" or "guest_list" for a free order',
    ),
    // What the client computed is accepted for compatibility and ignored: the server recomputes everything.
    user_commission: v.optional(v.unknown()),
    user_added_commission: v.optional(v.unknown()),
    amount: v.optional(v.unknown()),
    totalPrice: v.optional(v.unknown()),
  },
  "must be a JSON object describing the order",
);

export type FreeOrderInput = v.InferOutput<typeof FreeOrderSchema>;
export type CustomerInput = v.InferOutput<typeof CustomerSchema>;
