import { atom } from "jotai";
import { countryCodeFromName, countryName } from "../lib/countries.ts";
import {
  loadCountryCode,
  loadUserDetails,
  removeUserDetails,
  saveCountryCode,
  saveUserDetails,
} from "../lib/secure-storage.ts";
import {
  emptyBuyerDetails,
  hasErrors,
  validateBuyerDetails,
  type BuyerDetails,
  type BuyerField,
} from "../lib/validation.ts";
import type { Voucher } from "../lib/voucher.ts";
import { buyerErrorsAtom } from "./buyer-errors.ts";

export { buyerErrorsAtom };

/** Step-2 form values (spec §3 "User details"); `country` is the name shown in the dropdown. */
export const buyerDetailsAtom = atom<BuyerDetails>(emptyBuyerDetails());
/** The "save my data for future use" checkbox. */
export const saveDataForFutureAtom = atom(false);
/** Set once the form was filled from storage, so coming back to step 2 keeps what the buyer typed. */
export const buyerPrefilledAtom = atom(false);

/**
 * Spec §4 "1 to 2": saved details (decrypted) are prefilled and "save data" is set; returns whether
 * saved details were found. Without saved details the country is `defaultCountryCode` (the element's
 * `country` attribute), else the stored `country` key, else DE, named in the buyer's language.
 */
export const prefillBuyerDetailsAtom = atom(
  null,
  (get, set, language: string, defaultCountryCode?: string): boolean => {
    if (get(buyerPrefilledAtom)) return false;
    set(buyerPrefilledAtom, true);
    const saved = loadUserDetails();
    const current = get(buyerDetailsAtom);
    if (saved) {
      const code = saved.countryCode ?? countryCodeFromName(saved.country, language);
      const { countryCode: _ignored, ...fields } = saved;
      set(buyerDetailsAtom, {
        ...current,
        ...fields,
        email_confirmation: saved.email,
        country: countryName(code, language),
      });
      set(saveDataForFutureAtom, true);
      return true;
    }
    if (!current.country)
      set(buyerDetailsAtom, { ...current, country: countryName(defaultCountryCode ?? loadCountryCode(), language) });
    return false;
  },
);

export const setBuyerFieldAtom = atom(
  null,
  (get, set, change: { field: BuyerField; value: string; language: string }) => {
    set(buyerDetailsAtom, { ...get(buyerDetailsAtom), [change.field]: change.value });
    if (change.field === "country" && change.value) saveCountryCode(countryCodeFromName(change.value, change.language));
  },
);

/** Replaces (never merges) the errors: spec §5 "errors are cleared before each validation". */
export const validateBuyerAtom = atom(
  null,
  (get, set, voucher?: Pick<Voucher, "enabled" | "code" | "valid">): boolean => {
    set(buyerErrorsAtom, {});
    const errors = validateBuyerDetails(get(buyerDetailsAtom), voucher);
    set(buyerErrorsAtom, errors);
    return !hasErrors(errors);
  },
);

/** Spec §4 "2 to 3": stored encrypted when "save" is on, otherwise the stored copy is removed. */
export const persistBuyerAtom = atom(null, (get, _set, language: string) => {
  const details = get(buyerDetailsAtom);
  if (get(saveDataForFutureAtom)) {
    const { email_confirmation: _c, ...rest } = details;
    saveUserDetails({ ...rest, countryCode: countryCodeFromName(details.country, language) });
  } else {
    removeUserDetails();
  }
});

/** Unticking "save" removes the stored copy at once, not only on the next step. */
export const setSaveDataForFutureAtom = atom(null, (_get, set, save: boolean) => {
  set(saveDataForFutureAtom, save);
  if (!save) removeUserDetails();
});
