// The operator's screen: every organizer on the server with its commission (percent and added fixed amount),
// and a new organizer.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { Form } from "react-aria-components";
import { api } from "../../api/http.ts";
import { operatorOrganizersQuery, type OperatorOrganizer } from "../../api/team.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { Button } from "../../ui/Button.tsx";
import { DataTable, type Columns } from "../../ui/DataTable.tsx";
import { errorText } from "../../ui/error-text.ts";
import { FormDialog } from "../../ui/FormDialog.tsx";
import { Notice } from "../../ui/Notice.tsx";
import { TextInput } from "../../ui/TextInput.tsx";
import { CommissionForm } from "./CommissionForm.tsx";

export function Operators() {
  const t = useT();
  const queryClient = useQueryClient();
  const list = useQuery(operatorOrganizersQuery);
  const [editing, setEditing] = useState<OperatorOrganizer | null>(null);
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState("");
  const [subdomain, setSubdomain] = useState("");
  const [currency, setCurrency] = useState("EUR");
  const [ownerEmail, setOwnerEmail] = useState("");
  const refresh = () => queryClient.invalidateQueries({ queryKey: operatorOrganizersQuery.queryKey });
  const create = useMutation({
    mutationFn: () =>
      api("POST", "/operator/organizers", {
        name: name.trim(),
        subdomain: subdomain.trim(),
        currency: currency.trim().toUpperCase(),
        ...(ownerEmail.trim() ? { ownerEmail: ownerEmail.trim() } : {}),
      }),
    onSuccess: async () => {
      setCreating(false);
      await refresh();
    },
  });
  const columns = useMemo<Columns<OperatorOrganizer>>(
    () => [
      {
        id: "name",
        header: t("team.operator.organizer"),
        cell: ({ row }) => (
          <Link to="/o/$org" params={{ org: String(row.original.id) }}>
            {row.original.name}
          </Link>
        ),
      },
      { id: "subdomain", header: t("team.settings.subdomain"), cell: ({ row }) => row.original.subdomain },
      {
        id: "commission",
        header: t("team.operator.commission"),
        cell: ({ row }) => `${row.original.user_commission} %`,
      },
      {
        id: "added",
        header: t("team.operator.added_commission"),
        cell: ({ row }) => String(row.original.user_added_commission),
      },
      {
        id: "actions",
        header: t("common.actions"),
        cell: ({ row }) => (
          <Button
            variant="secondary"
            aria-label={t("common.edit_named", { name: row.original.name })}
            onPress={() => setEditing(row.original)}
          >
            {t("common.edit")}
          </Button>
        ),
      },
    ],
    [t],
  );
  return (
    <section className="stack">
      <div className="title-row">
        <h1>{t("team.operator.title")}</h1>
        <FormDialog
          trigger={t("team.operator.new")}
          title={t("team.operator.new")}
          isOpen={creating}
          onOpenChange={setCreating}
        >
          <Form
            className="stack"
            onSubmit={(event) => {
              event.preventDefault();
              create.mutate();
            }}
          >
            {create.error ? <Notice tone="error">{errorText(t, create.error)}</Notice> : null}
            <TextInput label={t("team.settings.name")} value={name} onChange={setName} isRequired autoFocus />
            <TextInput label={t("team.settings.subdomain")} value={subdomain} onChange={setSubdomain} isRequired />
            <TextInput label={t("team.settings.currency")} value={currency} onChange={setCurrency} isRequired />
            <TextInput
              label={t("team.operator.owner_email")}
              description={t("team.operator.owner_email_help")}
              type="email"
              value={ownerEmail}
              onChange={setOwnerEmail}
            />
            <Button type="submit" isPending={create.isPending}>
              {t("catalog.create")}
            </Button>
          </Form>
        </FormDialog>
      </div>
      {list.error ? <Notice tone="error">{errorText(t, list.error)}</Notice> : null}
      <DataTable
        caption={t("team.operator.title")}
        columns={columns}
        data={list.data ?? []}
        rowKey={(o) => String(o.id)}
        empty={t("team.operator.none")}
      />
      {editing ? <CommissionForm organizer={editing} onClose={() => setEditing(null)} onSaved={refresh} /> : null}
    </section>
  );
}
