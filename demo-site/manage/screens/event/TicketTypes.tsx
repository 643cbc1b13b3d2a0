// The event's ticket types: the list in the buyers' order (moved with the arrows), edit, add, hide, remove.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { catalogPaths, keys, ticketTypesQuery, type TicketType } from "../../api/catalog.ts";
import { api } from "../../api/http.ts";
import { TicketTypeCreate, TicketTypePatch } from "../../api/schemas.ts";
import { checked } from "../../lib/schema-errors.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { Button } from "../../ui/Button.tsx";
import { ConfirmButton } from "../../ui/ConfirmButton.tsx";
import { DataTable, type Columns } from "../../ui/DataTable.tsx";
import { errorText } from "../../ui/error-text.ts";
import { FormDialog } from "../../ui/FormDialog.tsx";
import { Notice } from "../../ui/Notice.tsx";
import { useEventId, useOrganizerId } from "../../ui/use-ids.ts";
import { TicketTypeForm, type TicketTypeBody } from "./TicketTypeForm.tsx";

export function TicketTypes() {
  const t = useT();
  const org = useOrganizerId();
  const id = useEventId();
  const base = `${catalogPaths.ev(org, id)}/ticket-types`;
  const queryClient = useQueryClient();
  const list = useQuery(ticketTypesQuery(org, id));
  const [editing, setEditing] = useState<TicketType | "new" | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.part(org, id, "ticket-types") });
  const save = useMutation({
    mutationFn: (body: TicketTypeBody) =>
      editing === "new" || !editing
        ? api("POST", base, checked(TicketTypeCreate, body))
        : api("PATCH", `${base}/${editing.id}`, checked(TicketTypePatch, { ...body, version: editing.version })),
    onSuccess: async () => {
      setEditing(null);
      await refresh();
    },
  });
  const reorder = useMutation({
    mutationFn: (ids: number[]) => api("PUT", `${base}/order`, { ids }),
    onSettled: refresh,
  });
  const remove = useMutation({ mutationFn: (tt: TicketType) => api("DELETE", `${base}/${tt.id}`), onSettled: refresh });
  const rows = useMemo(() => [...(list.data ?? [])].sort((a, b) => a.sort_order - b.sort_order), [list.data]);
  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((r) => r.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    reorder.mutate(ids);
  };
  const columns = useMemo<Columns<TicketType>>(
    () => [
      { id: "name", header: t("catalog.ticket.name"), cell: ({ row }) => row.original.ticket_name },
      { id: "price", header: t("catalog.ticket.price"), cell: ({ row }) => row.original.price },
      {
        id: "stock",
        header: t("catalog.ticket.stock"),
        cell: ({ row }) =>
          row.original.ticket_stock === "unlimited" ? t("catalog.ticket.unlimited") : String(row.original.stock_limit),
      },
      { id: "sold", header: t("catalog.ticket.sold"), cell: ({ row }) => String(row.original.sold) },
      {
        id: "hidden",
        header: t("catalog.ticket.visibility"),
        cell: ({ row }) => (row.original.hidden ? t("catalog.ticket.hidden_short") : t("catalog.ticket.shown")),
      },
      {
        id: "actions",
        header: t("common.actions"),
        cell: ({ row }) => (
          <div className="row-actions">
            <Button
              variant="quiet"
              aria-label={t("catalog.ticket.move_up", { name: row.original.ticket_name })}
              isDisabled={row.index === 0 || reorder.isPending}
              onPress={() => move(row.index, -1)}
            >
              ↑
            </Button>
            <Button
              variant="quiet"
              aria-label={t("catalog.ticket.move_down", { name: row.original.ticket_name })}
              isDisabled={row.index === rows.length - 1 || reorder.isPending}
              onPress={() => move(row.index, 1)}
            >
              ↓
            </Button>
            <Button
              variant="secondary"
              aria-label={t("common.edit_named", { name: row.original.ticket_name })}
              onPress={() => setEditing(row.original)}
            >
              {t("common.edit")}
            </Button>
            <ConfirmButton
              label={t("common.remove")}
              ariaLabel={t("common.remove_named", { name: row.original.ticket_name })}
              question={t("common.remove_question", { name: row.original.ticket_name })}
              onConfirm={() => remove.mutate(row.original)}
            />
          </div>
        ),
      },
    ],
    [t, rows, reorder.isPending],
  );
  const failure = list.error ?? reorder.error ?? remove.error;
  return (
    <section className="stack">
      <div className="title-row">
        <h2>{t("catalog.tabs.tickets")}</h2>
        <FormDialog
          trigger={t("catalog.ticket.add")}
          title={editing && editing !== "new" ? t("catalog.ticket.edit_title") : t("catalog.ticket.add")}
          isOpen={editing !== null}
          onOpenChange={(open) => {
            save.reset();
            setEditing(open ? "new" : null);
          }}
        >
          <TicketTypeForm
            initial={editing && editing !== "new" ? editing : undefined}
            busy={save.isPending}
            error={save.error ? errorText(t, save.error) : null}
            onSubmit={(body) => save.mutate(body)}
            onCancel={() => setEditing(null)}
          />
        </FormDialog>
      </div>
      {failure ? <Notice tone="error">{errorText(t, failure)}</Notice> : null}
      <DataTable
        caption={t("catalog.tabs.tickets")}
        columns={columns}
        data={rows}
        rowKey={(r) => String(r.id)}
        empty={t("catalog.ticket.none")}
      />
    </section>
  );
}
