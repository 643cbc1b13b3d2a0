// /manage/o/:org/integrations/webhooks/:id: one endpoint (address, events, on/off), a new signing secret (the old
// one still signs during the change, so the receiver can switch), and its delivery log with Redeliver.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useParams } from "@tanstack/react-router";
import { useState } from "react";
import { integrationKeys, rotateWebhookSecret, updateWebhook, webhookQuery } from "../../api/integrations.ts";
import { useI18n } from "../../i18n/I18nProvider.tsx";
import { Button } from "../../ui/Button.tsx";
import { errorText } from "../../ui/error-text.ts";
import { Notice } from "../../ui/Notice.tsx";
import { useOrganizerId } from "../../ui/use-ids.ts";
import { Deliveries } from "./Deliveries.tsx";
import { dateTime } from "./format.ts";
import { SecretOnce } from "./SecretOnce.tsx";

export function WebhookDetail() {
  const { t, language } = useI18n();
  const org = useOrganizerId();
  const id = Number(useParams({ strict: false }).webhook);
  const queryClient = useQueryClient();
  const endpoint = useQuery(webhookQuery(org, id));
  const refresh = () => queryClient.invalidateQueries({ queryKey: integrationKeys.webhooks(org) });
  const [secret, setSecret] = useState<string | null>(null);
  const rotate = useMutation({
    mutationFn: () => rotateWebhookSecret(org, id),
    onSuccess: (answer) => setSecret(answer.secret),
  });
  const toggle = useMutation({
    mutationFn: (enabled: boolean) => updateWebhook(org, id, { enabled }),
    onSettled: refresh,
  });
  const w = endpoint.data;
  const failure = endpoint.error ?? rotate.error ?? toggle.error;
  return (
    <section className="stack">
      <p className="crumbs">
        <Link to="/o/$org/integrations" params={{ org: String(org) }}>
          {t("integrations.title")}
        </Link>
      </p>
      <h1 className="secret">{w?.url ?? t("common.loading")}</h1>
      {failure ? <Notice tone="error">{errorText(t, failure)}</Notice> : null}
      {w ? (
        <>
          <dl className="facts">
            <dt>{t("integrations.webhooks.events")}</dt>
            <dd>{w.events.join(", ")}</dd>
            <dt>{t("integrations.webhooks.state")}</dt>
            <dd data-testid="webhook-state">
              {w.enabled ? t("integrations.webhooks.on") : t("integrations.webhooks.off")}
              {!w.enabled && w.disabledReason ? ` (${w.disabledReason})` : ""}
            </dd>
            {w.failingSince ? (
              <>
                <dt>{t("integrations.webhooks.failing_since")}</dt>
                <dd>{dateTime(w.failingSince, language)}</dd>
              </>
            ) : null}
            <dt>{t("integrations.webhooks.queue")}</dt>
            <dd>{t("integrations.webhooks.queue_counts", { pending: w.pending, failed: w.failed })}</dd>
            {w.previousSecretUntil && Date.parse(w.previousSecretUntil) > Date.now() ? (
              <>
                <dt>{t("integrations.webhooks.old_secret")}</dt>
                <dd>
                  {t("integrations.webhooks.old_secret_until", { at: dateTime(w.previousSecretUntil, language) })}
                </dd>
              </>
            ) : null}
          </dl>
          <div className="actions">
            <Button variant="secondary" isPending={toggle.isPending} onPress={() => toggle.mutate(!w.enabled)}>
              {w.enabled ? t("integrations.webhooks.disable") : t("integrations.webhooks.enable")}
            </Button>
            <Button variant="secondary" isPending={rotate.isPending} onPress={() => rotate.mutate()}>
              {t("integrations.webhooks.rotate")}
            </Button>
          </div>
          <p className="hint">{t("integrations.webhooks.rotate_help")}</p>
          {secret ? (
            <SecretOnce
              label={t("integrations.webhooks.new_secret")}
              value={secret}
              testId="rotated-secret"
              onDone={() => setSecret(null)}
            />
          ) : null}
        </>
      ) : null}
      <Deliveries org={org} endpoint={id} />
    </section>
  );
}
