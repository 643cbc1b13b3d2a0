/**
 * The Venmo GraphQL operations, with the exact text braintree-web 3.109.0 sends (the gateway and the parity
 * suite see identical request bodies). "Legacy" = the QR-code payment context used without paymentMethodUsage.
 */
const CONTEXT_FIELDS = "      id\n      merchantId\n      createdAt\n      expiresAt\n    }\n  }\n}";
const ADDRESS =
  "fullName\n          addressLine1\n          addressLine2\n          adminArea1\n          adminArea2\n          postalCode\n          countryCode\n        }";

export const LEGACY_CREATE_CONTEXT =
  "mutation CreateVenmoQRCodePaymentContext($input: CreateVenmoQRCodePaymentContextInput!) {\n  createVenmoQRCodePaymentContext(input: $input) {\n    clientMutationId\n    venmoQRCodePaymentContext {\n" +
  CONTEXT_FIELDS;

export const CREATE_CONTEXT =
  "mutation CreateVenmoPaymentContext($input: CreateVenmoPaymentContextInput!) {\n  createVenmoPaymentContext(input: $input) {\n    clientMutationId\n    venmoPaymentContext {\n" +
  CONTEXT_FIELDS;

export const LEGACY_UPDATE_CONTEXT =
  "mutation UpdateVenmoQRCodePaymentContext($input: UpdateVenmoQRCodePaymentContextInput!) {\n  updateVenmoQRCodePaymentContext(input: $input) {\n    clientMutationId\n  }\n}";

export const UPDATE_CONTEXT =
  "mutation UpdateVenmoPaymentContextStatus($input: UpdateVenmoPaymentContextStatusInput!) {\n  updateVenmoPaymentContextStatus(input: $input) {\n    clientMutationId\n  }\n}";

export const LEGACY_CONTEXT_STATUS =
  "query PaymentContext($id: ID!) {\n  node(id: $id) {\n    ... on VenmoQRCodePaymentContext {\n      status\n      paymentMethodId\n      userName\n    }\n  }\n}";

export const CONTEXT_STATUS =
  "query PaymentContext($id: ID!) {\n  node(id: $id) {\n    ... on VenmoPaymentContext {\n      status\n      paymentMethodId\n      userName\n      payerInfo {\n        firstName\n        lastName\n        phoneNumber\n        email\n        externalId\n        userName\n        billingAddress {\n          " +
  ADDRESS +
  "\n        shippingAddress {\n          " +
  ADDRESS +
  "\n      }\n    }\n  }\n}";
