// An endpoint's delivery log, newest first: when, which event, the endpoint's answer (status, or why it could not
// be reached) and how long it took, the request and the answer's start on demand, and Redeliver (sends the same
// message again, with the same webhook-id, so the receiver can tell it has seen it).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { deliveriesQuery, integrationKeys, redeliver, type WebhookDelivery } from "../../api/integrations.ts";
import { useI18n } from "../../i18n/I18nProvider.tsx";
import { Button } from "../../ui/Button.tsx";
import { DataTable, type Columns } from "../../ui/DataTable.tsx";
import { errorText } from "../../ui/error-text.ts";
import { Notice } from "../../ui/Notice.tsx";
import { dateTime } from "./format.ts";

export function Deliveries({ org, endpoint }: { org: number; endpoint: number }) {
  const { t, language } = useI18n();
  const queryClient = useQueryClient();
  const deliveries = useQuery(deliveriesQuery(org, endpoint));
  const again = useMutation({
    mutationFn: (delivery: number) => redeliver(org, endpoint, delivery),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.deliveries(org, endpoint) }),
  });
  const columns = useMemo<Columns<WebhookDelivery>>(
    () => [
      { id: "at", header: t("integrations.deliveries.at"), cell: ({ row }) => dateTime(row.original.at, language) },
      { id: "event", header: t("integrations.deliveries.event"), cell: ({ row }) => row.original.eventType },
      {
        id: "answer",
        header: t("integrations.deliveries.answer"),
        cell: ({ row }) => {
          const d = row.original;
          const outcome = d.ok ? t("integrations.deliveries.ok") : t("integrations.deliveries.failed");
          return `${outcome}: ${d.status ?? d.error ?? t("integrations.deliveries.no_answer")}`;
        },
      },
      {
        id: "duration",
        header: t("integrations.deliveries.duration"),
        cell: ({ row }) =>
          row.original.durationMs === null ? "" : t("integrations.deliveries.ms", { ms: row.original.durationMs }),
      },
      {
        id: "detail",
        header: t("integrations.deliveries.detail"),
        cell: ({ row }) => (
          <details>
            <summary>{t("integrations.deliveries.show")}</summary>
            <p>{t("integrations.deliveries.request")}</p>
            <pre className="secret">{row.original.request ?? ""}</pre>
            <p>{t("integrations.deliveries.response")}</p>
            <pre className="secret">{row.original.response ?? row.original.error ?? ""}</pre>
          </details>
        ),
      },
      {
        id: "actions",
        header: t("common.actions"),
        cell: ({ row }) => (
          <Button
            variant="secondary"
            aria-label={t("integrations.deliveries.redeliver_named", { event: row.original.eventType })}
            onPress={() => again.mutate(row.original.id)}
          >
            {t("integrations.deliveries.redeliver")}
          </Button>
        ),
      },
    ],
    [t, language, again],
  );
  const failure = deliveries.error ?? again.error;
  return (
    <section className="stack" aria-labelledby="deliveries-title">
      <h2 id="deliveries-title">{t("integrations.deliveries.title")}</h2>
      {failure ? <Notice tone="error">{errorText(t, failure)}</Notice> : null}
      {again.isSuccess ? <Notice tone="success">{t("integrations.deliveries.queued")}</Notice> : null}
      <DataTable
        caption={t("integrations.deliveries.title")}
        columns={columns}
        data={deliveries.data?.items ?? []}
        rowKey={(d) => String(d.id)}
        empty={deliveries.isPending ? t("common.loading") : t("integrations.deliveries.none")}
      />
      <p className="hint">{t("integrations.deliveries.live")}</p>
    </section>
  );
}
