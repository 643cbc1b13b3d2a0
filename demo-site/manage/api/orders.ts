// The orders' calls (find, see, change the attendee, resend) and their query keys. Every address is below the
// organizer, which the server checks the person belongs to; the timeline and refunds come with the order.
import { queryOptions } from "@tanstack/react-query";
import { api, type Page } from "./http.ts";
import type { Refund } from "./refunds.ts";

/** The list's status filter, as the server names it ("late_refunded": paid after its hold, refunded). */
export const STATUS_FILTERS = [
  "paid",
  "free",
  "pending",
  "failed",
  "expired",
  "canceled",
  "refunded",
  "partly_refunded",
  "late_refunded",
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export interface OrderSummary {
  id: string;
  eventId: number;
  eventName: string;
  status: string;
  /** Why the status is what it is ("expired…" for a canceled order whose hold ran out). */
  statusReason: string | null;
  firstName: string;
  lastName: string;
  email: string;
  total: string;
  currency: string;
  /** Epoch ms. */
  createdAt: number;
  provider: string | null;
  /** How many tickets the order has. */
  tickets: number;
}

export interface OrderLine {
  ticketId: number;
  ticketName: string;
  unitPrice: string;
  quantity: number;
}

export interface IssuedTicket {
  id: string;
  ticketName: string;
  code: string;
  voided: boolean;
  attendee: { firstName: string; lastName: string; email: string } | null;
  checkedInAt?: number | null;
}

export interface Payment {
  provider: string;
  providerRef: string | null;
  status: string;
  amount: string;
  /** The payment in the provider's dashboard; null when there is no such page (the sandbox). */
  dashboardUrl: string | null;
}

export interface OrderMail {
  id: string;
  kind: string;
  to: string;
  state: string;
  lastError: string | null;
  /** Epoch ms. */
  createdAt: number;
  sentAt: number | null;
}

export type TimelineActor =
  | { kind: "buyer" }
  | { kind: "webhook"; provider: string; eventId: string }
  | { kind: "sweep" }
  | { kind: "member"; userId: number; label: string }
  | { kind: "token"; tokenId: string; label: string }
  | { kind: "system" };

export interface TimelineEntry {
  id: number;
  /** Epoch ms. */
  at: number;
  kind: string;
  actor: TimelineActor;
  data: Record<string, unknown> | null;
}

export interface OrderDetail extends Omit<OrderSummary, "tickets"> {
  lang: string | null;
  lines: OrderLine[];
  tickets: IssuedTicket[];
  payments: Payment[];
  mails: OrderMail[];
  refunds: Refund[];
  timeline: TimelineEntry[];
}

export interface OrderFilter {
  q?: string | undefined;
  status?: string | undefined;
  event?: number | undefined;
}

export const orderPaths = {
  list: (org: number) => `/organizers/${org}/orders`,
  one: (org: number, id: string) => `/organizers/${org}/orders/${encodeURIComponent(id)}`,
  eventResend: (org: number, event: number) => `/organizers/${org}/events/${event}/resend`,
};

export const orderKeys = {
  all: (org: number) => ["organizer", org, "orders"] as const,
  one: (org: number, id: string) => ["organizer", org, "orders", "one", id] as const,
};

function query(filter: OrderFilter, cursor: string | null): string {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.status) params.set("status", filter.status);
  if (filter.event !== undefined) params.set("event", String(filter.event));
  if (cursor) params.set("cursor", cursor);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** One page of the list, newest first; `next` asks for the page after it. */
export const fetchOrderPage = (org: number, filter: OrderFilter, cursor: string | null) =>
  api<Page<OrderSummary>>("GET", orderPaths.list(org) + query(filter, cursor));

export const orderQuery = (org: number, id: string) =>
  queryOptions({
    queryKey: orderKeys.one(org, id),
    queryFn: () => api<OrderDetail>("GET", orderPaths.one(org, id)),
    // While the provider has not settled a refund, asked again every 2 seconds: its webhook moves it.
    refetchInterval: (q) =>
      q.state.data?.refunds.some((r) => !["succeeded", "failed", "canceled"].includes(r.state)) ? 2_000 : false,
  });

export interface AttendeeChange {
  firstName: string;
  lastName: string;
  email: string;
  /** A ticket's attendee; absent: the order's buyer. */
  ticketId?: string;
}

export const changeAttendee = (org: number, id: string, change: AttendeeChange) =>
  api<unknown>("PATCH", `${orderPaths.one(org, id)}/attendee`, change);

/** The ticket mail again, or (`mailId`) one failed mail of the order again. */
export const resendOrder = (org: number, id: string, mailId?: string) =>
  api<unknown>("POST", `${orderPaths.one(org, id)}/resend`, mailId ? { mailId } : {});

export const resendEvent = (org: number, event: number) =>
  api<{ queued?: number } | undefined>("POST", orderPaths.eventResend(org, event), {});
