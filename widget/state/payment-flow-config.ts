import type { PaymentServerConfig } from "../payments/types.ts";
import type { PaymentApi } from "../payments/api.ts";
import { PaymentFailure } from "../payments/errors.ts";

const cache = new Map<string, Promise<PaymentServerConfig>>();

/** GET /api/payments/config for an event, shared by the checkouts of one page; a failed load is retried. */
export function loadPaymentConfig(api: PaymentApi, apiOrigin: string, eventId: number): Promise<PaymentServerConfig> {
  const slot = `${apiOrigin}|${eventId}`;
  const known = cache.get(slot);
  if (known) return known;
  const promise = api
    .get<PaymentServerConfig>(`/api/payments/config?event_id=${encodeURIComponent(String(eventId))}`)
    .catch(() => {
      cache.delete(slot);
      throw new PaymentFailure("failed_to_initialize_payment");
    });
  cache.set(slot, promise);
  return promise;
}
