import * as v from "valibot";
import { CustomerSchema, EventIdSchema, FreeOrderSchema } from "../orders/free-order-schema.ts";

const text = (max: number, what: string) =>
  v.pipe(
    v.string(`must be a string (${what})`),
    v.trim(),
    v.nonEmpty(`must not be empty (${what})`),
    v.maxLength(max, `must be at most ${max} characters`),
  );
const optionalText = (max: number) =>
  v.optional(
    v.nullable(
      v.pipe(v.string("must be a string or null"), v.trim(), v.maxLength(max, `must be at most ${max} characters`)),
    ),
    null,
  );

export const ReservationIdSchema = v.optional(
  v.nullable(
    v.pipe(
      v.string("must be a reservation id or null"),
      v.regex(/^res_[A-Za-z0-9_-]{8,64}$/, "must be a reservation id from POST /api/reservations"),
    ),
  ),
  null,
);

/**
 * The cart every payment call sends (README "Payment API"). What the client computed (amounts, commission,
 * currency) is accepted and ignored: the server prices the order from its own data.
 */
export const cartEntries = {
  event_id: EventIdSchema,
  ticketQuantities: FreeOrderSchema.entries.ticketQuantities,
  customer: CustomerSchema,
  voucherCode: FreeOrderSchema.entries.voucherCode,
  guestListToken: FreeOrderSchema.entries.guestListToken,
  selectedPaymentMethod: text(40, "the payment method chosen on step 3"),
  reservation_id: ReservationIdSchema,
  user_commission: v.optional(v.unknown()),
  user_added_commission: v.optional(v.unknown()),
  amount: v.optional(v.unknown()),
  totalPrice: v.optional(v.unknown()),
  currency: v.optional(v.unknown()),
};

export const CartSchema = v.object(cartEntries, "must be a JSON object with the order (the cart)");
export type Cart = v.InferOutput<typeof CartSchema>;

const Metadata = v.optional(v.record(v.string(), v.unknown(), "must be an object"), {});

export const CreateIntentSchema = v.object(
  {
    ...cartEntries,
    payment_method_types: v.optional(
      v.pipe(
        v.array(text(40, "a Stripe payment method type"), 'must be a list such as ["card"]'),
        v.maxLength(20, "must list at most 20 types"),
      ),
      ["card"],
    ),
    metadata: Metadata,
  },
  "must be a JSON object with the cart",
);

export const VerifyIntentSchema = v.object(
  {
    payment_intent: v.pipe(
      v.string("must be the payment intent id"),
      v.regex(/^pi_[A-Za-z0-9]{6,64}$/, "must be a payment intent id such as pi_123…"),
    ),
    client_secret: text(200, "the client secret of the intent"),
  },
  "must be a JSON object",
);

export const PaypalOrderSchema = v.object({ cart: CartSchema }, "must be a JSON object with the cart");
export const PaypalCaptureSchema = v.object(
  {
    orderId: text(64, "the PayPal order id"),
    internalOrderId: text(64, "the order_id from /api/paypal/order"),
    cart: v.optional(v.unknown()),
  },
  "must be a JSON object",
);
export const PaypalCancelSchema = v.object(
  { internalOrderId: text(64, "the order_id from /api/paypal/order"), paypalOrderId: optionalText(64) },
  "must be a JSON object",
);

export const BraintreePaymentSchema = v.object(
  {
    ...cartEntries,
    payment_method_nonce: text(500, "the nonce from braintree-web"),
    deviceData: v.optional(
      v.nullable(v.pipe(v.string("must be a string or null"), v.maxLength(4000, "must be at most 4000 characters"))),
      null,
    ),
    intent_id: v.optional(v.unknown()),
    payment_id: v.optional(v.unknown()),
  },
  "must be a JSON object with the payment",
);

export const BraintreeUpdateSchema = v.object(
  {
    payment_id: text(64, "the order_id of the earlier process-payment"),
    nonce: text(500, "the nonce from braintree-web"),
    isBrainTree: v.optional(v.boolean("must be true or false"), true),
    amount: v.optional(v.unknown()),
  },
  "must be a JSON object",
);

export const MolliePaymentSchema = v.object(
  {
    ...cartEntries,
    locale: optionalText(10),
    method: text(40, "the Mollie method id, e.g. ideal"),
    metadata: Metadata,
    redirectUrl: v.pipe(
      text(2000, "where the buyer returns"),
      v.url("must be an absolute URL"),
      v.regex(/^https?:\/\//i, "must be an http or https URL"),
    ),
  },
  "must be a JSON object with the cart",
);

export const MollieVerifySchema = v.object(
  {
    order_id: text(64, "the order_id of the return URL"),
    guest_id: text(64, "the guest_id of the return URL"),
    event_id: EventIdSchema,
  },
  "must be a JSON object",
);

export const ReservationSchema = v.object(
  { event_id: EventIdSchema, ticketQuantities: FreeOrderSchema.entries.ticketQuantities },
  "must be a JSON object with event_id and ticketQuantities",
);

export const WebhookSchema = v.object(
  { id: text(64, "the provider's payment id") },
  "must be a JSON object with the provider's payment id",
);
