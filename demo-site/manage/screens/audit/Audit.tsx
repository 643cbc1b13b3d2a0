// Who changed what: the organizer's audit log, newest first, or one event's (?event=), a page at a time (?before=).
import { useQuery } from "@tanstack/react-query";
import { Link, useSearch } from "@tanstack/react-router";
import { useMemo } from "react";
import { auditQuery, type AuditEntry } from "../../api/catalog.ts";
import { useI18n } from "../../i18n/I18nProvider.tsx";
import { DataTable, type Columns } from "../../ui/DataTable.tsx";
import { errorText } from "../../ui/error-text.ts";
import { Notice } from "../../ui/Notice.tsx";
import { useOrganizerId } from "../../ui/use-ids.ts";

const show = (value: unknown) =>
  value === null || value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value);

export function Audit() {
  const { t, language } = useI18n();
  const org = useOrganizerId();
  const { event, before } = useSearch({ from: "/signed-in/o/$org/audit" });
  const entries = useQuery(auditQuery(org, event, before));
  const columns = useMemo<Columns<AuditEntry>>(
    () => [
      { id: "at", header: t("team.audit.at"), cell: ({ row }) => new Date(row.original.at).toLocaleString(language) },
      { id: "actor", header: t("team.audit.actor"), cell: ({ row }) => row.original.actor.label },
      { id: "action", header: t("team.audit.action"), cell: ({ row }) => <code>{row.original.action}</code> },
      { id: "target", header: t("team.audit.target"), cell: ({ row }) => row.original.target },
      {
        id: "change",
        header: t("team.audit.change"),
        cell: ({ row }) => (
          <details>
            <summary>{t("team.audit.show")}</summary>
            <pre className="change">{`${show(row.original.before)}\n→ ${show(row.original.after)}`}</pre>
          </details>
        ),
      },
    ],
    [t, language],
  );
  const rows = entries.data?.entries ?? [];
  const next = entries.data?.next ?? null;
  return (
    <section className="stack">
      <h1>{event === undefined ? t("team.audit.title") : t("team.audit.title_event", { id: event })}</h1>
      {event !== undefined ? (
        <Link to="/o/$org/audit" params={{ org: String(org) }} search={{}}>
          {t("team.audit.all")}
        </Link>
      ) : null}
      {entries.error ? <Notice tone="error">{errorText(t, entries.error)}</Notice> : null}
      <DataTable
        caption={t("team.audit.title")}
        columns={columns}
        data={rows}
        rowKey={(e) => String(e.id)}
        empty={t("team.audit.none")}
      />
      {next !== null ? (
        <Link to="/o/$org/audit" params={{ org: String(org) }} search={{ event, before: next }}>
          {t("team.audit.older")}
        </Link>
      ) : null}
    </section>
  );
}
