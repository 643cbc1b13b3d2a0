// The refunds' calls (refund an order, the failed ones that need attention, retry, mark as refunded outside) and
// the cancellation of an event with its progress. Money moves need a fresh sign-in: api() asks for it.
import { queryOptions } from "@tanstack/react-query";
import { api, ApiFailure, type Page } from "./http.ts";

export type RefundState = "requested" | "submitted" | "pending" | "succeeded" | "failed" | "canceled";

export interface Refund {
  id: string;
  orderId: string;
  state: RefundState;
  amount: string;
  currency: string;
  provider: string | null;
  providerRefundId: string | null;
  ticketIds: string[];
  failureMessage: string | null;
  /** Epoch ms. */
  createdAt: number;
  updatedAt: number;
}

/** Whole order (neither), chosen tickets, or an amount up to what is left. */
export interface RefundAsk {
  ticketIds?: string[];
  amount?: string;
  returnToSale: boolean;
  /** One per dialog: the same key is the same refund, so a double submit refunds once. */
  idempotencyKey: string;
}

/** An event's cancellation job as the server reports it (domain/cancel-event/progress.ts). */
export interface CancelProgress {
  id: string;
  eventId: number;
  state: "running" | "done";
  canceledBy: string;
  createdAt: number;
  finishedAt: number | null;
  /** Paid orders (each refunded in full) and free ones (only told). */
  paidOrders: number;
  freeOrders: number;
  /** Orders settled so far, refunded or canceled meanwhile (skipped), and left. */
  settled: number;
  skipped: number;
  left: number;
  /** Refunds the provider refused, with the last error of each. */
  failed: { orderId: string; error: string | null }[];
  /** The job's refunds by the state the provider last reported. */
  refunds: Record<string, number>;
}

const base = (org: number) => `/organizers/${org}`;

export const refundKeys = {
  attention: (org: number) => ["organizer", org, "refunds", "attention"] as const,
  cancel: (org: number, event: number) => ["organizer", org, "events", event, "cancel"] as const,
};

export const requestRefund = (org: number, orderId: string, ask: RefundAsk) =>
  api<Refund>("POST", `${base(org)}/orders/${encodeURIComponent(orderId)}/refunds`, ask);

/** The refunds the provider failed or canceled (both can be retried or marked refunded outside), newest first. */
export const attentionQuery = (org: number) =>
  queryOptions({
    queryKey: refundKeys.attention(org),
    queryFn: async () => {
      const pages = await Promise.all(
        (["failed", "canceled"] as const).map((state) =>
          api<Page<Refund>>("GET", `${base(org)}/refunds?state=${state}`),
        ),
      );
      return pages.flatMap((p) => p.items).sort((a, b) => b.updatedAt - a.updatedAt);
    },
  });

export const retryRefund = (org: number, id: string) =>
  api<Refund>("POST", `${base(org)}/refunds/${encodeURIComponent(id)}/retry`, {});

export const markRefundedOutside = (org: number, id: string, note: string) =>
  api<Refund>("POST", `${base(org)}/refunds/${encodeURIComponent(id)}/mark-refunded`, { note });

/** The event's cancellation, or null before one was asked for (404 not_canceled). */
export const cancelProgressQuery = (org: number, event: number) =>
  queryOptions({
    queryKey: refundKeys.cancel(org, event),
    queryFn: async () => {
      try {
        return await api<CancelProgress>("GET", `${base(org)}/events/${event}/cancel`);
      } catch (error) {
        if (error instanceof ApiFailure && error.code === "not_canceled") return null;
        throw error;
      }
    },
    // Asked again every 2 seconds while the job runs.
    refetchInterval: (q) => (q.state.data?.state === "running" ? 2_000 : false),
  });

export const cancelEvent = (org: number, event: number, confirm: string) =>
  api<CancelProgress>("POST", `${base(org)}/events/${event}/cancel`, { confirm });
