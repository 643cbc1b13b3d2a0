// /manage/o/:org/orders/attention: the refunds a provider failed. Each can be tried again, or marked as refunded
// outside (the money went back another way: a bank transfer, the provider's dashboard), with a note for the log.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { Form } from "react-aria-components";
import { orderKeys } from "../../api/orders.ts";
import { attentionQuery, markRefundedOutside, refundKeys, retryRefund, type Refund } from "../../api/refunds.ts";
import { useI18n } from "../../i18n/I18nProvider.tsx";
import { Button } from "../../ui/Button.tsx";
import { DataTable, type Columns } from "../../ui/DataTable.tsx";
import { errorText } from "../../ui/error-text.ts";
import { FormActions } from "../../ui/FormActions.tsx";
import { Notice } from "../../ui/Notice.tsx";
import { TextInput } from "../../ui/TextInput.tsx";
import { useOrganizerId } from "../../ui/use-ids.ts";
import { labelOf, money, moment, providerName } from "./format.ts";
import { OrderModal } from "./OrderModal.tsx";

export function Attention() {
  const { t, language } = useI18n();
  const org = useOrganizerId();
  const queryClient = useQueryClient();
  const list = useQuery(attentionQuery(org));
  const [marking, setMarking] = useState<Refund | null>(null);
  const [note, setNote] = useState("");
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: refundKeys.attention(org) });
    await queryClient.invalidateQueries({ queryKey: orderKeys.all(org) });
  };
  const retry = useMutation({ mutationFn: (id: string) => retryRefund(org, id), onSuccess: refresh });
  const mark = useMutation({
    mutationFn: (r: Refund) => markRefundedOutside(org, r.id, note.trim()),
    onSuccess: async () => {
      setMarking(null);
      setNote("");
      await refresh();
    },
  });
  const columns = useMemo<Columns<Refund>>(
    () => [
      {
        id: "order",
        header: t("orders.list.order"),
        cell: ({ row }) => (
          <Link to="/o/$org/orders/$order" params={{ org: String(org), order: row.original.orderId }}>
            {row.original.orderId}
          </Link>
        ),
      },
      { id: "at", header: t("orders.mails.at"), cell: ({ row }) => moment(row.original.updatedAt, language) },
      {
        id: "amount",
        header: t("orders.payments.amount"),
        cell: ({ row }) => money(row.original.amount, row.original.currency, language),
      },
      { id: "provider", header: t("orders.payments.provider"), cell: ({ row }) => providerName(row.original.provider) },
      {
        id: "why",
        header: t("orders.attention.why"),
        cell: ({ row }) => row.original.failureMessage ?? labelOf(t, "orders.refund_state", row.original.state),
      },
      {
        id: "actions",
        header: t("common.actions"),
        cell: ({ row }) => (
          <div className="row-actions">
            <Button
              variant="secondary"
              aria-label={t("orders.attention.retry_named", { id: row.original.orderId })}
              onPress={() => retry.mutate(row.original.id)}
              isPending={retry.isPending && retry.variables === row.original.id}
            >
              {t("orders.attention.retry")}
            </Button>
            <Button
              variant="quiet"
              aria-label={t("orders.attention.mark_named", { id: row.original.orderId })}
              onPress={() => setMarking(row.original)}
            >
              {t("orders.attention.mark")}
            </Button>
          </div>
        ),
      },
    ],
    [t, language, org, retry],
  );
  const failure = list.error ?? retry.error;
  return (
    <section className="stack">
      <p className="crumbs">
        <Link to="/o/$org/orders" params={{ org: String(org) }} search={{}}>
          {t("orders.list.title")}
        </Link>
      </p>
      <h1>{t("orders.attention.title")}</h1>
      <p className="hint">{t("orders.attention.intro")}</p>
      {failure ? <Notice tone="error">{errorText(t, failure)}</Notice> : null}
      {retry.isSuccess ? <Notice tone="success">{t("orders.attention.retried")}</Notice> : null}
      {list.isPending ? (
        <p role="status">{t("common.loading")}</p>
      ) : (
        <DataTable
          caption={t("orders.attention.title")}
          columns={columns}
          data={list.data ?? []}
          rowKey={(r) => r.id}
          empty={t("orders.attention.none")}
        />
      )}
      {marking ? (
        <MarkDialog
          title={t("orders.attention.mark_title", { id: marking.orderId })}
          note={note}
          setNote={setNote}
          busy={mark.isPending}
          error={mark.error ? errorText(t, mark.error) : null}
          onSubmit={() => mark.mutate(marking)}
          onClose={() => setMarking(null)}
        />
      ) : null}
    </section>
  );
}

function MarkDialog(props: {
  title: string;
  note: string;
  setNote: (note: string) => void;
  busy: boolean;
  error: string | null;
  onSubmit: () => void;
  onClose: () => void;
}) {
  const t = useI18n().t;
  return (
    <OrderModal title={props.title} onClose={props.onClose}>
      <Form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
      >
        {props.error ? <Notice tone="error">{props.error}</Notice> : null}
        <TextInput
          label={t("orders.attention.note")}
          description={t("orders.attention.note_help")}
          multiline
          value={props.note}
          onChange={props.setNote}
          isRequired
        />
        <FormActions busy={props.busy} onCancel={props.onClose} submitLabel={t("orders.attention.mark")} />
      </Form>
    </OrderModal>
  );
}
