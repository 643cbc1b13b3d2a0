// An endpoint's delivery log, newest first: when the message was queued, which event, where it stands (delivered,
// waiting for its next try, given up) with the last answer (status, or why none came) and how long it took; every
// attempt's request headers and answer and the body sent, on demand; and Redeliver (the same message again, with
// the same webhook-id, so the receiver can tell it has seen it).
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { deliveriesQuery, integrationKeys, redeliver, type WebhookDelivery } from "../../api/integrations.ts";
import { useI18n } from "../../i18n/I18nProvider.tsx";
import { Button } from "../../ui/Button.tsx";
import { DataTable, type Columns } from "../../ui/DataTable.tsx";
import { errorText } from "../../ui/error-text.ts";
import { Notice } from "../../ui/Notice.tsx";
import { AttemptLog } from "./AttemptLog.tsx";
import { dateTime } from "./format.ts";

export function Deliveries({ org, endpoint }: { org: number; endpoint: number }) {
  const { t, language } = useI18n();
  const queryClient = useQueryClient();
  const deliveries = useInfiniteQuery(deliveriesQuery(org, endpoint));
  const again = useMutation({
    mutationFn: (delivery: number) => redeliver(org, endpoint, delivery),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.deliveries(org, endpoint) }),
  });
  const columns = useMemo<Columns<WebhookDelivery>>(
    () => [
      {
        id: "at",
        header: t("integrations.deliveries.at"),
        cell: ({ row }) => dateTime(row.original.createdAt, language),
      },
      { id: "event", header: t("integrations.deliveries.event"), cell: ({ row }) => row.original.type },
      {
        id: "answer",
        header: t("integrations.deliveries.answer"),
        cell: ({ row }) => {
          const d = row.original;
          const last = d.log[0];
          const state = t(`integrations.deliveries.${d.status}`);
          const answer = last ? (last.responseStatus ?? last.error ?? "") : "";
          const next =
            d.status === "pending" && d.nextAttemptAt
              ? ` (${t("integrations.deliveries.next", { at: dateTime(d.nextAttemptAt, language) })})`
              : "";
          return `${state}${answer === "" ? "" : `: ${answer}`}${next}`;
        },
      },
      {
        id: "duration",
        header: t("integrations.deliveries.duration"),
        cell: ({ row }) => {
          const last = row.original.log[0];
          return last ? t("integrations.deliveries.ms", { ms: last.durationMs }) : "";
        },
      },
      {
        id: "detail",
        header: t("integrations.deliveries.detail"),
        cell: ({ row }) => <AttemptLog delivery={row.original} />,
      },
      {
        id: "actions",
        header: t("common.actions"),
        cell: ({ row }) => (
          <Button
            variant="secondary"
            aria-label={t("integrations.deliveries.redeliver_named", { event: row.original.type })}
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
        data={deliveries.data?.pages.flatMap((page) => page.items) ?? []}
        rowKey={(d) => String(d.id)}
        empty={deliveries.isPending ? t("common.loading") : t("integrations.deliveries.none")}
      />
      {deliveries.hasNextPage ? (
        <Button
          variant="secondary"
          isPending={deliveries.isFetchingNextPage}
          onPress={() => void deliveries.fetchNextPage()}
        >
          {t("integrations.deliveries.more")}
        </Button>
      ) : null}
      <p className="hint">{t("integrations.deliveries.live")}</p>
    </section>
  );
}
