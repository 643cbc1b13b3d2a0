import {
  CONTEXT_STATUS,
  CREATE_CONTEXT,
  LEGACY_CONTEXT_STATUS,
  LEGACY_CREATE_CONTEXT,
  LEGACY_UPDATE_CONTEXT,
  UPDATE_CONTEXT,
} from "./queries.ts";
import type { VenmoClient, VenmoContextNode, VenmoContextStatus, VenmoPaymentContext } from "./types.ts";

/** The gateway's answer to one of the create mutations (only the path this module reads). */
interface CreateAnswer {
  data: {
    createVenmoQRCodePaymentContext?: { venmoQRCodePaymentContext: VenmoPaymentContext };
    createVenmoPaymentContext?: { venmoPaymentContext: VenmoPaymentContext };
  };
}

const send = (client: VenmoClient, query: string, variables: unknown) =>
  client.request({ api: "graphQLApi", data: { query, variables } });

/**
 * Creates a payment context: the legacy QR-code mutation (`legacy`: no paymentMethodUsage) or
 * CreateVenmoPaymentContext. `input` is the mutation's input as braintree-web builds it. A malformed answer
 * rejects (TypeError), like a failed request.
 */
export async function createPaymentContext(
  client: VenmoClient,
  legacy: boolean,
  input: Record<string, unknown>,
): Promise<VenmoPaymentContext> {
  const answer = (await send(client, legacy ? LEGACY_CREATE_CONTEXT : CREATE_CONTEXT, { input })) as CreateAnswer;
  return legacy
    ? answer.data.createVenmoQRCodePaymentContext!.venmoQRCodePaymentContext
    : answer.data.createVenmoPaymentContext!.venmoPaymentContext;
}

/** The context's status, payment method and payer (query PaymentContext); rejects on a failed request. */
export async function queryPaymentContext(
  client: VenmoClient,
  legacy: boolean,
  id: string | undefined,
): Promise<VenmoContextNode> {
  const answer = (await send(client, legacy ? LEGACY_CONTEXT_STATUS : CONTEXT_STATUS, { id })) as {
    data: { node: VenmoContextNode };
  };
  return answer.data.node;
}

/** Sets the context's status (CANCELED or EXPIRED from this side). */
export function updatePaymentContext(
  client: VenmoClient,
  legacy: boolean,
  id: string,
  status: VenmoContextStatus,
): Promise<unknown> {
  return send(client, legacy ? LEGACY_UPDATE_CONTEXT : UPDATE_CONTEXT, { input: { id, status } });
}

/** Milliseconds a context lives: expiresAt - createdAt (NaN when either is missing). */
export function lifetimeMs(context: Pick<VenmoPaymentContext, "createdAt" | "expiresAt">): number {
  return new Date(context.expiresAt).getTime() - new Date(context.createdAt).getTime();
}
