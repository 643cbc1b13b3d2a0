// The sale at a glance: sold, held and left per ticket type, asked again every 3 seconds while it is open.
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { salesQuery, type SalesRow } from "../../api/catalog.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { DataTable, type Columns } from "../../ui/DataTable.tsx";
import { errorText } from "../../ui/error-text.ts";
import { Notice } from "../../ui/Notice.tsx";
import { useEventId, useOrganizerId } from "../../ui/use-ids.ts";

export function Sales() {
  const t = useT();
  const org = useOrganizerId();
  const id = useEventId();
  const sales = useQuery(salesQuery(org, id));
  const rows = sales.data?.ticket_types ?? [];
  const total = sales.data?.totals.sold ?? 0;
  const columns = useMemo<Columns<SalesRow>>(
    () => [
      { id: "name", header: t("catalog.ticket.name"), cell: ({ row }) => row.original.ticket_name },
      { id: "sold", header: t("catalog.sales.sold"), cell: ({ row }) => String(row.original.sold) },
      { id: "held", header: t("catalog.sales.held"), cell: ({ row }) => String(row.original.held) },
      {
        id: "left",
        header: t("catalog.sales.left"),
        cell: ({ row }) => (row.original.left === null ? t("catalog.ticket.unlimited") : String(row.original.left)),
      },
    ],
    [t],
  );
  return (
    <section className="stack">
      <h2>{t("catalog.tabs.sales")}</h2>
      <p className="big-number" aria-live="polite" data-testid="sold-total">
        {t("catalog.sales.total", { count: total })}
      </p>
      {sales.error ? <Notice tone="error">{errorText(t, sales.error)}</Notice> : null}
      <DataTable
        caption={t("catalog.tabs.sales")}
        columns={columns}
        data={rows}
        rowKey={(r) => String(r.id)}
        empty={t("catalog.ticket.none")}
      />
      <p className="hint">{t("catalog.sales.live")}</p>
    </section>
  );
}
