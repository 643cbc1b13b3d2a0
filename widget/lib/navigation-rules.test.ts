import { describe, expect, it } from "vitest";
import { navigationState, type NavigationInput } from "./navigation-rules.ts";

const base: NavigationInput = {
  step: 1,
  ticketsAvailable: true,
  hasTickets: true,
  isSoldOut: false,
  totalQuantity: 0,
  processing: false,
  hasGlobalError: false,
  paymentPending: false,
  guestListToken: null,
  hasGuestListTicket: false,
  guestListTokenIsUsed: false,
  isEmbed: false,
};

describe("navigationState (spec §2 navigation buttons)", () => {
  it("Next at step 1 is shown but disabled until a ticket is selected", () => {
    expect(navigationState(base).next).toEqual({ visible: true, enabled: false, label: "next" });
    expect(navigationState({ ...base, totalQuantity: 1 }).next.enabled).toBe(true);
  });
  it("Next is hidden when sold out, unavailable, ticketless or past step 2", () => {
    expect(navigationState({ ...base, isSoldOut: true }).next.visible).toBe(false);
    expect(navigationState({ ...base, ticketsAvailable: false }).next.visible).toBe(false);
    expect(navigationState({ ...base, hasTickets: false }).next.visible).toBe(false);
    expect(navigationState({ ...base, step: 3 }).next.visible).toBe(false);
  });
  it("Next shows for an unused guest-list token with a ticket even when tickets are not available", () => {
    const input = { ...base, ticketsAvailable: false, guestListToken: "tok", hasGuestListTicket: true };
    expect(navigationState(input).next.visible).toBe(true);
    expect(navigationState({ ...input, guestListTokenIsUsed: true }).next.visible).toBe(false);
  });
  it("while processing, Next is disabled and reads please wait; Back is hidden", () => {
    const nav = navigationState({ ...base, step: 2, processing: true });
    expect(nav.next).toEqual({ visible: true, enabled: false, label: "please_wait" });
    expect(nav.back.visible).toBe(false);
  });
  it("Back shows from step 2 unless error, pending payment or guest-list token", () => {
    expect(navigationState(base).back.visible).toBe(false);
    expect(navigationState({ ...base, step: 2 }).back.visible).toBe(true);
    expect(navigationState({ ...base, step: 2, hasGlobalError: true }).back.visible).toBe(false);
    expect(navigationState({ ...base, step: 3, paymentPending: true }).back.visible).toBe(false);
    expect(navigationState({ ...base, step: 2, guestListToken: "t" }).back.visible).toBe(false);
  });
  it("Back to organizer page only embedded from step 3", () => {
    expect(navigationState({ ...base, step: 3, isEmbed: true }).backToOrganizer.visible).toBe(true);
    expect(navigationState({ ...base, step: 2, isEmbed: true }).backToOrganizer.visible).toBe(false);
    expect(navigationState({ ...base, step: 3 }).backToOrganizer.visible).toBe(false);
  });
});
