// The event's guest list: who is on it, for which ticket type, invited and used; add one, import a CSV, send
// the invitation mails (through the server's outbox) to those not invited yet.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { catalogPaths, guestsQuery, keys, ticketTypesQuery, type Guest } from "../../api/catalog.ts";
import { api } from "../../api/http.ts";
import { GuestCreate, GuestImport } from "../../api/schemas.ts";
import { checked } from "../../lib/schema-errors.ts";
import { useI18n } from "../../i18n/I18nProvider.tsx";
import { Button } from "../../ui/Button.tsx";
import { DataTable, type Columns } from "../../ui/DataTable.tsx";
import { errorText } from "../../ui/error-text.ts";
import { FormDialog } from "../../ui/FormDialog.tsx";
import { Notice } from "../../ui/Notice.tsx";
import { useEventId, useOrganizerId } from "../../ui/use-ids.ts";
import { GuestForm, GuestImportForm } from "./GuestForms.tsx";

export function Guests() {
  const { t, language } = useI18n();
  const org = useOrganizerId();
  const id = useEventId();
  const base = `${catalogPaths.ev(org, id)}/guests`;
  const queryClient = useQueryClient();
  const guests = useQuery(guestsQuery(org, id));
  const tickets = useQuery(ticketTypesQuery(org, id));
  const [dialog, setDialog] = useState<"add" | "import" | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.part(org, id, "guests") });
  const add = useMutation({
    mutationFn: (body: Record<string, unknown>) => api("POST", base, checked(GuestCreate, body)),
    onSuccess: async () => {
      setDialog(null);
      await refresh();
    },
  });
  const importCsv = useMutation({
    mutationFn: (csv: string) =>
      api<{ added?: number; imported?: number } | undefined>("POST", `${base}/import`, checked(GuestImport, { csv })),
    onSuccess: async (answer) => {
      setDialog(null);
      setDone(t("catalog.guest.imported", { count: answer?.added ?? answer?.imported ?? 0 }));
      await refresh();
    },
  });
  const invite = useMutation({
    mutationFn: () => api<{ sent?: number; queued?: number } | undefined>("POST", `${base}/invite`, { lang: language }),
    onSuccess: async (answer) => {
      setDone(t("catalog.guest.invited", { count: answer?.sent ?? answer?.queued ?? 0 }));
      await refresh();
    },
  });
  const ticketName = useMemo(() => new Map((tickets.data ?? []).map((tt) => [tt.id, tt.ticket_name])), [tickets.data]);
  const columns = useMemo<Columns<Guest>>(
    () => [
      { id: "name", header: t("catalog.guest.name"), cell: ({ row }) => row.original.name ?? "" },
      { id: "email", header: t("catalog.guest.email"), cell: ({ row }) => row.original.email ?? "" },
      {
        id: "ticket",
        header: t("catalog.guest.ticket"),
        cell: ({ row }) => ticketName.get(row.original.ticket_id) ?? "",
      },
      {
        id: "invited",
        header: t("catalog.guest.invited_column"),
        cell: ({ row }) => (row.original.invited_at ? t("common.yes") : t("common.no")),
      },
      {
        id: "used",
        header: t("catalog.guest.used"),
        cell: ({ row }) => (row.original.used ? t("common.yes") : t("common.no")),
      },
    ],
    [t, ticketName],
  );
  const failure = guests.error ?? invite.error;
  const dialogError = (dialog === "add" ? add.error : importCsv.error) ?? null;
  return (
    <section className="stack">
      <div className="title-row">
        <h2>{t("catalog.tabs.guests")}</h2>
        <div className="actions">
          <FormDialog
            trigger={t("catalog.guest.add")}
            title={t("catalog.guest.add")}
            isOpen={dialog === "add"}
            onOpenChange={(o) => setDialog(o ? "add" : null)}
          >
            <GuestForm
              tickets={tickets.data ?? []}
              busy={add.isPending}
              error={dialogError ? errorText(t, dialogError) : null}
              onSubmit={(b) => add.mutate(b)}
              onCancel={() => setDialog(null)}
            />
          </FormDialog>
          <FormDialog
            trigger={t("catalog.guest.import")}
            title={t("catalog.guest.import")}
            isOpen={dialog === "import"}
            onOpenChange={(o) => setDialog(o ? "import" : null)}
          >
            <GuestImportForm
              busy={importCsv.isPending}
              error={dialogError ? errorText(t, dialogError) : null}
              onSubmit={(csv) => importCsv.mutate(csv)}
              onCancel={() => setDialog(null)}
            />
          </FormDialog>
          <Button variant="secondary" onPress={() => invite.mutate()} isPending={invite.isPending}>
            {t("catalog.guest.send_invitations")}
          </Button>
        </div>
      </div>
      {done ? <Notice tone="success">{done}</Notice> : null}
      {failure ? <Notice tone="error">{errorText(t, failure)}</Notice> : null}
      <DataTable
        caption={t("catalog.tabs.guests")}
        columns={columns}
        data={guests.data ?? []}
        rowKey={(g) => g.token}
        empty={t("catalog.guest.none")}
      />
    </section>
  );
}
