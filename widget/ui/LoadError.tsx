import type { LoadErrorCode } from "../state/event-atoms.ts";
import { useLocale } from "./i18n-context.tsx";

interface Props {
  code: LoadErrorCode;
  eventId: string | null;
  httpStatus?: number;
  onRetry?: () => void;
}

const messageKeys: Record<LoadErrorCode, string> = {
  missing_event: "common.error_missing_event",
  event_not_found: "common.error_event_not_found",
  network: "common.error_network",
  aborted: "common.error_network",
  timeout: "common.error_timeout",
  malformed_response: "common.error_malformed",
  http_error: "common.error_http",
  unexpected: "common.error_unexpected",
};

/** A failure to load shows what went wrong and, when trying again can help, a Retry button. */
export function LoadError({ code, eventId, httpStatus, onRetry }: Props) {
  const { t } = useLocale();
  const retryable = code !== "missing_event" && code !== "event_not_found";
  return (
    <div className="tc-error" part="error" role="alert" data-error-code={code}>
      <p className="tc-error-title">{t("common.error_title")}</p>
      <p>{t(messageKeys[code], { id: eventId ?? "", status: httpStatus ?? "" })}</p>
      {retryable && onRetry ? (
        <button type="button" className="tc-button tc-button-primary" part="button button-primary" onClick={onRetry}>
          {t("common.retry")}
        </button>
      ) : null}
    </div>
  );
}
