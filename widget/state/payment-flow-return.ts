import { atom } from "jotai";

/** The address query of the return this checkout handles (claimed at mount, spec §2 step 0), or null. */
export const paymentReturnAtom = atom<string | null>(null);
