// Where a payment is in its provider's dashboard, for the order detail: support opens it to see what the provider
// saw. None for the sandbox (demo mode): nothing exists at a provider then.
import type { PaymentsConfig } from "../payments/config.ts";

export function paymentDashboardUrl(
  config: Pick<PaymentsConfig, "demoMode" | "environment" | "keys">,
  provider: string,
  ref: string | null,
): string | null {
  if (config.demoMode || !ref) return null;
  const test = config.environment === "test";
  const id = encodeURIComponent(ref);
  switch (provider) {
    case "stripe":
      return `https://dashboard.stripe.com/${test ? "test/" : ""}payments/${id}`;
    case "paypal":
      return `https://www.${test ? "sandbox." : ""}paypal.com/activity/payment/${id}`;
    case "braintree": {
      const merchant = config.keys.braintree?.merchantId;
      if (!merchant) return null;
      return `https://${test ? "sandbox." : ""}braintreegateway.com/merchants/${encodeURIComponent(merchant)}/transactions/${id}`;
    }
    case "mollie":
      return `https://my.mollie.com/dashboard/payments/${id}`;
    default:
      return null;
  }
}
