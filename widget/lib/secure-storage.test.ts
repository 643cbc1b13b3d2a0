import nacl from "tweetnacl";
import { afterEach, describe, expect, it } from "vitest";
import {
  decryptDetails,
  encryptDetails,
  loadCountryCode,
  loadCurrency,
  loadUserDetails,
  removeUserDetails,
  saveCountryCode,
  saveCurrency,
  saveUserDetails,
  USER_DETAILS_KEY,
  type SavedDetails,
} from "./secure-storage.ts";

const details: SavedDetails = {
  firstName: "Zoë",
  lastName: "Müller",
  email: "zoe@example.org",
  street: "Straße 1",
  postCode: "10115",
  city: "Berlin",
  country: "Germany",
  companyName: "",
  vatNumber: "",
  countryCode: "DE",
};

afterEach(() => localStorage.clear());

describe("buyer details storage", () => {
  it("round-trips through localStorage without storing plain text", () => {
    saveUserDetails(details);
    const raw = localStorage.getItem(USER_DETAILS_KEY)!;
    expect(raw).not.toContain("zoe@example.org");
    expect(raw).not.toContain("Berlin");
    expect(loadUserDetails()).toEqual(details);
  });

  it("uses a fresh nonce on every write", () => {
    expect(encryptDetails(details)).not.toBe(encryptDetails(details));
  });

  it("returns null for corrupt data instead of throwing", () => {
    for (const raw of ["", "not base64 !!", "AAAA", btoa("x".repeat(80)), '{"firstName":"Ada"}']) {
      localStorage.setItem(USER_DETAILS_KEY, raw);
      expect(loadUserDetails()).toBeNull();
    }
  });

  it("returns null for a box sealed with another key", () => {
    const foreign = encryptDetails(details, nacl.randomBytes(32));
    expect(decryptDetails(foreign)).toBeNull();
  });

  it("returns null when a stored box was tampered with", () => {
    const bytes = atob(encryptDetails(details)).split("");
    bytes[40] = String.fromCharCode(bytes[40]!.charCodeAt(0) ^ 1);
    expect(decryptDetails(btoa(bytes.join("")))).toBeNull();
  });

  it("drops fields of the wrong type rather than trusting them", () => {
    const odd = encryptDetails({ ...details, firstName: 42 } as unknown as SavedDetails);
    expect(decryptDetails(odd)?.firstName).toBe("");
  });

  it("removes the stored copy", () => {
    saveUserDetails(details);
    removeUserDetails();
    expect(localStorage.getItem(USER_DETAILS_KEY)).toBeNull();
    expect(loadUserDetails()).toBeNull();
  });
});

describe("country and currency", () => {
  it("default to DE and EUR", () => {
    expect(loadCountryCode()).toBe("DE");
    expect(loadCurrency()).toBe("EUR");
  });

  it("are kept under the keys country and currency", () => {
    saveCountryCode("NL");
    saveCurrency("USD");
    expect(localStorage.getItem("country")).toBe("NL");
    expect(localStorage.getItem("currency")).toBe("USD");
    expect(loadCountryCode()).toBe("NL");
    expect(loadCurrency()).toBe("USD");
  });

  it("fall back to the defaults on malformed values", () => {
    localStorage.setItem("country", "Netherlands");
    localStorage.setItem("currency", "€");
    expect(loadCountryCode()).toBe("DE");
    expect(loadCurrency()).toBe("EUR");
  });
});
