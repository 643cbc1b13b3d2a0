import { useAtomValue, useStore } from "jotai";
import { useEffect } from "react";
import { guestListQuantities, readGuestListToken } from "../../lib/guest-list.ts";
import { currentStepAtom, ticketQuantitiesAtom } from "../../state/checkout-atoms.ts";
import { configAtom } from "../../state/config-atoms.ts";
import { eventAtom } from "../../state/event-atoms.ts";
import { guestListStatusAtom, guestListTicketAtom, loadGuestListAtom } from "../../state/guest-list.ts";
import { visibleTicketsAtom } from "../../state/ticket-atoms.ts";

/**
 * Spec §4 guest-list flow, once the event is loaded: look the token up (?guestlist= wins over the
 * guest-list-token attribute); an unused one selects one ticket and advances to step 2; a used one
 * leaves step 1 showing the "already used" state.
 */
export function useGuestListBootstrap(): void {
  const store = useStore();
  const event = useAtomValue(eventAtom);
  const config = useAtomValue(configAtom);
  const eventId = event?.id;
  useEffect(() => {
    if (eventId === undefined) return;
    const search = typeof location === "undefined" ? "" : location.search;
    const token = readGuestListToken(search, config.guestListToken);
    if (!token) return;
    let cancelled = false;
    void (async () => {
      await store.set(loadGuestListAtom, { apiOrigin: config.apiOrigin, eventId, token });
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- a callback sets it
      if (cancelled) return;
      if (store.get(guestListStatusAtom) !== "ready") return;
      const quantities = guestListQuantities(store.get(visibleTicketsAtom), store.get(guestListTicketAtom));
      if (Object.keys(quantities).length === 0) return;
      store.set(ticketQuantitiesAtom, Object.fromEntries(Object.entries(quantities).map(([id, n]) => [Number(id), n])));
      if (store.get(currentStepAtom) === 1) store.set(currentStepAtom, 2);
    })();
    return () => {
      cancelled = true;
    };
  }, [store, eventId, config.apiOrigin, config.guestListToken]);
}
