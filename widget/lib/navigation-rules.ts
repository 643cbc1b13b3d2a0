/** Everything spec §2 "Navigation buttons" looks at. */
export interface NavigationInput {
  step: number;
  /** The event availability is "available". */
  ticketsAvailable: boolean;
  /** Visible tickets exist. */
  hasTickets: boolean;
  isSoldOut: boolean;
  totalQuantity: number;
  processing: boolean;
  hasGlobalError: boolean;
  paymentPending: boolean;
  guestListToken: string | null;
  /** The guest-list token resolved to a ticket. */
  hasGuestListTicket: boolean;
  guestListTokenIsUsed: boolean;
  isEmbed: boolean;
}

export interface NavigationState {
  next: { visible: boolean; enabled: boolean; label: "next" | "please_wait" };
  back: { visible: boolean; enabled: boolean };
  backToOrganizer: { visible: boolean };
}

export function navigationState(input: NavigationInput): NavigationState {
  const guestListReady = !!input.guestListToken && input.hasGuestListTicket && !input.guestListTokenIsUsed;
  const nextVisible =
    guestListReady ||
    (input.ticketsAvailable && (input.step === 1 || input.step === 2) && input.hasTickets && !input.isSoldOut);
  let nextEnabled = input.step === 1 ? input.totalQuantity > 0 : input.step === 2 || input.step === 4;
  if (input.processing) nextEnabled = false;
  const backVisible =
    input.step >= 2 &&
    input.ticketsAvailable &&
    !input.processing &&
    !input.hasGlobalError &&
    !input.paymentPending &&
    !input.guestListToken;
  return {
    next: { visible: nextVisible, enabled: nextEnabled, label: input.processing ? "please_wait" : "next" },
    back: { visible: backVisible, enabled: !input.processing },
    backToOrganizer: { visible: input.isEmbed && input.step >= 3 },
  };
}
