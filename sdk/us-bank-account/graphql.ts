import { tokenizeError, tokenizePayload } from "./tokenize-result.ts";
import type { UsBankAccountClient, UsBankAccountTokenizePayload, UsBankBillingAddress, UsBankOwner } from "./types.ts";

/** Which tokenize mutation: typed-in bank details or the bank-login widget. */
export type TokenizeKind = "UsBankAccount" | "UsBankLogin";

/**
 * Mutation text. The parts are joined without separators (the minifier folds them into one literal) so the
 * gateway receives exactly the single-line text braintree-web 3.109.0 sends (its request bodies are compared
 * byte for byte by the parity tests).
 */
export function tokenizeMutation(kind: TokenizeKind): string {
  return (
    `mutation Tokenize${kind}($input: Tokenize${kind}Input!) {` +
    `  tokenize${kind}(input: $input) {` +
    "    paymentMethod {" +
    "      id" +
    "      details {" +
    "        ... on UsBankAccountDetails {" +
    "          last4" +
    "        }" +
    "      }" +
    "    }" +
    "  }" +
    "}"
  );
}

/**
 * GraphQL billing address: the gateway calls locality/region/postalCode city/state/zipCode. Absent values stay
 * undefined and drop out of the JSON body.
 */
export function toGraphQLBillingAddress(address: UsBankBillingAddress | undefined | null) {
  const source = address ?? {};
  return {
    streetAddress: source.streetAddress,
    extendedAddress: source.extendedAddress,
    city: source.locality,
    state: source.region,
    zipCode: source.postalCode,
  };
}

/** Owner block keyed by ownership type; an unknown type adds nothing (the gateway then reports what is missing). */
export function ownerFields(owner: UsBankOwner): {
  individualOwner?: { firstName: string | undefined; lastName: string | undefined };
  businessOwner?: { businessName: string | undefined };
} {
  return owner.ownershipType === "personal"
    ? { individualOwner: { firstName: owner.firstName, lastName: owner.lastName } }
    : owner.ownershipType === "business"
      ? { businessOwner: { businessName: owner.businessName } }
      : {};
}

/** Request options for client.request: a GraphQL call with the mutation and its single input variable. */
export function tokenizeRequest(kind: TokenizeKind, input: Record<string, unknown>) {
  return {
    api: "graphQLApi" as const,
    data: {
      query: tokenizeMutation(kind),
      variables: { input: { [kind === "UsBankAccount" ? "usBankAccount" : "usBankLogin"]: input } },
    },
  };
}

/**
 * Sends the tokenize mutation and resolves braintree-web's payload; a failed request or a malformed answer
 * rejects with the module's error (see tokenizeError).
 */
export async function sendTokenize(
  client: UsBankAccountClient,
  kind: TokenizeKind,
  input: Record<string, unknown>,
): Promise<UsBankAccountTokenizePayload> {
  try {
    return tokenizePayload(await client.request(tokenizeRequest(kind, input)), `tokenize${kind}`);
  } catch (error) {
    throw tokenizeError(error);
  }
}
