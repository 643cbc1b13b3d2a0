import type { PayPalConfigurationView, PayPalTokenizeOptions, PayPalTokenizePayload } from "./types.ts";

/** Return and cancel addresses of one flow: our pages, with the flow's channel id. */
export interface ReturnPages {
  returnUrl: string;
  cancelUrl: string;
}

/**
 * Body of paypal_hermes/create_payment_resource (checkout) or setup_billing_agreement (vault), field for field
 * as braintree-web 3.109.0 builds it (spec section 3, "PayPal payment resource request").
 */
export function paymentResourceData(
  options: PayPalTokenizeOptions,
  gateway: PayPalConfigurationView["gatewayConfiguration"],
  pages: ReturnPages,
): Record<string, unknown> {
  const data: Record<string, unknown> = {
    returnUrl: pages.returnUrl,
    cancelUrl: pages.cancelUrl,
    offerPaypalCredit: options.offerCredit === true,
    offerPayLater: options.offerPayLater === true,
    experienceProfile: {
      brandName: options.displayName || gateway.paypal?.displayName,
      localeCode: options.locale,
      noShipping: String(!options.enableShippingAddress),
      addressOverride: options.shippingAddressEditable === false,
      landingPageType: options.landingPageType,
    },
  };
  if (options.flow === "checkout") {
    data.amount = options.amount;
    data.currencyIsoCode = options.currency;
    if (Object.hasOwn(options, "intent")) data.intent = options.intent;
    // Checkout takes the override's fields at the top level.
    Object.assign(data, options.shippingAddressOverride);
  } else {
    data.shippingAddress = options.shippingAddressOverride;
    if (options.billingAgreementDescription) data.description = options.billingAgreementDescription;
  }
  return data;
}

/** The approval address in a flow-start answer, with useraction=commit appended when asked for. */
export function approvalUrl(options: PayPalTokenizeOptions, response: unknown): string {
  const answer = response as {
    paymentResource?: { redirectUrl?: string };
    agreementSetup?: { approvalUrl?: string };
  } | null;
  const url = options.flow === "checkout" ? answer?.paymentResource?.redirectUrl : answer?.agreementSetup?.approvalUrl;
  if (typeof url !== "string") throw new TypeError("The gateway answer has no approval address.");
  return options.useraction === "commit" ? url + (url.includes("?") ? "&" : "?") + "useraction=commit" : url;
}

/**
 * Body of payment_methods/paypal_accounts from the return page's parameters: a billing agreement token (vault),
 * or paymentId + PayerID (checkout). The account is validated only for vault with a client token.
 */
export function accountData(
  options: PayPalTokenizeOptions,
  params: Record<string, string>,
  configuration: PayPalConfigurationView,
): Record<string, unknown> {
  const account: Record<string, unknown> = {
    correlationId: params.ba_token || params.token,
    options: { validate: options.flow === "vault" && configuration.authorizationType !== "TOKENIZATION_KEY" },
  };
  if (params.ba_token) {
    account.billingAgreementToken = params.ba_token;
  } else {
    account.paymentToken = params.paymentId;
    account.payerId = params.PayerID;
    account.unilateral = configuration.gatewayConfiguration.paypal?.unvettedMerchant;
    if (Object.hasOwn(options, "intent")) account.intent = options.intent;
  }
  return { paypalAccount: account };
}

/** The result from paypalAccounts[0]: nonce, type, details = payerInfo, creditFinancingOffered when present. */
export function tokenizePayload(response: unknown): PayPalTokenizePayload {
  const account = ((response as { paypalAccounts?: unknown[] } | null)?.paypalAccounts?.[0] ?? {}) as {
    nonce?: string;
    type?: string;
    details?: { payerInfo?: Record<string, unknown>; creditFinancingOffered?: Record<string, unknown> };
  };
  const payload: PayPalTokenizePayload = {
    nonce: account.nonce as string,
    details: account.details?.payerInfo ?? {},
    type: account.type as string,
  };
  if (account.details?.creditFinancingOffered) payload.creditFinancingOffered = account.details.creditFinancingOffered;
  return payload;
}
