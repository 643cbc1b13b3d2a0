// The refunds' calls (refund an order, the failed ones that need attention, retry, mark as refunded outside) and
// the cancellation of an event with its progress. Money moves need a fresh sign-in: api() asks for it.
import { queryOptions } from "@tanstack/react-query";
import type { CancelJobView } from "../../server/domain/cancel-event/progress.ts";
import type { RefundView } from "../../server/domain/refunds/view.ts";
import { api, ApiFailure, type Page } from "./http.ts";

// The server's own views (type-only: nothing of the server reaches the bundle), so a change there breaks the type
// check here instead of a screen.
export type { RefundState } from "../../server/domain/refunds/view.ts";
export type Refund = RefundView;

/** Whole order (neither), chosen tickets, or an amount up to what is left. */
export interface RefundAsk {
  ticketIds?: string[];
  amount?: string;
  returnToSale: boolean;
  /** One per dialog: the same key is the same refund, so a double submit refunds once. */
  idempotencyKey: string;
}

/** An event's cancellation job as the server reports it. */
export type CancelProgress = CancelJobView;

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
