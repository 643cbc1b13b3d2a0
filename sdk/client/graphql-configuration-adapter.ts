import type { GatewayConfiguration } from "./types.ts";

type Gql = Record<string, any>;
type BrandMap = Readonly<Record<string, string>>;

// REST spellings of the card brands, keyed by GraphQL enum value, per consumer: the card configuration (and Visa
// Checkout, which takes four of them), the wallets (Apple Pay, Google Pay) and Masterpass. Brands a consumer has
// no spelling for are dropped, as braintree-web does.
const CARD: BrandMap = {
  AMERICAN_EXPRESS: "American Express",
  DISCOVER: "Discover",
  INTERNATIONAL_MAESTRO: "Maestro",
  JCB: "JCB",
  MASTERCARD: "MasterCard",
  SOLO: "Solo",
  UK_MAESTRO: "UK Maestro",
  UNION_PAY: "UnionPay",
  VISA: "Visa",
  ELO: "Elo",
  HIPER: "Hiper",
  HIPERCARD: "Hipercard",
};
const WALLET: BrandMap = {
  VISA: "visa",
  MASTERCARD: "mastercard",
  DISCOVER: "discover",
  AMERICAN_EXPRESS: "amex",
  INTERNATIONAL_MAESTRO: "maestro",
  ELO: "elo",
};
const MASTERPASS: BrandMap = {
  VISA: "visa",
  MASTERCARD: "master",
  DISCOVER: "discover",
  AMERICAN_EXPRESS: "amex",
  DINERS: "diners",
  INTERNATIONAL_MAESTRO: "maestro",
  JCB: "jcb",
};
const VISA_CHECKOUT: BrandMap = {
  VISA: "Visa",
  MASTERCARD: "MasterCard",
  DISCOVER: "Discover",
  AMERICAN_EXPRESS: "American Express",
};

function brands(list: unknown, map: BrandMap): string[] {
  return Array.isArray(list)
    ? list.filter((b) => Object.prototype.hasOwnProperty.call(map, b)).map((b) => map[b]!)
    : [];
}

const lower = (value: unknown) => (typeof value === "string" ? value.toLowerCase() : value);

/**
 * Converts the GraphQL `clientConfiguration` into the REST configuration shape every module reads, field for
 * field as braintree-web does, so a tokenization-key client looks the same whichever API served it.
 */
export function adaptGraphQLConfiguration(c: Gql, graphQLUrl: string): GatewayConfiguration {
  const {
    creditCard: card,
    applePayWeb,
    googlePay: google,
    venmo,
    paypal,
    visaCheckout: visa,
    masterpass,
    usBankAccount: bank,
  } = c;
  const out: GatewayConfiguration = {
    environment: lower(c.environment) as string,
    clientApiUrl: c.clientApiUrl,
    assetsUrl: c.assetsUrl,
    analytics: { url: c.analyticsUrl },
    merchantId: c.merchantId,
    venmo: "off",
    challenges: card?.challenges?.map(lower) ?? [],
    creditCards: { supportedCardTypes: brands(card?.supportedCardBrands, CARD) },
    threeDSecureEnabled: card ? card.threeDSecureEnabled : false,
    paypalEnabled: !!paypal,
  };
  // Sections copied as they are.
  for (const key of ["braintreeApi", "fastlane", "ideal"]) if (c[key]) out[key] = c[key];
  if (card) out.threeDSecure = card.threeDSecure;
  if (c.supportedFeatures) out.graphQL = { url: graphQLUrl, features: c.supportedFeatures.map(lower) };
  if (applePayWeb) {
    const { supportedCardBrands, ...rest } = applePayWeb;
    out.applePayWeb = { ...rest, supportedNetworks: brands(supportedCardBrands, WALLET) };
  }
  if (c.kount) out.kount = { kountMerchantId: c.kount.merchantId };
  if (google) {
    out.androidPay = {
      displayName: google.displayName,
      enabled: true,
      environment: lower(google.environment),
      googleAuthorizationFingerprint: google.googleAuthorization,
      paypalClientId: google.paypalClientId,
      supportedNetworks: brands(google.supportedCardBrands, WALLET),
    };
  }
  // A GraphQL answer holds exactly the fields the query selected (null when unset), so a section whose fields
  // keep their names can be copied whole.
  if (venmo) out.payWithVenmo = { ...venmo, environment: lower(venmo.environment) };
  if (paypal) {
    const { currencyCode, ...rest } = paypal;
    out.paypal = { ...rest, currencyIsoCode: currencyCode, environment: lower(rest.environment) };
  }
  if (c.unionPay) out.unionPay = { enabled: true, ...c.unionPay };
  if (visa) {
    out.visaCheckout = {
      apikey: visa.apiKey,
      encryptionKey: visa.encryptionKey,
      externalClientId: visa.externalClientId,
      supportedCardTypes: brands(visa.supportedCardBrands, VISA_CHECKOUT),
    };
  }
  if (masterpass) {
    out.masterpass = {
      merchantCheckoutId: masterpass.merchantCheckoutId,
      supportedNetworks: brands(masterpass.supportedCardBrands, MASTERPASS),
    };
  }
  if (bank) out.usBankAccount = { routeId: bank.routeId, plaid: { publicKey: bank.plaidPublicKey } };
  return out;
}
