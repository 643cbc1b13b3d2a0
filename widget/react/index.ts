// `ticket-checkout/react`: the React wrapper and the host event types (README "React").
export {
  TicketCheckout,
  type TicketCheckoutAttributes,
  type TicketCheckoutCallbacks,
  type TicketCheckoutProps,
} from "./ticket-checkout.ts";
export type {
  HostCart,
  HostCartItem,
  HostEventDetails,
  HostEventMap,
  HostEventName,
  HostStepName,
  HostTicket,
} from "../lib/host-events.ts";
