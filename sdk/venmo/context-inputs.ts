import type { VenmoConfigurationView, VenmoOptions } from "./types.ts";

type Gateway = VenmoConfigurationView["gatewayConfiguration"];

/** Input of the legacy QR-code context: the environment upper-cased (mobile) or PRODUCTION/SANDBOX (desktop QR). */
export const legacyInput = (environment: string) => ({ environment, intent: "PAY_FROM_APP" });

/**
 * Input of CreateVenmoPaymentContext for the mobile and web-login flows (braintree-web's fields): usage, intent
 * CONTINUE, the client channel, the paysheet (address collection, transaction details only when one is given, line
 * items with unitTaxAmount "0" by default; the merchant's array is not changed).
 */
export function mobileInput(options: VenmoOptions, usage: string, customerClient: "MOBILE_WEB" | "NATIVE_WEB") {
  const transactionDetails = {
    subTotalAmount: options.subTotalAmount,
    discountAmount: options.discountAmount,
    taxAmount: options.taxAmount,
    shippingAmount: options.shippingAmount,
    totalAmount: options.totalAmount,
    lineItems: options.lineItems?.map((item) => ({ ...item, unitTaxAmount: item.unitTaxAmount || "0" })),
  };
  return {
    paymentMethodUsage: usage,
    intent: "CONTINUE",
    customerClient,
    isFinalAmount: options.isFinalAmount || false,
    displayName: options.displayName,
    paysheetDetails: {
      collectCustomerBillingAddress: options.collectCustomerBillingAddress || false,
      collectCustomerShippingAddress: options.collectCustomerShippingAddress || false,
      transactionDetails: Object.values(transactionDetails).some((v) => v !== undefined)
        ? transactionDetails
        : undefined,
    },
  };
}

/** Input of the desktop QR flow's context: legacy, or PAY_FROM_APP on DESKTOP with the profile and display name when set. */
export function desktopInput(options: VenmoOptions, usage: string, gateway: Gateway) {
  if (!usage) return legacyInput(gateway.environment === "production" ? "PRODUCTION" : "SANDBOX");
  const profileId = options.profileId || gateway.payWithVenmo?.merchantId;
  return {
    intent: "PAY_FROM_APP",
    paymentMethodUsage: usage,
    customerClient: "DESKTOP",
    ...(profileId ? { merchantProfileId: profileId } : {}),
    ...(options.displayName ? { displayName: options.displayName } : {}),
  };
}
