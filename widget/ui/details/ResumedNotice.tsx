import { useAtomValue, useSetAtom } from "jotai";
import { resetCheckoutAtom } from "../../state/buyer-submit.ts";
import { resumedAtom } from "../../state/resumed.ts";
import { useLocale } from "../i18n-context.tsx";
import { ResumedNote } from "../ResumedNote.tsx";

/**
 * Step 2 brought back after the buyer left for a hosted payment and came back without paying (iframe mode):
 * said once, with the way back to a fresh start.
 */
export function ResumedNotice() {
  const { t } = useLocale();
  const resumed = useAtomValue(resumedAtom);
  const setResumed = useSetAtom(resumedAtom);
  const reset = useSetAtom(resetCheckoutAtom);
  // Nothing is held for an embedded checkout (its order waits, unpaid, on the server): a fresh step 1 is all.
  const startOver = () => {
    setResumed(false);
    reset();
  };
  if (!resumed) return null;
  return <ResumedNote message={t("details.resumed")} action={t("details.start_over")} onStartOver={startOver} />;
}
