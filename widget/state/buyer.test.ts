import { createStore } from "jotai";
import { afterEach, describe, expect, it } from "vitest";
import { loadUserDetails, saveUserDetails, USER_DETAILS_KEY } from "../lib/secure-storage.ts";
import {
  buyerDetailsAtom,
  buyerErrorsAtom,
  persistBuyerAtom,
  prefillBuyerDetailsAtom,
  saveDataForFutureAtom,
  setBuyerFieldAtom,
  setSaveDataForFutureAtom,
  validateBuyerAtom,
} from "./buyer.ts";

afterEach(() => localStorage.clear());

const filled = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.org",
  email_confirmation: "ada@example.org",
  street: "Main 1",
  postCode: "10115",
  city: "Berlin",
  country: "Netherlands",
  companyName: "",
  vatNumber: "",
};

describe("buyer state", () => {
  it("prefills saved details in the buyer's language and ticks save", () => {
    saveUserDetails({ ...filled, countryCode: "NL" });
    const store = createStore();
    expect(store.set(prefillBuyerDetailsAtom, "de")).toBe(true);
    expect(store.get(buyerDetailsAtom)).toMatchObject({
      firstName: "Ada",
      email_confirmation: "ada@example.org",
      country: "Niederlande",
    });
    expect(store.get(saveDataForFutureAtom)).toBe(true);
    // Only once per checkout: what the buyer typed since is kept when step 2 opens again.
    store.set(setBuyerFieldAtom, { field: "firstName", value: "Grace", language: "de" });
    expect(store.set(prefillBuyerDetailsAtom, "de")).toBe(false);
    expect(store.get(buyerDetailsAtom).firstName).toBe("Grace");
  });

  it("without saved details defaults the country to the stored code, else Germany", () => {
    const store = createStore();
    store.set(prefillBuyerDetailsAtom, "en");
    expect(store.get(buyerDetailsAtom).country).toBe("Germany");
    localStorage.setItem("country", "FR");
    const other = createStore();
    other.set(prefillBuyerDetailsAtom, "nl");
    expect(other.get(buyerDetailsAtom).country).toBe("Frankrijk");
    expect(other.get(saveDataForFutureAtom)).toBe(false);
  });

  it("keeps the chosen country under the country key as a code", () => {
    const store = createStore();
    store.set(setBuyerFieldAtom, { field: "country", value: "Belgique", language: "fr" });
    expect(localStorage.getItem("country")).toBe("BE");
  });

  it("replaces errors on each validation", () => {
    const store = createStore();
    expect(store.set(validateBuyerAtom)).toBe(false);
    expect(Object.keys(store.get(buyerErrorsAtom))).toHaveLength(8);
    store.set(buyerDetailsAtom, { ...filled });
    expect(store.set(validateBuyerAtom)).toBe(true);
    expect(store.get(buyerErrorsAtom)).toEqual({});
  });

  it("stores encrypted when save is on, removes otherwise, and unticking removes at once", () => {
    const store = createStore();
    store.set(buyerDetailsAtom, { ...filled });
    store.set(saveDataForFutureAtom, true);
    store.set(persistBuyerAtom, "en");
    expect(loadUserDetails()).toMatchObject({ firstName: "Ada", countryCode: "NL" });
    store.set(setSaveDataForFutureAtom, false);
    expect(localStorage.getItem(USER_DETAILS_KEY)).toBeNull();
    saveUserDetails({ ...filled });
    store.set(persistBuyerAtom, "en");
    expect(localStorage.getItem(USER_DETAILS_KEY)).toBeNull();
  });
});
