// The mails an order caused (tickets, refund, cancellation…) and whether they left; one that failed can be sent
// again from here.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { orderKeys, resendOrder, type OrderDetail, type OrderMail } from "../../api/orders.ts";
import { useI18n } from "../../i18n/I18nProvider.tsx";
import { Button } from "../../ui/Button.tsx";
import { DataTable, type Columns } from "../../ui/DataTable.tsx";
import { errorText } from "../../ui/error-text.ts";
import { Notice } from "../../ui/Notice.tsx";
import { labelOf, moment } from "./format.ts";

export function OrderMails({ org, order }: { org: number; order: OrderDetail }) {
  const { t, language } = useI18n();
  const queryClient = useQueryClient();
  const again = useMutation({
    mutationFn: (mailId: string) => resendOrder(org, order.id, mailId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.one(org, order.id) }),
  });
  const columns = useMemo<Columns<OrderMail>>(
    () => [
      {
        id: "kind",
        header: t("orders.mails.kind"),
        cell: ({ row }) => labelOf(t, "orders.mails.kinds", row.original.kind),
      },
      { id: "to", header: t("orders.mails.to"), cell: ({ row }) => row.original.to },
      {
        id: "state",
        header: t("orders.list.status"),
        cell: ({ row }) =>
          labelOf(t, "orders.mails.states", row.original.state) +
          (row.original.lastError ? ` (${row.original.lastError})` : ""),
      },
      {
        id: "at",
        header: t("orders.mails.at"),
        cell: ({ row }) => moment(row.original.sentAt ?? row.original.createdAt, language),
      },
      {
        id: "actions",
        header: t("common.actions"),
        cell: ({ row }) =>
          row.original.state === "failed" ? (
            <Button
              variant="quiet"
              onPress={() => again.mutate(row.original.id)}
              isPending={again.isPending && again.variables === row.original.id}
            >
              {t("orders.mails.send_again")}
            </Button>
          ) : null,
      },
    ],
    [t, language, again],
  );
  return (
    <>
      <h2>{t("orders.mails.title")}</h2>
      {again.error ? <Notice tone="error">{errorText(t, again.error)}</Notice> : null}
      <DataTable
        caption={t("orders.mails.title")}
        columns={columns}
        data={order.mails}
        rowKey={(m) => m.id}
        empty={t("orders.mails.none")}
      />
    </>
  );
}
