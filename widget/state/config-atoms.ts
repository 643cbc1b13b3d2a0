import { atom } from "jotai";

/** What the element's attributes and the page say; set by the element, read by everything else. */
export interface WidgetConfig {
  /** The `event` attribute; null when missing or blank. */
  eventId: string | null;
  /** Where the API and the widget assets live (the loader's own origin). */
  apiOrigin: string;
  /** Translation language ("en", "de", ...). */
  language: string;
  /** Locale for Intl (the requested tag when valid, e.g. "de-AT"). */
  locale: string;
  /** The `currency` attribute; null = the event's currency. */
  currency: string | null;
  /**
   * The `country` attribute (upper case), or null: step 2 then takes the stored `country` key, else DE (spec §9;
   * `prefillBuyerDetailsAtom`). Not read from storage here: this config is built while step 1 hydrates, and a
   * page's first Web Storage read is a synchronous call to the browser.
   */
  country: string | null;
  /** `voucher` attribute / ?voucher=. */
  voucher: string | null;
  /** `guest-list-token` attribute / ?guestlist=. */
  guestListToken: string | null;
}

export const defaultConfig: WidgetConfig = {
  eventId: null,
  apiOrigin: "",
  language: "en",
  locale: "en",
  currency: null,
  country: null,
  voucher: null,
  guestListToken: null,
};

export const configAtom = atom<WidgetConfig>(defaultConfig);

/**
 * sessionStorage key of the checkout saved for a reload: one per page path and event. Here because
 * both step 1 (is there one?) and the resume chunk use it: a new module shared by both would be one more step-1 file.
 */
export function savedCheckoutKey(eventId: string): string {
  return `tc-resume:${typeof location === "undefined" ? "" : location.pathname}:${eventId}`;
}
