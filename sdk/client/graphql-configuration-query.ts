// The selection braintree-web asks for. Serialized below with the same spacing it uses (every line indented two
// spaces per level and followed by one space), so a gateway, or a fake of it, sees the same request body.
type Selection = ReadonlyArray<string | readonly [string, Selection]>;

const SELECTION: Selection = [
  "analyticsUrl",
  "environment",
  "merchantId",
  "assetsUrl",
  "clientApiUrl",
  ["creditCard", ["supportedCardBrands", "challenges", "threeDSecureEnabled", ["threeDSecure", ["cardinalAuthenticationJWT"]]]],
  ["applePayWeb", ["countryCode", "currencyCode", "merchantIdentifier", "supportedCardBrands"]],
  ["fastlane", ["enabled"]],
  ["googlePay", ["displayName", "supportedCardBrands", "environment", "googleAuthorization", "paypalClientId"]],
  ["ideal", ["routeId", "assetsUrl"]],
  ["kount", ["merchantId"]],
  ["masterpass", ["merchantCheckoutId", "supportedCardBrands"]],
  [
    "paypal",
    [
      "displayName",
      "clientId",
      "assetsUrl",
      "environment",
      "environmentNoNetwork",
      "unvettedMerchant",
      "braintreeClientId",
      "billingAgreementsEnabled",
      "merchantAccountId",
      "currencyCode",
      "payeeEmail",
    ],
  ],
  ["unionPay", ["merchantAccountId"]],
  ["usBankAccount", ["routeId", "plaidPublicKey"]],
  // braintree-web's query has no space after this one field; kept so the bodies stay byte-identical.
  ["venmo", ["merchantId", "accessToken", "environment", "enrichedCustomerDataEnabled\u0000"]],
  ["visaCheckout", ["apiKey", "externalClientId", "supportedCardBrands"]],
  ["braintreeApi", ["accessToken", "url"]],
  "supportedFeatures",
];

function serialize(selection: Selection, depth: number): string {
  const pad = "  ".repeat(depth);
  return selection
    .map((item) => {
      if (typeof item === "string") return item.endsWith("\u0000") ? pad + item.slice(0, -1) : `${pad}${item} `;
      return `${pad}${item[0]} { ${serialize(item[1], depth + 1)}${pad}} `;
    })
    .join("");
}

/** The `query` field of the ClientConfiguration request. */
export function configurationQuery(): string {
  return `query ClientConfiguration { ${serialize([["clientConfiguration", SELECTION]], 1)}}`;
}

/** Operation name sent beside the query. */
export const CONFIGURATION_OPERATION_NAME = "ClientConfiguration";
