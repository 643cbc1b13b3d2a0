import type { HostCart, HostEvent, HostStepName, HostTicket } from "./host-events.ts";

/** What the host events are derived from: one reading of the checkout's state (widget/state/host-events.ts). */
export interface HostSnapshot {
  /** The event is loaded and shown. */
  loaded: boolean;
  /** The failed load (a new object per failure), else null. */
  loadError: { code: string; httpStatus?: number } | null;
  eventId: number | null;
  eventName: string;
  currency: string;
  language: string;
  tickets: HostTicket[];
  step: number;
  cart: HostCart;
  /** The payment method of the order under way (selectedPaymentMethodAtom), else null. */
  method: string | null;
  /** The voucher code that counts, else null. */
  voucher: string | null;
  /** The order's success response (a new object per order), else null. */
  success: { order_id?: string } | null;
  freeOrder: boolean;
  orderError: string | null;
  /** The payment error banner (a new object per failure), else null. */
  paymentError: { key: string; providerMessage: string | null } | null;
  attempt: number;
}

/** What the next reading is compared with, plus what must outlive a single reading. */
export interface HostEventState {
  base: HostSnapshot;
  ready: boolean;
  /** The last payment method seen: success clears the state's method before step 5 shows. */
  method: string | null;
  completed: HostSnapshot["success"];
}

export const emptyCart = (currency: string): HostCart => ({ currency, items: [], quantity: 0, total: "0.00" });

/** The state before anything was seen: nothing loaded, step 1, no selection. */
export function initialHostEventState(snapshot: HostSnapshot): HostEventState {
  const base: HostSnapshot = {
    ...snapshot,
    loaded: false,
    loadError: null,
    step: 1,
    cart: emptyCart(snapshot.currency),
    method: null,
    success: null,
    orderError: null,
    paymentError: null,
  };
  return { base, ready: false, method: null, completed: null };
}

const STEP_NAMES: HostStepName[] = ["return", "tickets", "details", "payment-method", "payment", "success"];
export const stepName = (step: number): HostStepName => STEP_NAMES[Math.max(0, Math.min(step, 5))]!;

const cartKey = (cart: HostCart) => cart.items.map((i) => `${i.id}:${i.quantity}`).join(",");

function errorEvents(base: HostSnapshot, next: HostSnapshot): HostEvent[] {
  const events: HostEvent[] = [];
  const common = { eventId: next.eventId, step: next.step };
  if (next.loadError && next.loadError !== base.loadError) {
    const { code, httpStatus } = next.loadError;
    events.push({ name: "error", detail: { ...common, source: "load", code, ...(httpStatus ? { httpStatus } : {}) } });
  }
  if (next.orderError && next.orderError !== base.orderError) {
    events.push({ name: "error", detail: { ...common, source: "order", code: next.orderError } });
  }
  if (next.paymentError && next.paymentError !== base.paymentError) {
    const { key, providerMessage } = next.paymentError;
    events.push({
      name: "error",
      detail: { ...common, source: "payment", code: key, ...(providerMessage ? { message: providerMessage } : {}) },
    });
  }
  return events;
}

/**
 * The host events between two readings, in the order a buyer causes them: ready, tickets-changed, step,
 * payment-started, complete, then errors. Before the event is loaded only errors count; the rest is compared
 * with what was last reported, so a change made before `ready` is reported right after it.
 */
export function advanceHostEvents(
  state: HostEventState,
  next: HostSnapshot,
): { state: HostEventState; events: HostEvent[] } {
  const { base } = state;
  const errors = errorEvents(base, next);
  const errorFields = { loadError: next.loadError, orderError: next.orderError, paymentError: next.paymentError };
  if (!state.ready && !next.loaded) return { state: { ...state, base: { ...base, ...errorFields } }, events: errors };
  const events: HostEvent[] = [];
  const eventId = next.eventId ?? 0;
  if (!state.ready) {
    const { eventName, currency, language, step, tickets } = next;
    events.push({ name: "ready", detail: { eventId, eventName, currency, language, step, tickets } });
  }
  if (cartKey(next.cart) !== cartKey(base.cart))
    events.push({ name: "tickets-changed", detail: { eventId, ...next.cart } });
  if (next.step !== base.step) {
    events.push({ name: "step", detail: { eventId, step: next.step, name: stepName(next.step), previous: base.step } });
  }
  const method = next.method ?? (next.step === 1 ? null : state.method);
  if (next.step === 4 && method && (base.step !== 4 || next.attempt !== base.attempt)) {
    events.push({ name: "payment-started", detail: { eventId, ...next.cart, method, attempt: next.attempt } });
  }
  let completed = state.completed;
  if (next.step >= 5 && next.success && next.success !== completed) {
    completed = next.success;
    const paidWith = method ?? (next.freeOrder ? "free_ticket" : "unknown");
    const detail = {
      eventId,
      ...next.cart,
      orderId: next.success.order_id ?? null,
      method: paidWith,
      free: next.freeOrder,
      voucher: next.voucher,
    };
    events.push({ name: "complete", detail });
  }
  events.push(...errors);
  return {
    state: { base: next, ready: true, method: completed !== state.completed ? null : method, completed },
    events,
  };
}
