import { BILLING_ADDRESS_FIELDS } from "./constants.ts";
import type { SepaTokenizeOptions } from "./types.ts";

/** The mandate the gateway created: where to approve it, and what the nonce exchange needs. */
export interface Mandate {
  approvalUrl: string;
  last4: string;
  bankReferenceToken: string;
}

/** Body of POST sepa_debit (spec section 3, "SEPA mandate request"), field for field as braintree-web builds it. */
export function mandateData(
  options: SepaTokenizeOptions,
  returnUrl: string,
  cancelUrl: string,
): Record<string, unknown> {
  const billingAddress: Record<string, unknown> = { country_code: options.countryCode };
  const given = options.billingAddress as Record<string, unknown> | undefined;
  if (given) {
    for (const [camel, snake] of Object.entries(BILLING_ADDRESS_FIELDS))
      if (camel in given) billingAddress[snake] = given[camel];
  }
  return {
    sepa_debit: {
      account_holder_name: options.accountHolderName,
      billing_address: billingAddress,
      iban: options.iban,
      merchant_or_partner_customer_id: options.customerId,
      mandate_type: options.mandateType,
    },
    locale: options.locale,
    cancel_url: cancelUrl,
    return_url: returnUrl,
    merchant_account_id: options.merchantAccountId,
  };
}

/** The mandate in a sepa_debit answer (message.body.sepaDebitAccount), or undefined. */
export function mandateOf(response: unknown): Mandate | undefined {
  const account = (response as { message?: { body?: { sepaDebitAccount?: Mandate } } } | null)?.message?.body
    ?.sepaDebitAccount;
  return account
    ? { approvalUrl: account.approvalUrl, last4: account.last4, bankReferenceToken: account.bankReferenceToken }
    : undefined;
}

/** Body of POST payment_methods/sepa_debit_accounts (spec section 3, "SEPA nonce request"). */
export function nonceData(options: SepaTokenizeOptions, mandate: Mandate): Record<string, unknown> {
  return {
    sepa_debit_account: {
      last_4: mandate.last4,
      merchant_or_partner_customer_id: options.customerId,
      bank_reference_token: mandate.bankReferenceToken,
      mandate_type: options.mandateType,
    },
    merchant_account_id: options.merchantAccountId,
  };
}
