import {
  HOST_EVENT_PREFIX,
  type HostCart,
  type HostCartItem,
  type HostEventDetails,
  type HostTicket,
} from "./host-events.ts";

// GA4 ecommerce events for the host page's dataLayer (opt-in: analytics="ga4"), derived from the widget's own
// host events only, so the same mapping serves wherever those events arrive. Loaded with import() only when
// the attribute is set. Shapes follow GA4's recommended ecommerce events.

export interface Ga4Item {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
}

export interface Ga4Push {
  event: "view_item_list" | "add_to_cart" | "remove_from_cart" | "begin_checkout" | "add_payment_info" | "purchase";
  ecommerce: {
    currency: string;
    value?: number;
    items: Ga4Item[];
    item_list_id?: string;
    item_list_name?: string;
    payment_type?: string;
    transaction_id?: string;
    coupon?: string;
  };
}

const item = (t: HostTicket, quantity: number): Ga4Item => ({
  item_id: String(t.id),
  item_name: t.name,
  price: Number(t.price),
  quantity,
});
const items = (cart: HostCart) => cart.items.map((i) => item(i, i.quantity));
const cents = (value: number) => Math.round(value * 100) / 100;

/** add_to_cart for what went up, remove_from_cart for what went down, compared with the last selection. */
function cartChanges(before: readonly HostCartItem[], after: HostCart): Ga4Push[] {
  const was = new Map(before.map((i) => [i.id, i.quantity]));
  const now = new Map(after.items.map((i) => [i.id, i.quantity]));
  const known = new Map<number, HostCartItem>([...before, ...after.items].map((i) => [i.id, i]));
  const added: Ga4Item[] = [];
  const removed: Ga4Item[] = [];
  for (const [id, ticket] of known) {
    const delta = (now.get(id) ?? 0) - (was.get(id) ?? 0);
    if (delta > 0) added.push(item(ticket, delta));
    if (delta < 0) removed.push(item(ticket, -delta));
  }
  const push = (event: "add_to_cart" | "remove_from_cart", list: Ga4Item[]): Ga4Push[] =>
    list.length
      ? [
          {
            event,
            ecommerce: {
              currency: after.currency,
              value: cents(list.reduce((s, i) => s + i.price * i.quantity, 0)),
              items: list,
            },
          },
        ]
      : [];
  return [...push("add_to_cart", added), ...push("remove_from_cart", removed)];
}

/** A mapper with the one piece of memory GA4 needs: the last selection (for cart deltas and begin_checkout). */
export function createGa4Mapper() {
  let cart: HostCart | null = null;
  return {
    map<K extends keyof HostEventDetails>(name: K, detail: HostEventDetails[K]): Ga4Push[] {
      switch (name) {
        case "ready": {
          const d = detail as HostEventDetails["ready"];
          const list = d.tickets.map((t) => item(t, 1));
          return [
            {
              event: "view_item_list",
              ecommerce: {
                currency: d.currency,
                item_list_id: String(d.eventId),
                item_list_name: d.eventName,
                items: list,
              },
            },
          ];
        }
        case "tickets-changed": {
          const d = detail as HostEventDetails["tickets-changed"];
          const pushes = cartChanges(cart?.items ?? [], d);
          cart = d;
          return pushes;
        }
        case "step": {
          const d = detail as HostEventDetails["step"];
          if (d.step !== 2 || d.previous !== 1 || !cart?.items.length) return [];
          return [
            {
              event: "begin_checkout",
              ecommerce: { currency: cart.currency, value: Number(cart.total), items: items(cart) },
            },
          ];
        }
        case "payment-started": {
          const d = detail as HostEventDetails["payment-started"];
          return [
            {
              event: "add_payment_info",
              ecommerce: { currency: d.currency, value: Number(d.total), payment_type: d.method, items: items(d) },
            },
          ];
        }
        case "complete": {
          const d = detail as HostEventDetails["complete"];
          const ecommerce: Ga4Push["ecommerce"] = { currency: d.currency, value: Number(d.total), items: items(d) };
          if (d.orderId) ecommerce.transaction_id = d.orderId;
          if (d.voucher) ecommerce.coupon = d.voucher;
          return [{ event: "purchase", ecommerce }];
        }
        default:
          return [];
      }
    },
  };
}

const MAPPED = ["ready", "tickets-changed", "step", "payment-started", "complete"] as const;

/**
 * Listens on `target` for the host events and pushes their GA4 form to the dataLayer `layer()` returns
 * (`{ ecommerce: null }` first, as GA4 asks, so one event's items never leak into the next). Returns the stop.
 */
export function attachGa4(target: EventTarget, layer: () => unknown[]): () => void {
  const mapper = createGa4Mapper();
  const listeners = MAPPED.map((name) => {
    const listener = (event: Event) => {
      for (const push of mapper.map(name, (event as CustomEvent).detail)) layer().push({ ecommerce: null }, push);
    };
    target.addEventListener(HOST_EVENT_PREFIX + name, listener);
    return () => target.removeEventListener(HOST_EVENT_PREFIX + name, listener);
  });
  return () => listeners.forEach((stop) => stop());
}
