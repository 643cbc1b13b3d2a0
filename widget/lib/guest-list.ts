/**
 * Where a guest-list token or voucher comes from: the host page's address wins over the element's
 * attribute, because the invitation link is the more specific of the two (the attribute is set
 * once by the organizer for the whole page).
 */
export function pickParam(search: string, param: string, attribute: string | null | undefined): string | null {
  let fromUrl: string | null;
  try {
    fromUrl = new URLSearchParams(search).get(param);
  } catch {
    fromUrl = null;
  }
  const value = (fromUrl ?? attribute ?? "").trim();
  return value === "" ? null : value;
}

/** `?guestlist=TOKEN` or the `guest-list-token` attribute. */
export function readGuestListToken(search: string, attribute?: string | null): string | null {
  return pickParam(search, "guestlist", attribute);
}

/** `?voucher=CODE` or the `voucher` attribute. */
export function readVoucherCode(search: string, attribute?: string | null): string | null {
  return pickParam(search, "voucher", attribute);
}

export interface GuestListTicketRef {
  id: number;
}

/**
 * Spec §4 guest-list flow: exactly one ticket, the one the token was issued for (the server only
 * accepts that one); when the token names no ticket we know, the first listed ticket.
 */
export function guestListQuantities(
  tickets: readonly GuestListTicketRef[],
  ticketId: number | null,
): Record<string, number> {
  const chosen = tickets.find((t) => t.id === ticketId) ?? tickets[0];
  return chosen ? { [String(chosen.id)]: 1 } : {};
}
