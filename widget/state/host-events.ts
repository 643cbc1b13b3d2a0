import type { Atom, createStore } from "jotai";
import {
  advanceHostEvents,
  initialHostEventState,
  type HostEventState,
  type HostSnapshot,
} from "../lib/host-event-diff.ts";
import { dispatchHostEvent } from "../lib/host-events.ts";
import { voucherCounts } from "../lib/voucher.ts";
import { freeOrderErrorAtom, orderSuccessAtom } from "./buyer-order.ts";
import { currentStepAtom, selectedPaymentMethodAtom } from "./checkout-atoms.ts";
import { configAtom } from "./config-atoms.ts";
import { eventAtom, eventLoadAtom } from "./event-atoms.ts";
import {
  currencyAtom,
  orderAmountsAtom,
  selectedLinesAtom,
  ticketsStepShownAtom,
  visibleTicketsAtom,
} from "./ticket-atoms.ts";
import { voucherAtom } from "./voucher.ts";

// Wiring of the host events: reads the checkout's store and dispatches what changed on the element. This
// module is loaded with import() after the first render (widget/ui/use-host-events.ts), so step-1 code does
// not carry it; GA4 is one more import() only when the element has analytics="ga4".

type Store = ReturnType<typeof createStore>;
type PaymentAtoms = Pick<typeof import("./payment-flow.ts"), "paymentErrorAtom" | "paymentAttemptAtom">;

const BASE_ATOMS: Atom<unknown>[] = [
  eventLoadAtom,
  currencyAtom,
  configAtom,
  currentStepAtom,
  selectedLinesAtom,
  orderAmountsAtom,
  selectedPaymentMethodAtom,
  voucherAtom,
  orderSuccessAtom,
  freeOrderErrorAtom,
  ticketsStepShownAtom,
];

function readSnapshot(store: Store, payment: PaymentAtoms | null): HostSnapshot {
  const load = store.get(eventLoadAtom);
  const event = store.get(eventAtom);
  const currency = store.get(currencyAtom);
  const amounts = store.get(orderAmountsAtom);
  const voucher = store.get(voucherAtom);
  const items = store
    .get(selectedLinesAtom)
    .map(({ ticket, quantity }) => ({ id: ticket.id, name: ticket.ticket_name, price: ticket.price, quantity }));
  const step = store.get(currentStepAtom);
  return {
    // Ready once step 1 is on screen (TicketsStep marks its first commit), so a host reacting to `ready` finds
    // the rows; a checkout opening on another step (a payment return) is ready when the event is loaded.
    loaded: load.status === "ready" && (step !== 1 || store.get(ticketsStepShownAtom)),
    loadError: load.status === "error" ? load : null,
    eventId: event?.id ?? null,
    eventName: event?.name ?? "",
    currency,
    language: store.get(configAtom).language,
    tickets: store.get(visibleTicketsAtom).map((t) => ({ id: t.id, name: t.ticket_name, price: t.price })),
    step,
    cart: { currency, items, quantity: amounts.totalQuantity, total: amounts.finalPricePaid },
    method: store.get(selectedPaymentMethodAtom),
    voucher: voucherCounts(voucher) ? voucher.code : null,
    success: store.get(orderSuccessAtom),
    freeOrder: amounts.isFree,
    orderError: store.get(freeOrderErrorAtom),
    paymentError: payment ? store.get(payment.paymentErrorAtom) : null,
    attempt: payment ? store.get(payment.paymentAttemptAtom) : 0,
  };
}

/**
 * Starts dispatching host events for one checkout's store on `host` unless `live()` turned false meanwhile;
 * resolves with the function that stops it (every subscription and listener it made goes). The payment atoms are subscribed to once the flow reaches
 * step 0 or 3, when their chunk is loaded anyway.
 */
export async function connectHostEvents(store: Store, host: HTMLElement, live: () => boolean): Promise<() => void> {
  const stops: (() => void)[] = [];
  let stopped = false;
  // Before the first event, so view_item_list is not missed; a chunk that fails to load costs GA4 only.
  const ga4 =
    host.getAttribute("analytics") === "ga4" ? await import("../lib/ga4-ecommerce.ts").catch(() => null) : null;
  if (!live()) return () => {}; // unmounted while the chunks loaded: a later mount has its own store
  if (ga4) stops.push(ga4.attachGa4(host, () => ((window as { dataLayer?: unknown[] }).dataLayer ??= [])));
  let payment: PaymentAtoms | null = null;
  let loadingPayment = false;
  let state: HostEventState | null = null;
  const check = () => {
    if (stopped) return;
    const snapshot = readSnapshot(store, payment);
    const result = advanceHostEvents(state ?? initialHostEventState(snapshot), snapshot);
    state = result.state;
    for (const event of result.events) dispatchHostEvent(host, event);
    if (!payment && !loadingPayment && (snapshot.step === 0 || snapshot.step >= 3)) {
      loadingPayment = true;
      void import("./payment-flow.ts").then((atoms) => {
        if (stopped) return;
        payment = atoms;
        stops.push(store.sub(atoms.paymentErrorAtom, check), store.sub(atoms.paymentAttemptAtom, check));
        check();
      });
    }
  };
  for (const atom of BASE_ATOMS) stops.push(store.sub(atom, check));
  check();
  return () => {
    stopped = true;
    for (const stop of stops.splice(0)) stop();
  };
}
