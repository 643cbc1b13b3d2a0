// The organizer's webhook endpoints: address (to its delivery log), events, on or off, and the actions on each.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useMemo } from "react";
import {
  deleteWebhook,
  integrationKeys,
  updateWebhook,
  webhooksQuery,
  type WebhookEndpoint,
} from "../../api/integrations.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { Button } from "../../ui/Button.tsx";
import { ConfirmButton } from "../../ui/ConfirmButton.tsx";
import { DataTable, type Columns } from "../../ui/DataTable.tsx";
import { errorText } from "../../ui/error-text.ts";
import { Notice } from "../../ui/Notice.tsx";
import { NewWebhook } from "./NewWebhook.tsx";

export function Webhooks({ org }: { org: number }) {
  const t = useT();
  const queryClient = useQueryClient();
  const webhooks = useQuery(webhooksQuery(org));
  const refresh = () => queryClient.invalidateQueries({ queryKey: integrationKeys.webhooks(org) });
  const toggle = useMutation({
    mutationFn: (w: WebhookEndpoint) => updateWebhook(org, w.id, { enabled: !w.enabled }),
    onSettled: refresh,
  });
  const remove = useMutation({ mutationFn: (id: number) => deleteWebhook(org, id), onSettled: refresh });
  const columns = useMemo<Columns<WebhookEndpoint>>(
    () => [
      {
        id: "url",
        header: t("integrations.webhooks.url"),
        cell: ({ row }) => (
          <Link
            to="/o/$org/integrations/webhooks/$webhook"
            params={{ org: String(org), webhook: String(row.original.id) }}
            aria-label={t("integrations.webhooks.log_of", { url: row.original.url })}
          >
            {row.original.url}
          </Link>
        ),
      },
      { id: "events", header: t("integrations.webhooks.events"), cell: ({ row }) => row.original.events.join(", ") },
      {
        id: "queue",
        header: t("integrations.webhooks.queue"),
        cell: ({ row }) =>
          t("integrations.webhooks.queue_counts", { pending: row.original.pending, failed: row.original.failed }),
      },
      {
        id: "state",
        header: t("integrations.webhooks.state"),
        cell: ({ row }) => (row.original.enabled ? t("integrations.webhooks.on") : t("integrations.webhooks.off")),
      },
      {
        id: "actions",
        header: t("common.actions"),
        cell: ({ row }) => (
          <div className="row-actions">
            <Button
              variant="secondary"
              aria-label={t(
                row.original.enabled ? "integrations.webhooks.disable_named" : "integrations.webhooks.enable_named",
                {
                  url: row.original.url,
                },
              )}
              onPress={() => toggle.mutate(row.original)}
            >
              {row.original.enabled ? t("integrations.webhooks.disable") : t("integrations.webhooks.enable")}
            </Button>
            <ConfirmButton
              label={t("common.remove")}
              ariaLabel={t("common.remove_named", { name: row.original.url })}
              question={t("common.remove_question", { name: row.original.url })}
              onConfirm={() => remove.mutate(row.original.id)}
            />
          </div>
        ),
      },
    ],
    [t, org, toggle, remove],
  );
  const failure = webhooks.error ?? toggle.error ?? remove.error;
  return (
    <section className="stack" aria-labelledby="webhooks-title">
      <div className="title-row">
        <h2 id="webhooks-title">{t("integrations.webhooks.title")}</h2>
        <NewWebhook org={org} onCreated={refresh} />
      </div>
      <p className="hint">{t("integrations.webhooks.help")}</p>
      {failure ? <Notice tone="error">{errorText(t, failure)}</Notice> : null}
      <DataTable
        caption={t("integrations.webhooks.title")}
        columns={columns}
        data={webhooks.data ?? []}
        rowKey={(w) => String(w.id)}
        empty={webhooks.isPending ? t("common.loading") : t("integrations.webhooks.none")}
      />
    </section>
  );
}
