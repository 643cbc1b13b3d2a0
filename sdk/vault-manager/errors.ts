import type { ErrorTemplate } from "../lib/errors.ts";

/** Vault Manager errors (braintree-web src/vault-manager/errors.js); messages naming the nonce are built when raised. */
export const vaultManagerErrors = {
  VAULT_MANAGER_DELETE_PAYMENT_METHOD_NONCE_REQUIRES_CLIENT_TOKEN: {
    type: "MERCHANT",
    code: "VAULT_MANAGER_DELETE_PAYMENT_METHOD_NONCE_REQUIRES_CLIENT_TOKEN",
    message: "A client token with a customer id must be used to delete a payment method nonce.",
  },
  VAULT_MANAGER_PAYMENT_METHOD_NONCE_NOT_FOUND: {
    type: "MERCHANT",
    code: "VAULT_MANAGER_PAYMENT_METHOD_NONCE_NOT_FOUND",
  },
  VAULT_MANAGER_DELETE_PAYMENT_METHOD_UNKNOWN_ERROR: {
    type: "UNKNOWN",
    code: "VAULT_MANAGER_DELETE_PAYMENT_METHOD_UNKNOWN_ERROR",
  },
} as const satisfies Record<string, ErrorTemplate>;

/** Message of VAULT_MANAGER_PAYMENT_METHOD_NONCE_NOT_FOUND. */
export function nonceNotFoundMessage(nonce: string): string {
  return `A payment method for payment method nonce \`${nonce}\` could not be found.`;
}

/** Message of VAULT_MANAGER_DELETE_PAYMENT_METHOD_UNKNOWN_ERROR (braintree-web's spelling, typos included). */
export function deleteUnknownErrorMessage(nonce: string): string {
  return `An unknown error occured when attempting to delete the payment method assocaited with the payment method nonce \`${nonce}\`.`;
}
