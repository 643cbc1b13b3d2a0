// /manage/o/:org/orders: find an order (reference, buyer's e-mail or name, ticket code, the provider's payment
// reference), filter by status and event, newest first, a page at a time ("More"). With an event picked it shows that
// event's actions too (resend every buyer's tickets, cancel the event).
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { useId, useMemo, useState } from "react";
import { Form } from "react-aria-components";
import { eventsQuery } from "../../api/catalog.ts";
import { fetchOrderPage, orderKeys, STATUS_FILTERS, type OrderSummary } from "../../api/orders.ts";
import { useI18n } from "../../i18n/I18nProvider.tsx";
import { Button } from "../../ui/Button.tsx";
import { DataTable, type Columns } from "../../ui/DataTable.tsx";
import { errorText } from "../../ui/error-text.ts";
import { Notice } from "../../ui/Notice.tsx";
import { TextInput } from "../../ui/TextInput.tsx";
import { useOrganizerId } from "../../ui/use-ids.ts";
import { EventOrderActions } from "./EventOrderActions.tsx";
import { money, moment, statusText } from "./format.ts";

export function Orders() {
  const { t, language } = useI18n();
  const org = useOrganizerId();
  const search = useSearch({ from: "/signed-in/o/$org/orders/" });
  const navigate = useNavigate({ from: "/o/$org/orders/" });
  const [q, setQ] = useState(search.q ?? "");
  const [status, setStatus] = useState(search.status ?? "");
  const [event, setEvent] = useState(search.event === undefined ? "" : String(search.event));
  const statusId = useId();
  const eventId = useId();
  const events = useQuery(eventsQuery(org));
  const filter = { q: search.q, status: search.status, event: search.event };
  const pages = useInfiniteQuery({
    queryKey: [...orderKeys.all(org), "list", filter],
    queryFn: ({ pageParam }) => fetchOrderPage(org, filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
  const rows = useMemo(() => pages.data?.pages.flatMap((p) => p.items) ?? [], [pages.data]);
  const columns = useMemo<Columns<OrderSummary>>(
    () => [
      {
        id: "id",
        header: t("orders.list.order"),
        cell: ({ row }) => (
          <Link to="/o/$org/orders/$order" params={{ org: String(org), order: row.original.id }}>
            {row.original.id}
          </Link>
        ),
      },
      { id: "at", header: t("orders.list.created"), cell: ({ row }) => moment(row.original.createdAt, language) },
      {
        id: "buyer",
        header: t("orders.list.buyer"),
        cell: ({ row }) => `${row.original.firstName} ${row.original.lastName} <${row.original.email}>`,
      },
      { id: "event", header: t("orders.list.event"), cell: ({ row }) => row.original.eventName },
      { id: "tickets", header: t("orders.tickets.title"), cell: ({ row }) => String(row.original.tickets) },
      {
        id: "total",
        header: t("orders.list.total"),
        cell: ({ row }) => money(row.original.total, row.original.currency, language),
      },
      { id: "status", header: t("orders.list.status"), cell: ({ row }) => statusText(t, row.original) },
    ],
    [t, language, org],
  );
  return (
    <section className="stack">
      <div className="title-row">
        <h1>{t("orders.list.title")}</h1>
        <Link to="/o/$org/orders/attention" params={{ org: String(org) }}>
          {t("orders.attention.title")}
        </Link>
      </div>
      {search.event !== undefined ? <EventOrderActions org={org} event={search.event} /> : null}
      <Form
        role="search"
        aria-label={t("orders.list.search_label")}
        className="form-grid"
        onSubmit={(e) => {
          e.preventDefault();
          void navigate({
            search: { q: q.trim() || undefined, status: status || undefined, event: event ? Number(event) : undefined },
          });
        }}
      >
        <TextInput
          label={t("orders.list.search")}
          description={t("orders.list.search_help")}
          value={q}
          onChange={setQ}
        />
        <div className="field">
          <label htmlFor={statusId}>{t("orders.list.status")}</label>
          <select id={statusId} value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">{t("orders.list.any_status")}</option>
            {STATUS_FILTERS.map((s) => (
              <option key={s} value={s}>
                {t(`orders.filter.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={eventId}>{t("orders.list.event")}</label>
          <select id={eventId} value={event} onChange={(e) => setEvent(e.target.value)}>
            <option value="">{t("orders.list.any_event")}</option>
            {(events.data ?? []).map((ev) => (
              <option key={ev.id} value={ev.id}>
                {ev.name}
              </option>
            ))}
          </select>
        </div>
        <div className="actions">
          <Button type="submit">{t("orders.list.find")}</Button>
        </div>
      </Form>
      {pages.error ? <Notice tone="error">{errorText(t, pages.error)}</Notice> : null}
      {pages.isPending ? (
        <p role="status">{t("common.loading")}</p>
      ) : (
        <DataTable
          caption={t("orders.list.title")}
          columns={columns}
          data={rows}
          rowKey={(o) => o.id}
          empty={t("orders.list.none")}
        />
      )}
      {pages.hasNextPage ? (
        <div className="actions">
          <Button variant="secondary" onPress={() => void pages.fetchNextPage()} isPending={pages.isFetchingNextPage}>
            {t("orders.list.more")}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
