import { useAtomValue, useSetAtom } from "jotai";
import { goBackAtom, goNextAtom, navigationAtom } from "../state/navigation-atoms.ts";
import { useLocale } from "./i18n-context.tsx";

/** Back / Next per spec §2 "Navigation buttons". Rules live in lib/navigation-rules.ts. */
export function Navigation() {
  const { t } = useLocale();
  const nav = useAtomValue(navigationAtom);
  const goNext = useSetAtom(goNextAtom);
  const goBack = useSetAtom(goBackAtom);
  if (!nav.next.visible && !nav.back.visible) return null;
  return (
    <div className="tc-nav" part="navigation">
      {nav.back.visible ? (
        <button type="button" className="tc-button" part="button button-back" disabled={!nav.back.enabled} onClick={() => goBack()}>
          {t("common.back")}
        </button>
      ) : null}
      {nav.next.visible ? (
        <button
          type="button"
          className="tc-button tc-button-primary tc-next"
          part="button button-primary button-next"
          disabled={!nav.next.enabled}
          aria-busy={nav.next.label === "please_wait"}
          onClick={() => goNext()}
        >
          {t(nav.next.label === "please_wait" ? "common.please_wait" : "common.next")}
        </button>
      ) : null}
    </div>
  );
}
