import { useAtomValue } from "jotai";
import { bannerStateAtom } from "../../state/ticket-atoms.ts";
import { useLocale } from "../i18n-context.tsx";

/** Spec §2 event-state banner: ended, sold out, presale not started, presale ended or available. */
export function EventStateBanner() {
  const { t } = useLocale();
  const state = useAtomValue(bannerStateAtom);
  if (!state) return null;
  return (
    <p className={`tc-banner tc-banner-${state}`} part={`banner banner-${state}`} data-state={state}>
      {t(`tickets.banner_${state}`)}
    </p>
  );
}
