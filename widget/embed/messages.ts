import * as v from "valibot";

// The bridge between a checkout frame (/embed/events/:id) and the host page's loader chunk. Every message is
// an object tagged with the protocol name and version; anything else, or any field out of shape, is refused.
// Both sides check `event.origin` and `event.source` before they look at the data (see frame-host.ts and
// frame-page.ts); the schema is the second gate.

export const PROTOCOL = "ticket-checkout";
export const VERSION = 1;

const envelope = { tc: v.literal(PROTOCOL), v: v.literal(VERSION) };
const Url = v.pipe(v.string(), v.maxLength(4096));
/** `ticket-checkout:<name>`: only the widget's own DOM events cross the bridge. */
export const EVENT_NAME = /^ticket-checkout:[a-z][a-z-]{0,39}$/;
const EventName = v.pipe(v.string(), v.regex(EVENT_NAME));

/**
 * The hosted payment an embedded checkout left for: what the host keeps in its own sessionStorage so a
 * buyer who comes back without paying (Back, or a reload within the hour) finds step 2 again. No buyer details:
 * those stay with the order on the server, read back with `guest_id`, the same capability the hosted return
 * already puts in the organizer page's address. Selection and voucher are not personal.
 */
export const PendingOrderSchema = v.strictObject({
  order_id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  guest_id: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  event_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  quantities: v.pipe(
    v.record(
      v.pipe(v.string(), v.regex(/^\d{1,12}$/)),
      v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)),
    ),
    v.check((q) => Object.keys(q).length > 0 && Object.keys(q).length <= 100, "one to 100 tickets"),
  ),
  // The code only: its discount is checked with the server again when it comes back.
  voucher: v.nullable(v.pipe(v.string(), v.minLength(1), v.maxLength(100))),
});
export type PendingOrder = v.InferOutput<typeof PendingOrderSchema>;

/** Frame → host. */
export const FrameMessageSchema = v.variant("type", [
  v.strictObject({ ...envelope, type: v.literal("ready") }),
  // Content height in CSS pixels; the host clamps it on phones (100dvh).
  v.strictObject({
    ...envelope,
    type: v.literal("resize"),
    height: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000)),
  }),
  // Top-window navigation to a hosted payment page; the host checks the URL against its allow-list. `pending`:
  // the order it pays, kept by the host until the buyer comes back (see PendingOrderSchema).
  v.strictObject({ ...envelope, type: v.literal("navigate"), url: Url, pending: v.optional(PendingOrderSchema) }),
  // A `ticket-checkout:*` CustomEvent of the in-frame element, re-dispatched on the host element.
  v.strictObject({ ...envelope, type: v.literal("event"), name: EventName, detail: v.unknown() }),
  // Step 0 in the frame has verified the return: the host removes the return parameters from its address.
  v.strictObject({ ...envelope, type: v.literal("return-handled") }),
]);
export type FrameMessage = v.InferOutput<typeof FrameMessageSchema>;

/**
 * Host → frame: the host page's address (without return parameters), the return URL of a hosted payment, and
 * the hosted payment this frame's checkout left for, when the buyer came back without a return.
 */
export const HostMessageSchema = v.strictObject({
  ...envelope,
  type: v.literal("hello"),
  url: Url,
  pending: v.optional(PendingOrderSchema),
});
export type HostMessage = v.InferOutput<typeof HostMessageSchema>;

type Body<M> = M extends unknown ? Omit<M, "tc" | "v"> : never;

/** A message with the envelope filled in. */
export function frameMessage(body: Body<FrameMessage>): FrameMessage {
  return { tc: PROTOCOL, v: VERSION, ...body };
}

export function hostMessage(url: string, pending?: PendingOrder): HostMessage {
  return pending
    ? { tc: PROTOCOL, v: VERSION, type: "hello", url, pending }
    : { tc: PROTOCOL, v: VERSION, type: "hello", url };
}

export const parsePendingOrder = (data: unknown): PendingOrder | null => {
  const r = v.safeParse(PendingOrderSchema, data);
  return r.success ? r.output : null;
};

export const parseFrameMessage = (data: unknown): FrameMessage | null => {
  const r = v.safeParse(FrameMessageSchema, data);
  return r.success ? r.output : null;
};

export const parseHostMessage = (data: unknown): HostMessage | null => {
  const r = v.safeParse(HostMessageSchema, data);
  return r.success ? r.output : null;
};
