import { atom } from "jotai";
import type { FieldErrors } from "../lib/validation.ts";

/**
 * Field errors of step 2, in a file of their own: the voucher state (reached from step 1) clears them,
 * and importing them must not pull the saved-details storage and tweetnacl into the step-1 bundle.
 */
export const buyerErrorsAtom = atom<FieldErrors>({});
