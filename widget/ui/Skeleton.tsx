import { useEffect, useState } from "react";
import { useLocale } from "./i18n-context.tsx";

/** After this long without the event, the skeleton says so: a silent shimmer for 10 s reads as a broken page. */
export const SLOW_LOADING_MS = 3000;

/** Same reserved height as the loader's placeholder, so the page does not jump while the event loads. */
export function Skeleton() {
  const { t } = useLocale();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_LOADING_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="tc-skeleton" part="skeleton" role="status" aria-busy="true">
      {slow ? (
        <p className="tc-skeleton-slow" part="skeleton-slow">
          {t("common.loading_slow")}
        </p>
      ) : (
        <span className="tc-visually-hidden">{t("common.loading")}</span>
      )}
      <div className="tc-skeleton-bar tc-skeleton-title" />
      <div className="tc-skeleton-bar" />
      <div className="tc-skeleton-bar" />
      <div className="tc-skeleton-bar" />
    </div>
  );
}
