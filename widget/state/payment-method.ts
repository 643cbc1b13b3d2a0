import { atom } from "jotai";
import type { PaymentChoice } from "../lib/payment-methods/types.ts";

/** The method the buyer picked on step 3 with the path that serves it; null until picked (spec §4 Back clears it). */
export const selectedPaymentChoiceAtom = atom<PaymentChoice | null>(null);
