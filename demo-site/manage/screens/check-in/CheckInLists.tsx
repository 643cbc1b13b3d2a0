// The event's check-in lists (its gates): what each admits, re-entry, when it is open (the event's wall clock);
// add, change (409 changed_meanwhile when someone else changed it first), archive (its scans stay).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { ticketTypesQuery } from "../../api/catalog.ts";
import {
  archiveList,
  checkInKeys,
  createList,
  eventListsQuery,
  updateList,
  type CheckInList,
  type ListBody,
} from "../../api/check-in.ts";
import { ApiFailure } from "../../api/http.ts";
import { useI18n } from "../../i18n/I18nProvider.tsx";
import { Button } from "../../ui/Button.tsx";
import { ConfirmButton } from "../../ui/ConfirmButton.tsx";
import { DataTable, type Columns } from "../../ui/DataTable.tsx";
import { errorText } from "../../ui/error-text.ts";
import { FormDialog } from "../../ui/FormDialog.tsx";
import { Notice } from "../../ui/Notice.tsx";
import { zonedTime } from "./format.ts";
import { ListForm } from "./ListForm.tsx";

export function CheckInLists({ org, event, zone }: { org: number; event: number; zone: string }) {
  const { t, language } = useI18n();
  const queryClient = useQueryClient();
  const lists = useQuery(eventListsQuery(org, event));
  const ticketTypes = useQuery(ticketTypesQuery(org, event));
  const [editing, setEditing] = useState<CheckInList | "new" | null>(null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: checkInKeys.eventLists(org, event) }),
      queryClient.invalidateQueries({ queryKey: checkInKeys.organizerLists(org) }),
      queryClient.invalidateQueries({ queryKey: checkInKeys.stats(org, event) }),
    ]);
  const save = useMutation({
    mutationFn: (body: ListBody) =>
      editing === "new" || !editing
        ? createList(org, event, body)
        : updateList(org, editing.id, { ...body, version: editing.version }),
    onSuccess: async () => {
      setEditing(null);
      await refresh();
    },
  });
  const archive = useMutation({ mutationFn: (list: CheckInList) => archiveList(org, list.id), onSettled: refresh });
  const typeNames = useMemo(
    () => new Map((ticketTypes.data ?? []).map((tt) => [tt.id, tt.ticket_name])),
    [ticketTypes.data],
  );
  const columns = useMemo<Columns<CheckInList>>(() => {
    const when = (at: number | null) => zonedTime(at, zone, language);
    const window = (list: CheckInList) => {
      if (list.validFrom !== null && list.validUntil !== null)
        return t("checkin.lists.from_until", { from: when(list.validFrom), until: when(list.validUntil) });
      if (list.validFrom !== null) return t("checkin.lists.from_only", { from: when(list.validFrom) });
      if (list.validUntil !== null) return t("checkin.lists.until_only", { until: when(list.validUntil) });
      return t("checkin.lists.always");
    };
    return [
      { id: "name", header: t("checkin.lists.name"), cell: ({ row }) => row.original.name },
      {
        id: "types",
        header: t("checkin.lists.ticket_types"),
        cell: ({ row }) =>
          row.original.ticketTypeIds?.map((id) => typeNames.get(id) ?? `#${id}`).join(", ") ??
          t("checkin.lists.all_types"),
      },
      {
        id: "reentry",
        header: t("checkin.lists.reentry"),
        cell: ({ row }) => (row.original.allowReentry ? t("checkin.lists.yes") : t("checkin.lists.no")),
      },
      { id: "window", header: t("checkin.lists.window"), cell: ({ row }) => window(row.original) },
      {
        id: "actions",
        header: t("common.actions"),
        cell: ({ row }) => (
          <div className="row-actions">
            <Button
              variant="secondary"
              aria-label={t("common.edit_named", { name: row.original.name })}
              onPress={() => setEditing(row.original)}
            >
              {t("common.edit")}
            </Button>
            <ConfirmButton
              label={t("checkin.lists.archive")}
              ariaLabel={t("checkin.lists.archive_named", { name: row.original.name })}
              question={t("checkin.lists.archive_question", { name: row.original.name })}
              onConfirm={() => archive.mutate(row.original)}
            />
          </div>
        ),
      },
    ];
  }, [t, language, zone, typeNames, archive]);
  const saveError =
    save.error instanceof ApiFailure && save.error.code === "changed_meanwhile"
      ? t("checkin.lists.changed_meanwhile")
      : save.error
        ? errorText(t, save.error)
        : null;
  const failure = lists.error ?? ticketTypes.error ?? archive.error;
  return (
    <section className="stack" aria-labelledby="check-in-lists-title">
      <div className="title-row">
        <h3 id="check-in-lists-title">{t("checkin.lists.title")}</h3>
        <FormDialog
          trigger={t("checkin.lists.add")}
          title={editing && editing !== "new" ? t("checkin.lists.edit_title") : t("checkin.lists.add")}
          isOpen={editing !== null}
          onOpenChange={(open) => {
            save.reset();
            setEditing(open ? "new" : null);
          }}
        >
          <ListForm
            initial={editing && editing !== "new" ? editing : undefined}
            zone={zone}
            ticketTypes={ticketTypes.data ?? []}
            busy={save.isPending}
            error={saveError}
            onSubmit={(body) => save.mutate(body)}
            onCancel={() => setEditing(null)}
          />
        </FormDialog>
      </div>
      <p className="hint">{t("checkin.lists.help")}</p>
      {failure ? <Notice tone="error">{errorText(t, failure)}</Notice> : null}
      <DataTable
        caption={t("checkin.lists.title")}
        columns={columns}
        data={lists.data ?? []}
        rowKey={(list) => String(list.id)}
        empty={lists.isPending ? t("common.loading") : t("checkin.lists.none")}
      />
    </section>
  );
}
