// The DOM events <ticket-checkout> dispatches for the host page (README "Events"): names and detail types.
// Amounts are two-decimal strings as everywhere in the widget (no float rounding); no buyer data at all
// (no name, email or address, no card data, no ticket link: that link is the buyer's key to the PDF).

export const HOST_EVENT_PREFIX = "ticket-checkout:";

/** A ticket of the event as the buyer sees it on step 1. */
export interface HostTicket {
  id: number;
  name: string;
  /** Unit price, two decimals ("25.00"). */
  price: string;
}

/** A selected ticket: quantity above 0. */
export interface HostCartItem extends HostTicket {
  quantity: number;
}

/** The selection with what the buyer pays for it. */
export interface HostCart {
  /** ISO code the prices are shown in. */
  currency: string;
  items: HostCartItem[];
  /** Number of tickets. */
  quantity: number;
  /** What the buyer pays, fees and voucher included, two decimals. */
  total: string;
}

/** Spec §2 steps by name: 0 return from a payment redirect … 5 success. */
export type HostStepName = "return" | "tickets" | "details" | "payment-method" | "payment" | "success";

export interface HostEventDetails {
  /** The event is loaded and step 1 (or step 0 on a payment return) is interactive. Once per event. */
  ready: {
    eventId: number;
    eventName: string;
    currency: string;
    language: string;
    step: number;
    tickets: HostTicket[];
  };
  /** Ticket quantities changed (also to empty: "get more tickets"). */
  "tickets-changed": HostCart & { eventId: number };
  step: { eventId: number; step: number; name: HostStepName; previous: number };
  /** The payment step opened for a method (again after Retry). */
  "payment-started": HostCart & { eventId: number; method: string; attempt: number };
  /** A ticket was issued: paid, free or guest list. */
  complete: HostCart & {
    eventId: number;
    /** The server's order id, null when the server did not send one. */
    orderId: string | null;
    /** free_ticket, guest_list or the payment method (card, paypal, ideal, …). */
    method: string;
    free: boolean;
    voucher: string | null;
  };
  error: {
    eventId: number | null;
    /** load: the event could not be loaded; order: the free order failed; payment: a payment failed. */
    source: "load" | "order" | "payment";
    /** load: timeout|http|network|invalid_response|missing_event|…; order and payment: the translation key. */
    code: string;
    step: number;
    httpStatus?: number;
    /** The payment provider's own message, when it gave one. */
    message?: string;
  };
}

export type HostEventName = keyof HostEventDetails;

/** Full DOM event names, for addEventListener typing: `ticket-checkout:ready` … */
export type HostEventMap = {
  [K in HostEventName as `${typeof HOST_EVENT_PREFIX}${K}`]: CustomEvent<HostEventDetails[K]>;
};

/** The list of a host event, e.g. for a listener that forwards all of them. */
export const HOST_EVENT_NAMES: readonly HostEventName[] = [
  "ready",
  "tickets-changed",
  "step",
  "payment-started",
  "complete",
  "error",
];

/** One host event, not yet dispatched. */
export type HostEvent = { [K in HostEventName]: { name: K; detail: HostEventDetails[K] } }[HostEventName];

/**
 * The one place a host event is dispatched: on the element, bubbling and composed, so listeners on the
 * element, its ancestors or document all see it (and a forwarder listening for `ticket-checkout:*` on the
 * element, as iframe mode does, sees exactly what the page would).
 */
export function dispatchHostEvent(target: EventTarget, event: HostEvent): void {
  target.dispatchEvent(
    new CustomEvent(HOST_EVENT_PREFIX + event.name, { detail: event.detail, bubbles: true, composed: true }),
  );
}
