// The calls for what other systems use: API tokens, outgoing webhook endpoints and their delivery log, and the
// export files. A token or a webhook secret is in an answer once (when it is made or rotated), never in a list.
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { ApiTokenView } from "../../server/domain/accounts/api-tokens.ts";
import type { DeliveryView } from "../../server/domain/webhooks-out/delivery-log.ts";
import type { EndpointView } from "../../server/domain/webhooks-out/endpoints.ts";
import type { WebhookEventType } from "../../server/domain/webhooks-out/queue.ts";
import type { ApiTokenScope } from "../../server/store/index.ts";
import { api, type Page } from "./http.ts";

export type TokenScope = ApiTokenScope;
export const TOKEN_SCOPES = ["orders:read", "orders:write", "check-in"] as const satisfies readonly TokenScope[];

export type WebhookEvent = WebhookEventType;
export const WEBHOOK_EVENTS = [
  "order.paid",
  "order.refunded",
  "order.canceled",
  "ticket.checked_in",
  "event.changed",
] as const satisfies readonly WebhookEvent[];

/** The server's own views (type-only imports: nothing of the server reaches the bundle). */
export type ApiToken = ApiTokenView;
export type WebhookEndpoint = EndpointView;
export type WebhookDelivery = DeliveryView;

const org = (o: number) => `/organizers/${o}`;

export const integrationKeys = {
  tokens: (o: number) => ["organizer", o, "api-tokens"] as const,
  webhooks: (o: number) => ["organizer", o, "webhooks"] as const,
  webhook: (o: number, id: number) => ["organizer", o, "webhooks", id] as const,
  deliveries: (o: number, id: number) => ["organizer", o, "webhooks", id, "deliveries"] as const,
};

export const tokensQuery = (o: number) =>
  queryOptions({
    queryKey: integrationKeys.tokens(o),
    queryFn: async () => (await api<Page<ApiToken>>("GET", `${org(o)}/api-tokens`)).items,
  });

/** Makes a token; the answer's `token` is the only time anyone sees it. */
export const createToken = (o: number, body: { name: string; scopes: TokenScope[] }) =>
  api<{ token: string; apiToken: ApiToken }>("POST", `${org(o)}/api-tokens`, body);

export const revokeToken = (o: number, id: string) => api<void>("DELETE", `${org(o)}/api-tokens/${id}`);

export const webhooksQuery = (o: number) =>
  queryOptions({
    queryKey: integrationKeys.webhooks(o),
    queryFn: async () => (await api<Page<WebhookEndpoint>>("GET", `${org(o)}/webhooks`)).items,
  });

export const webhookQuery = (o: number, id: number) =>
  queryOptions({
    queryKey: integrationKeys.webhook(o, id),
    queryFn: async () => (await api<{ endpoint: WebhookEndpoint }>("GET", `${org(o)}/webhooks/${id}`)).endpoint,
    // its waiting and given-up counts move with the delivery log below it
    refetchInterval: 3000,
  });

/** The newest deliveries first, a page at a time, asked again every few seconds: a retry or a redelivery shows up
 *  by itself. */
export const deliveriesQuery = (o: number, id: number) =>
  infiniteQueryOptions({
    queryKey: integrationKeys.deliveries(o, id),
    queryFn: ({ pageParam }) =>
      api<Page<WebhookDelivery>>(
        "GET",
        `${org(o)}/webhooks/${id}/deliveries${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    refetchInterval: 3000,
  });

/** Adds an endpoint; the answer's `secret` (whsec_…) is shown once. */
export const createWebhook = (o: number, body: { url: string; events: WebhookEvent[] }) =>
  api<{ endpoint: WebhookEndpoint; secret: string }>("POST", `${org(o)}/webhooks`, body);

export const updateWebhook = (o: number, id: number, body: { enabled?: boolean; events?: WebhookEvent[] }) =>
  api<{ endpoint: WebhookEndpoint }>("PATCH", `${org(o)}/webhooks/${id}`, body);

export const deleteWebhook = (o: number, id: number) => api<void>("DELETE", `${org(o)}/webhooks/${id}`);

/** A new secret; the old one keeps signing beside it for a day, so receivers can switch over. */
export const rotateWebhookSecret = (o: number, id: number) =>
  api<{ endpoint: WebhookEndpoint; secret: string }>("POST", `${org(o)}/webhooks/${id}/rotate-secret`, {});

export const redeliver = (o: number, id: number, delivery: number) =>
  api<unknown>("POST", `${org(o)}/webhooks/${id}/deliveries/${delivery}/redeliver`, {});
