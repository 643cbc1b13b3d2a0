/** Name used in INSTANTIATION_OPTION_REQUIRED / INCOMPATIBLE_VERSIONS messages. */
export const COMPONENT_NAME = "Vault Manager";

/** Client API endpoint listing a customer's vaulted payment methods. */
export const PAYMENT_METHODS_ENDPOINT = "payment_methods";

/** GraphQL operation deleting the payment method behind a single-use nonce. */
export const DELETE_OPERATION_NAME = "DeletePaymentMethodFromSingleUseToken";

/** The mutation text, identical to braintree-web's so the gateway sees the same request. */
export const DELETE_PAYMENT_METHOD_MUTATION =
  "mutation DeletePaymentMethodFromSingleUseToken($input: DeletePaymentMethodFromSingleUseTokenInput!) {" +
  "  deletePaymentMethodFromSingleUseToken(input: $input) {" +
  "    clientMutationId" +
  "  }" +
  "}";

/** Methods disabled by teardown. */
export const PUBLIC_METHODS = ["fetchPaymentMethods", "deletePaymentMethod", "teardown"] as const;
