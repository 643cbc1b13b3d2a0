// The catalog's calls (events, ticket types, vouchers, guests, sales, snippet, settings, audit) and their query
// keys. Every address is below the organizer, which the server checks the person belongs to.
import { queryOptions } from "@tanstack/react-query";
import { api } from "./http.ts";

export interface EventSummary {
  id: number;
  name: string;
  start_date: string;
  end_date: string | null;
  venue: string | null;
  time_zone: string;
  force_sold_out: boolean | number;
  event_sold_out?: boolean;
  event_ended?: boolean;
}

export interface EventDetail extends EventSummary {
  description_html: string;
  attention: string | null;
  presale_starts_at: string | null;
  presale_ends_at: string | null;
  currency: string;
  version: number;
}

export interface TicketType {
  id: number;
  ticket_name: string;
  short_description: string;
  price: string;
  ticket_stock: "limited" | "unlimited";
  stock_limit: number | null;
  purchase_limit: number;
  hidden: boolean | number;
  sort_order: number;
  sold: number;
  version: number;
}

export interface Voucher {
  code: string;
  discount: number;
  valid_until: string | null;
  max_uses?: number | null;
  uses?: number;
  version?: number;
}

export interface Guest {
  token: string;
  ticket_id: number;
  name: string | null;
  email: string | null;
  used: boolean | number;
  invited_at: number | null;
}

export interface SalesRow {
  id: number;
  ticket_name: string;
  hidden: boolean;
  sold: number;
  held: number;
  /** null: unlimited */
  left: number | null;
}

export interface Sales {
  ticket_types: SalesRow[];
  totals: { sold: number; held: number };
}

export interface Snippet {
  script: string;
  element: string;
  /** The script and the element together, as organizers paste them. */
  snippet: string;
  /** The script and the element in iframe mode. */
  iframe_mode: string;
  /** A bare <iframe> of the checkout page. */
  iframe: string;
}

export interface OrganizerSettings {
  id: number;
  name: string;
  subdomain: string;
  currency: string;
  embed_origins: string[] | string | null;
  card_path: string;
  version: number;
}

export interface AuditEntry {
  id: number;
  at: number;
  actor: { kind: string; id: number | null; label: string };
  action: string;
  target: string;
  event_id: number | null;
  before: unknown;
  after: unknown;
}

/** A list answer may come bare or under its name ({events: [...]}); the app takes either. */
function listOf<T>(answer: unknown, key: string): T[] {
  if (Array.isArray(answer)) return answer as T[];
  const inner = (answer as Record<string, unknown> | null)?.[key];
  return Array.isArray(inner) ? (inner as T[]) : [];
}

function itemOf<T>(answer: unknown, key: string): T {
  const inner = (answer as Record<string, unknown> | null)?.[key];
  return (inner && typeof inner === "object" ? inner : answer) as T;
}

const org = (id: number) => `/organizers/${id}`;
const ev = (o: number, e: number) => `${org(o)}/events/${e}`;

export const keys = {
  organizer: (o: number) => ["organizer", o] as const,
  events: (o: number) => ["organizer", o, "events"] as const,
  event: (o: number, e: number) => ["organizer", o, "event", e] as const,
  part: (o: number, e: number, part: string) => ["organizer", o, "event", e, part] as const,
  audit: (o: number, e?: number, before?: number) => ["organizer", o, "audit", e ?? null, before ?? null] as const,
};

export const organizerQuery = (o: number) =>
  queryOptions({
    queryKey: keys.organizer(o),
    queryFn: async () => itemOf<OrganizerSettings>(await api("GET", org(o)), "organizer"),
  });

export const eventsQuery = (o: number) =>
  queryOptions({
    queryKey: keys.events(o),
    queryFn: async () => listOf<EventSummary>(await api("GET", `${org(o)}/events`), "events"),
  });

export const eventQuery = (o: number, e: number) =>
  queryOptions({
    queryKey: keys.event(o, e),
    queryFn: async () => itemOf<EventDetail>(await api("GET", ev(o, e)), "event"),
  });

export const ticketTypesQuery = (o: number, e: number) =>
  queryOptions({
    queryKey: keys.part(o, e, "ticket-types"),
    queryFn: async () => listOf<TicketType>(await api("GET", `${ev(o, e)}/ticket-types`), "ticket_types"),
  });

export const vouchersQuery = (o: number, e: number) =>
  queryOptions({
    queryKey: keys.part(o, e, "vouchers"),
    queryFn: async () => listOf<Voucher>(await api("GET", `${ev(o, e)}/vouchers`), "vouchers"),
  });

export const guestsQuery = (o: number, e: number) =>
  queryOptions({
    queryKey: keys.part(o, e, "guests"),
    queryFn: async () => listOf<Guest>(await api("GET", `${ev(o, e)}/guests`), "guests"),
  });

/** The sale at a glance, asked again every few seconds while the screen is open. */
export const salesQuery = (o: number, e: number) =>
  queryOptions({
    queryKey: keys.part(o, e, "sales"),
    queryFn: () => api<Sales>("GET", `${ev(o, e)}/sales`),
    refetchInterval: 3000,
  });

export const snippetQuery = (o: number, e: number) =>
  queryOptions({
    queryKey: keys.part(o, e, "snippet"),
    queryFn: () => api<Snippet>("GET", `${ev(o, e)}/snippet`),
  });

export const auditQuery = (o: number, e?: number, before?: number) =>
  queryOptions({
    queryKey: keys.audit(o, e, before),
    queryFn: async () => {
      const search = new URLSearchParams();
      if (e !== undefined) search.set("event", String(e));
      if (before !== undefined) search.set("before", String(before));
      const query = search.size ? `?${search}` : "";
      return api<{ entries: AuditEntry[]; next: number | null }>("GET", `${org(o)}/audit${query}`);
    },
  });

export const catalogPaths = { org, ev };
