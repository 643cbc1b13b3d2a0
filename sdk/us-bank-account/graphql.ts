import type { UsBankBillingAddress, UsBankOwner } from "./types.ts";

/** Which tokenize mutation: typed-in bank details or the bank-login widget. */
export type TokenizeKind = "UsBankAccount" | "UsBankLogin";

/**
 * Mutation text. The parts are joined without separators so the gateway receives exactly the single-line
 * text braintree-web 3.109.0 sends (its request bodies are compared byte for byte by the parity tests).
 */
export function tokenizeMutation(kind: TokenizeKind): string {
  return [
    `mutation Tokenize${kind}($input: Tokenize${kind}Input!) {`,
    `  tokenize${kind}(input: $input) {`,
    "    paymentMethod {",
    "      id",
    "      details {",
    "        ... on UsBankAccountDetails {",
    "          last4",
    "        }",
    "      }",
    "    }",
    "  }",
    "}",
  ].join("");
}

/** GraphQL billing address: the gateway calls locality/region/postalCode city/state/zipCode. */
export interface GraphQLBillingAddress {
  streetAddress: string | undefined;
  extendedAddress: string | undefined;
  city: string | undefined;
  state: string | undefined;
  zipCode: string | undefined;
}

/** Maps the merchant's address fields to the gateway's names (absent values stay undefined and drop out of JSON). */
export function toGraphQLBillingAddress(address: UsBankBillingAddress | undefined | null): GraphQLBillingAddress {
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
  if (owner.ownershipType === "personal") {
    return { individualOwner: { firstName: owner.firstName, lastName: owner.lastName } };
  }
  if (owner.ownershipType === "business") {
    return { businessOwner: { businessName: owner.businessName } };
  }
  return {};
}

/** Request options for client.request: a GraphQL call with the mutation and its single input variable. */
export function tokenizeRequest(kind: TokenizeKind, input: Record<string, unknown>) {
  const inputKey = kind === "UsBankAccount" ? "usBankAccount" : "usBankLogin";
  return {
    api: "graphQLApi" as const,
    data: {
      query: tokenizeMutation(kind),
      variables: { input: { [inputKey]: input } },
    },
  };
}
