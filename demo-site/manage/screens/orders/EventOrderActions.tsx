// One event's actions on its orders: send every buyer their tickets again, and the way to cancel the event.
import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { resendEvent } from "../../api/orders.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { Button } from "../../ui/Button.tsx";
import { errorText } from "../../ui/error-text.ts";
import { Notice } from "../../ui/Notice.tsx";

export function EventOrderActions({ org, event }: { org: number; event: number }) {
  const t = useT();
  const resend = useMutation({ mutationFn: () => resendEvent(org, event) });
  return (
    <div className="stack">
      <div className="actions">
        <Button variant="secondary" onPress={() => resend.mutate()} isPending={resend.isPending}>
          {t("orders.event.resend_all")}
        </Button>
        <Link to="/o/$org/events/$event/cancel" params={{ org: String(org), event: String(event) }}>
          {t("orders.cancel.title")}
        </Link>
      </div>
      {resend.isSuccess ? (
        <Notice tone="success">
          {resend.data?.queued === undefined
            ? t("orders.event.resent")
            : t("orders.event.resent_count", { count: resend.data.queued })}
        </Notice>
      ) : null}
      {resend.error ? <Notice tone="error">{errorText(t, resend.error)}</Notice> : null}
    </div>
  );
}
