import { atom } from "jotai";

/**
 * The checkout was restored: after a reload on steps 3/4 (state/resume-restore.ts), or in iframe mode
 * after coming back from a hosted payment without paying (state/resume-embedded.ts, step 2). The step shows a note
 * with "Start over". Its own module, so step 2 does not take the resume code with it.
 */
export const resumedAtom = atom(false);
