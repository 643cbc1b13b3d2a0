import { useLocale } from "./i18n-context.tsx";

/** Same reserved height as the loader's placeholder, so the page does not jump while the event loads. */
export function Skeleton() {
  const { t } = useLocale();
  return (
    <div className="tc-skeleton" part="skeleton" role="status" aria-busy="true">
      <span className="tc-visually-hidden">{t("common.loading")}</span>
      <div className="tc-skeleton-bar tc-skeleton-title" />
      <div className="tc-skeleton-bar" />
      <div className="tc-skeleton-bar" />
      <div className="tc-skeleton-bar" />
    </div>
  );
}
