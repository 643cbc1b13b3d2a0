// A delivery's detail, folded away: the body sent, and each attempt (newest first) with its request headers, the
// answer's status and body (its start), or why no answer came.
import type { WebhookDelivery } from "../../api/integrations.ts";
import { useI18n } from "../../i18n/I18nProvider.tsx";
import { dateTime } from "./format.ts";

const headerLines = (headers: Record<string, string>) =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join("\n");

export function AttemptLog({ delivery }: { delivery: WebhookDelivery }) {
  const { t, language } = useI18n();
  return (
    <details>
      <summary>{t("integrations.deliveries.show")}</summary>
      <p>{t("integrations.deliveries.body")}</p>
      <pre className="secret">{JSON.stringify(delivery.payload, null, 2)}</pre>
      {delivery.log.map((attempt) => (
        <div key={attempt.at}>
          <p>{t("integrations.deliveries.attempt", { at: dateTime(attempt.at, language) })}</p>
          <pre className="secret">{`POST ${attempt.request.url}\n${headerLines(attempt.request.headers)}`}</pre>
          <pre className="secret">
            {attempt.responseStatus === null
              ? (attempt.error ?? t("integrations.deliveries.no_answer"))
              : `${attempt.responseStatus}\n${attempt.responseBody ?? ""}`}
          </pre>
        </div>
      ))}
    </details>
  );
}
