import type { GatewayConfiguration } from "./types.ts";

type Brand = string;
type BrandMap = Readonly<Record<string, string>>;

// Card brand names per consumer, as the REST configuration spells them.
const CARD_BRANDS = {
  creditCard: {
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
  },
  wallet: {
    VISA: "visa",
    MASTERCARD: "mastercard",
    DISCOVER: "discover",
    AMERICAN_EXPRESS: "amex",
    INTERNATIONAL_MAESTRO: "maestro",
    ELO: "elo",
  },
  visaCheckout: { VISA: "Visa", MASTERCARD: "MasterCard", DISCOVER: "Discover", AMERICAN_EXPRESS: "American Express" },
  masterpass: {
    VISA: "visa",
    MASTERCARD: "master",
    DISCOVER: "discover",
    AMERICAN_EXPRESS: "amex",
    DINERS: "diners",
    INTERNATIONAL_MAESTRO: "maestro",
    JCB: "jcb",
  },
} satisfies Record<string, BrandMap>;

function mapBrands(brands: unknown, map: BrandMap): string[] {
  if (!Array.isArray(brands)) return [];
  return (brands as Brand[]).filter((b) => Object.prototype.hasOwnProperty.call(map, b)).map((b) => map[b]!);
}

function lower(value: unknown): unknown {
  return typeof value === "string" ? value.toLowerCase() : value;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Gql = Record<string, any>;

/**
 * Converts the GraphQL `clientConfiguration` into the REST configuration shape every module reads, field for
 * field as braintree-web does, so a tokenization-key client looks the same whichever API served it.
 */
export function adaptGraphQLConfiguration(c: Gql, graphQLUrl: string): GatewayConfiguration {
  const out: GatewayConfiguration = {
    environment: lower(c.environment) as string,
    clientApiUrl: c.clientApiUrl,
    assetsUrl: c.assetsUrl,
    analytics: { url: c.analyticsUrl },
    merchantId: c.merchantId,
    venmo: "off",
  };
  if (c.supportedFeatures) {
    out.graphQL = { url: graphQLUrl, features: (c.supportedFeatures as string[]).map((f) => f.toLowerCase()) };
  }
  if (c.braintreeApi) out.braintreeApi = c.braintreeApi;
  if (c.applePayWeb) {
    const { supportedCardBrands, ...rest } = c.applePayWeb as Gql;
    out.applePayWeb = { ...rest, supportedNetworks: mapBrands(supportedCardBrands, CARD_BRANDS.wallet) };
  }
  if (c.fastlane) out.fastlane = c.fastlane;
  if (c.ideal) out.ideal = c.ideal;
  if (c.kount) out.kount = { kountMerchantId: c.kount.merchantId };
  if (c.creditCard) {
    out.challenges = ((c.creditCard.challenges ?? []) as string[]).map((x) => x.toLowerCase());
    out.creditCards = { supportedCardTypes: mapBrands(c.creditCard.supportedCardBrands, CARD_BRANDS.creditCard) };
    out.threeDSecureEnabled = c.creditCard.threeDSecureEnabled;
    out.threeDSecure = c.creditCard.threeDSecure;
  } else {
    out.challenges = [];
    out.creditCards = { supportedCardTypes: [] };
    out.threeDSecureEnabled = false;
  }
  if (c.googlePay) {
    out.androidPay = {
      displayName: c.googlePay.displayName,
      enabled: true,
      environment: lower(c.googlePay.environment),
      googleAuthorizationFingerprint: c.googlePay.googleAuthorization,
      paypalClientId: c.googlePay.paypalClientId,
      supportedNetworks: mapBrands(c.googlePay.supportedCardBrands, CARD_BRANDS.wallet),
    };
  }
  if (c.venmo) {
    out.payWithVenmo = {
      merchantId: c.venmo.merchantId,
      accessToken: c.venmo.accessToken,
      environment: lower(c.venmo.environment),
      enrichedCustomerDataEnabled: c.venmo.enrichedCustomerDataEnabled,
    };
  }
  if (c.paypal) {
    const { currencyCode, ...paypal } = c.paypal as Gql;
    out.paypalEnabled = true;
    out.paypal = { ...paypal, currencyIsoCode: currencyCode, environment: lower(paypal.environment) };
  } else {
    out.paypalEnabled = false;
  }
  if (c.unionPay) out.unionPay = { enabled: true, merchantAccountId: c.unionPay.merchantAccountId };
  if (c.visaCheckout) {
    out.visaCheckout = {
      apikey: c.visaCheckout.apiKey,
      encryptionKey: c.visaCheckout.encryptionKey,
      externalClientId: c.visaCheckout.externalClientId,
      supportedCardTypes: mapBrands(c.visaCheckout.supportedCardBrands, CARD_BRANDS.visaCheckout),
    };
  }
  if (c.masterpass) {
    out.masterpass = {
      merchantCheckoutId: c.masterpass.merchantCheckoutId,
      supportedNetworks: mapBrands(c.masterpass.supportedCardBrands, CARD_BRANDS.masterpass),
    };
  }
  if (c.usBankAccount) {
    out.usBankAccount = { routeId: c.usBankAccount.routeId, plaid: { publicKey: c.usBankAccount.plaidPublicKey } };
  }
  return out;
}
