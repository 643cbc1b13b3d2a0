// The selection braintree-web asks for, written as GraphQL without whitespace. configurationQuery() spaces it
// the way braintree-web's query text is spaced (each name or brace on its own "line": indented two spaces per
// level and followed by one space, no newlines), so a gateway, or a fake of it, sees the same request body.
// One quirk is kept: braintree-web's text has no space after enrichedCustomerDataEnabled, marked "!" here.
const SELECTION =
  "clientConfiguration{analyticsUrl environment merchantId assetsUrl clientApiUrl " +
  "creditCard{supportedCardBrands challenges threeDSecureEnabled threeDSecure{cardinalAuthenticationJWT}} " +
  "applePayWeb{countryCode currencyCode merchantIdentifier supportedCardBrands} " +
  "fastlane{enabled} " +
  "googlePay{displayName supportedCardBrands environment googleAuthorization paypalClientId} " +
  "ideal{routeId assetsUrl} " +
  "kount{merchantId} " +
  "masterpass{merchantCheckoutId supportedCardBrands} " +
  "paypal{displayName clientId assetsUrl environment environmentNoNetwork unvettedMerchant braintreeClientId " +
  "billingAgreementsEnabled merchantAccountId currencyCode payeeEmail} " +
  "unionPay{merchantAccountId} " +
  "usBankAccount{routeId plaidPublicKey} " +
  "venmo{merchantId accessToken environment enrichedCustomerDataEnabled!} " +
  "visaCheckout{apiKey externalClientId supportedCardBrands} " +
  "braintreeApi{accessToken url} " +
  "supportedFeatures}";

/** The `query` field of the ClientConfiguration request. */
export function configurationQuery(): string {
  let depth = 1;
  let text = "";
  for (const token of SELECTION.match(/\w+[{!]?|}/g)!) {
    if (token === "}") depth--;
    text += "  ".repeat(depth) + (token.endsWith("!") ? token.slice(0, -1) : token.replace("{", " {") + " ");
    if (token.endsWith("{")) depth++;
  }
  return `query ClientConfiguration { ${text}}`;
}

/** Operation name sent beside the query. */
export const CONFIGURATION_OPERATION_NAME = "ClientConfiguration";
