import { describe, expect, it } from "vitest";
import { emptyBuyerDetails, validateBuyerDetails, type BuyerDetails } from "./validation.ts";

const valid: BuyerDetails = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.org",
  email_confirmation: "ada@example.org",
  street: "Main 1",
  postCode: "10115",
  city: "Berlin",
  country: "Germany",
  companyName: "",
  vatNumber: "",
};

describe("validateBuyerDetails", () => {
  it("accepts a complete form with optional company and VAT left empty", () => {
    expect(validateBuyerDetails(valid)).toEqual({});
  });

  it("reports every required key of spec §5 on an empty form", () => {
    expect(validateBuyerDetails(emptyBuyerDetails())).toEqual({
      firstName: "first_name_required",
      lastName: "last_name_required",
      email: "email_required",
      email_confirmation: "email_confirmation_required",
      street: "street_required",
      postCode: "post_code_required",
      city: "city_required",
      country: "country_required",
    });
  });

  it("treats whitespace-only as missing", () => {
    expect(validateBuyerDetails({ ...valid, firstName: "   " }).firstName).toBe("first_name_required");
  });

  it.each(["ada", "ada@", "ada@example", "a da@example.org", "ada@exa mple.org", "@example.org"])(
    "rejects %j as an email",
    (email) => {
      const errors = validateBuyerDetails({ ...valid, email, email_confirmation: email });
      expect(errors.email).toBe("email_invalid");
      expect(errors.email_confirmation).toBe("email_confirmation_invalid");
    },
  );

  it("puts email_mismatch on both email fields when they differ", () => {
    const errors = validateBuyerDetails({ ...valid, email_confirmation: "ada@example.com" });
    expect(errors).toEqual({ email: "email_mismatch", email_confirmation: "email_mismatch" });
  });

  it("validates the voucher only while voucher use is on", () => {
    expect(validateBuyerDetails(valid, { enabled: false, code: "", valid: false })).toEqual({});
    expect(validateBuyerDetails(valid, { enabled: true, code: " ", valid: false }).voucher).toBe(
      "voucher_code_required",
    );
    expect(validateBuyerDetails(valid, { enabled: true, code: "NOPE", valid: false }).voucher).toBe(
      "voucher_code_invalid",
    );
    expect(validateBuyerDetails(valid, { enabled: true, code: "EARLY20", valid: true })).toEqual({});
  });
});
