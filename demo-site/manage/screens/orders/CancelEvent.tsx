// /manage/o/:org/events/:event/cancel: cancel the event. It stops selling at once; every paid order is refunded
// (a job on the server, which goes on if the page is closed and resumes after a restart) and every buyer gets a
// mail in their language. The person types the event's name to confirm, and signs in again (money moves).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { Form } from "react-aria-components";
import { eventQuery } from "../../api/catalog.ts";
import { cancelEvent, cancelProgressQuery, refundKeys, type CancelProgress } from "../../api/refunds.ts";
import { useI18n } from "../../i18n/I18nProvider.tsx";
import { Button } from "../../ui/Button.tsx";
import { errorText } from "../../ui/error-text.ts";
import { Notice } from "../../ui/Notice.tsx";
import { TextInput } from "../../ui/TextInput.tsx";
import { useEventId, useOrganizerId } from "../../ui/use-ids.ts";
import { labelOf } from "./format.ts";

export function CancelEvent() {
  const { t } = useI18n();
  const org = useOrganizerId();
  const id = useEventId();
  const queryClient = useQueryClient();
  const event = useQuery(eventQuery(org, id));
  const progress = useQuery(cancelProgressQuery(org, id));
  const [confirm, setConfirm] = useState("");
  const start = useMutation({
    mutationFn: () => cancelEvent(org, id, confirm.trim()),
    onSuccess: (job) => queryClient.setQueryData(refundKeys.cancel(org, id), job),
  });
  const name = event.data?.name ?? "";
  const failure = progress.error ?? start.error;
  return (
    <section className="stack">
      <h2>{t("orders.cancel.title")}</h2>
      {failure ? <Notice tone="error">{errorText(t, failure)}</Notice> : null}
      {progress.data ? (
        <Progress org={org} job={progress.data} />
      ) : progress.isPending ? (
        <p role="status">{t("common.loading")}</p>
      ) : (
        <Form
          className="stack narrow"
          onSubmit={(e) => {
            e.preventDefault();
            start.mutate();
          }}
        >
          <p>{t("orders.cancel.explain")}</p>
          <TextInput
            label={t("orders.cancel.confirm", { name })}
            value={confirm}
            onChange={setConfirm}
            isRequired
            autoComplete="off"
          />
          <div className="actions">
            <Button type="submit" variant="danger" isPending={start.isPending} isDisabled={confirm.trim() !== name}>
              {t("orders.cancel.submit")}
            </Button>
          </div>
        </Form>
      )}
      <Link to="/o/$org/orders" params={{ org: String(org) }} search={{ event: id }}>
        {t("orders.event.orders")}
      </Link>
    </section>
  );
}

function Progress({ org, job }: { org: number; job: CancelProgress }) {
  const { t } = useI18n();
  const total = job.paidOrders + job.freeOrders;
  const handled = job.settled + job.skipped;
  const refunds = Object.entries(job.refunds).filter(([, n]) => n > 0);
  return (
    <div className="stack" aria-live="polite">
      <p className="big-number">{job.state === "running" ? t("orders.cancel.running") : t("orders.cancel.done")}</p>
      <progress max={Math.max(total, 1)} value={handled} aria-label={t("orders.cancel.progress_label")} />
      <p data-testid="cancel-progress">
        {t("orders.cancel.progress", { done: handled, total, failed: job.failed.length })}
      </p>
      {job.pendingPayments > 0 ? <p>{t("orders.cancel.pending_payments", { count: job.pendingPayments })}</p> : null}
      {refunds.length ? (
        <p>
          {t("orders.refunds.title")}:{" "}
          {refunds.map(([state, n]) => `${labelOf(t, "orders.refund_state", state)} ${n}`).join(" · ")}
        </p>
      ) : null}
      {job.failed.length ? (
        <>
          <Notice tone="info">{t("orders.cancel.failed_hint")}</Notice>
          <ul>
            {job.failed.map((f) => (
              <li key={f.orderId}>
                <Link to="/o/$org/orders/$order" params={{ org: String(org), order: f.orderId }}>
                  {f.orderId}
                </Link>
                {f.error ? ` ${f.error}` : ""}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
