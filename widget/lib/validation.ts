import * as v from "valibot";

/** Spec §5: something, @, something, dot, something — no whitespace anywhere. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Every field of step 2 (spec §2/§3). `country` is the translated name shown in the dropdown. */
export interface BuyerDetails {
  firstName: string;
  lastName: string;
  email: string;
  email_confirmation: string;
  street: string;
  postCode: string;
  city: string;
  country: string;
  companyName: string;
  vatNumber: string;
}

export type BuyerField = keyof BuyerDetails;
/** Field (or "voucher") → translation key of its first error. */
export type FieldErrors = Partial<Record<BuyerField | "voucher", string>>;

export const BUYER_FIELDS: readonly BuyerField[] = [
  "firstName",
  "lastName",
  "email",
  "email_confirmation",
  "street",
  "postCode",
  "city",
  "country",
  "companyName",
  "vatNumber",
];

export function emptyBuyerDetails(country = ""): BuyerDetails {
  return {
    firstName: "",
    lastName: "",
    email: "",
    email_confirmation: "",
    street: "",
    postCode: "",
    city: "",
    country,
    companyName: "",
    vatNumber: "",
  };
}

// Whitespace-only input counts as missing: a name of three spaces is not a name.
const required = (key: string) => v.pipe(v.string(key), v.trim(), v.nonEmpty(key));
const email = (requiredKey: string, invalidKey: string) =>
  v.pipe(v.string(requiredKey), v.trim(), v.nonEmpty(requiredKey), v.regex(EMAIL_PATTERN, invalidKey));

/** Spec §5 buyer-details rules; messages are the translation keys of section 5. */
export const buyerDetailsSchema = v.pipe(
  v.object({
    firstName: required("first_name_required"),
    lastName: required("last_name_required"),
    email: email("email_required", "email_invalid"),
    email_confirmation: email("email_confirmation_required", "email_confirmation_invalid"),
    street: required("street_required"),
    postCode: required("post_code_required"),
    city: required("city_required"),
    country: required("country_required"),
    companyName: v.optional(v.string(), ""),
    vatNumber: v.optional(v.string(), ""),
  }),
  // Spec §5: email_mismatch shows on both fields, so the same check is forwarded to each.
  v.forward(
    v.partialCheck([["email"], ["email_confirmation"]], (i) => i.email === i.email_confirmation, "email_mismatch"),
    ["email"],
  ),
  v.forward(
    v.partialCheck([["email"], ["email_confirmation"]], (i) => i.email === i.email_confirmation, "email_mismatch"),
    ["email_confirmation"],
  ),
);

export interface VoucherInput {
  /** The "I have a voucher code" checkbox. */
  enabled: boolean;
  code: string;
  valid: boolean;
}

/** Spec §5 voucher rule: only checked while voucher use is on. */
export function validateVoucherField(voucher: VoucherInput): string | undefined {
  if (!voucher.enabled) return undefined;
  if (voucher.code.trim() === "") return "voucher_code_required";
  if (!voucher.valid) return "voucher_code_invalid";
  return undefined;
}

/**
 * Validates step 2 from scratch (spec §5: errors are cleared before each validation), so the
 * result is the complete error set — callers replace their errors with it rather than merging.
 */
export function validateBuyerDetails(details: BuyerDetails, voucher?: VoucherInput): FieldErrors {
  const errors: FieldErrors = {};
  const result = v.safeParse(buyerDetailsSchema, details);
  if (!result.success) {
    for (const issue of result.issues) {
      const field = v.getDotPath(issue) as BuyerField | null;
      // First issue per field wins: "required" before "invalid" before "mismatch".
      if (field && errors[field] === undefined) errors[field] = issue.message;
    }
  }
  const voucherError = voucher ? validateVoucherField(voucher) : undefined;
  if (voucherError) errors.voucher = voucherError;
  return errors;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values<string | undefined>(errors).some((e) => e !== undefined);
}
