// Differential tests: braintree-web 3.109.0's own GraphQL request/adapter functions serve as the oracle for
// the bodies we send and the shapes we resolve (its code is only run here, never copied into the SDK).
import { describe, expect, it } from "vitest";
import { createRequire } from "node:module";
import * as creditCardCodec from "./graphql-credit-card.ts";
import { tokenizeCreditCardBody } from "./graphql-credit-card.ts";
import { adaptGraphQLConfiguration } from "./graphql-configuration-adapter.ts";
import { adaptGraphQLError, graphQLStatus } from "./graphql-response.ts";

const require = createRequire(import.meta.url);
type AnyFn = (...args: unknown[]) => any;
const BtGraphQL = require("braintree-web/client/request/graphql/index.js") as new (c: unknown) => unknown;
const BtGraphQLRequest = require("braintree-web/client/request/graphql/request.js") as new (
  o: unknown,
) => Record<string, AnyFn>;
const btConfigAdapter = require("braintree-web/client/request/graphql/adapters/configuration.js") as AnyFn;
const btErrorAdapter = require("braintree-web/client/request/graphql/adapters/error.js") as AnyFn;

const GQL_URL = "https://payments.sandbox.braintree-api.com/graphql";
const metadata = { source: "client", integration: "custom", sessionId: "s-1" };

function btRequest(data: unknown) {
  return new BtGraphQLRequest({
    graphQL: new BtGraphQL({ graphQL: { url: GQL_URL, features: ["tokenize_credit_cards"] } }),
    url: "https://api.sandbox.braintreegateway.com/merchants/m/client_api/v1/payment_methods/credit_cards",
    data,
    method: "POST",
    headers: {},
    metadata,
  });
}

const cards = [
  {
    creditCard: { number: "4111111111111111", expirationDate: "12 / 2030", cvv: "123" },
    authorizationFingerprint: "fp",
  },
  {
    creditCard: {
      number: "4111",
      expiration_month: 1,
      expiration_year: 2031,
      billing_address: { postal_code: "12345" },
    },
    tokenizationKey: "tk",
  },
  {
    creditCard: { number: "4111", expirationMonth: "02", expirationYear: "29", options: { validate: false } },
    authorizationFingerprint: "fp",
  },
  {
    creditCard: { number: "4111", cardholderName: "A B" },
    authenticationInsight: true,
    merchantAccountId: "ma",
    tokenizationKey: "tk",
  },
];

describe("GraphQL card tokenization matches braintree-web", () => {
  it.each(cards.map((c, i) => [i, c] as const))("request body %i", (_i, data) => {
    const theirs = JSON.parse(btRequest(data).getBody!() as string);
    expect({ clientSdkMetadata: metadata, ...tokenizeCreditCardBody(data) }).toEqual(theirs);
  });

  it.each([
    [
      "full card",
      {
        data: {
          tokenizeCreditCard: {
            token: "tok",
            creditCard: {
              bin: "411111",
              brandCode: "VISA",
              last4: "1111",
              cardholderName: null,
              expirationMonth: "12",
              expirationYear: "2030",
              binData: { prepaid: "YES", debit: null, issuingBank: "Bank", countryOfIssuance: null, productId: null },
            },
          },
        },
      },
    ],
    [
      "sparse card",
      {
        data: {
          tokenizeCreditCard: { token: "tok2", creditCard: { brandCode: "SOMETHING", last4: null, binData: null } },
        },
      },
    ],
    [
      "insight",
      {
        data: {
          tokenizeCreditCard: {
            token: "t3",
            creditCard: { last4: "4242" },
            authenticationInsight: { customerAuthenticationRegulationEnvironment: "PSDTWO" },
          },
        },
      },
    ],
    [
      "validation error",
      {
        data: null,
        errors: [
          {
            message: "Number is invalid",
            extensions: { errorClass: "VALIDATION", legacyCode: "81715", inputPath: ["input", "creditCard", "number"] },
          },
        ],
      },
    ],
  ])("response adaptation: %s", (_label, body) => {
    const theirs = btRequest(cards[0]).adaptResponseBody!(structuredClone(body));
    // What gateway-request.ts does: the codec's adaptation, else the generic GraphQL error shape.
    const ours = creditCardCodec.adapt(structuredClone(body)) ?? adaptGraphQLError(structuredClone(body));
    expect(ours).toEqual(theirs);
  });

  it.each([
    [200, { data: { x: 1 } }],
    [200, { errors: [{ message: "m", extensions: { errorClass: "VALIDATION" } }] }],
    [200, { errors: [{ message: "m", extensions: { errorClass: "AUTHORIZATION" } }] }],
    [200, { errors: [{ message: "m", extensions: { errorClass: "AUTHENTICATION" } }] }],
    [200, { errors: [{ message: "m" }] }],
    [200, { errors: [{ message: "m", extensions: { errorClass: "INTERNAL" } }] }],
    [500, { errors: [] }],
    [404, {}],
  ])("status determination for HTTP %i %j", (status, body) => {
    expect(graphQLStatus(status, body)).toBe(btRequest(cards[0]).determineStatus!(status, body));
  });

  it.each([
    {
      errors: [
        {
          message: "m",
          extensions: {
            errorClass: "VALIDATION",
            legacyCode: "1",
            inputPath: ["input", "creditCard", "billingAddress", "postalCode"],
          },
        },
        {
          message: "n",
          extensions: { errorClass: "VALIDATION", legacyCode: "2", inputPath: ["input", "creditCard", "cvv"] },
        },
      ],
    },
    { errors: [{ message: "only message", extensions: { errorClass: "VALIDATION" } }] },
    { errors: [{ message: "auth", extensions: { errorClass: "AUTHORIZATION" } }] },
    { errors: [{ message: "no class" }] },
  ])("error adaptation %#", (body) => {
    expect(adaptGraphQLError(body)).toEqual(btErrorAdapter(body));
  });
});

describe("GraphQL configuration adaptation matches braintree-web", () => {
  it("adapts a full clientConfiguration the same way", () => {
    const clientConfiguration = {
      analyticsUrl: "https://a.example/m",
      environment: "SANDBOX",
      merchantId: "m",
      assetsUrl: "https://assets.braintreegateway.com",
      clientApiUrl: "https://api.sandbox.braintreegateway.com:443/merchants/m/client_api",
      creditCard: {
        supportedCardBrands: ["VISA", "UNION_PAY", "NOPE"],
        challenges: ["CVV"],
        threeDSecureEnabled: true,
        threeDSecure: { cardinalAuthenticationJWT: "jwt" },
      },
      applePayWeb: {
        countryCode: "US",
        currencyCode: "USD",
        merchantIdentifier: "mi",
        supportedCardBrands: ["VISA", "AMERICAN_EXPRESS"],
      },
      fastlane: { enabled: true },
      googlePay: {
        displayName: "G",
        supportedCardBrands: ["MASTERCARD"],
        environment: "TEST",
        googleAuthorization: "ga",
        paypalClientId: "pc",
      },
      ideal: { routeId: "r", assetsUrl: "https://x" },
      kount: { merchantId: "k" },
      masterpass: { merchantCheckoutId: "mc", supportedCardBrands: ["DINERS", "JCB"] },
      paypal: {
        displayName: "P",
        clientId: "c",
        assetsUrl: "https://p",
        environment: "SANDBOX",
        environmentNoNetwork: false,
        unvettedMerchant: false,
        braintreeClientId: "b",
        billingAgreementsEnabled: true,
        merchantAccountId: "ma",
        currencyCode: "EUR",
        payeeEmail: null,
      },
      unionPay: { merchantAccountId: "u" },
      usBankAccount: { routeId: "r1", plaidPublicKey: "pk" },
      venmo: { merchantId: "v", accessToken: "at", environment: "SANDBOX", enrichedCustomerDataEnabled: true },
      visaCheckout: { apiKey: "ak", externalClientId: "e", supportedCardBrands: ["VISA", "DISCOVER"] },
      braintreeApi: { accessToken: "t", url: "https://b" },
      supportedFeatures: ["TOKENIZE_CREDIT_CARDS"],
    };
    const body = { data: { clientConfiguration } };
    const theirs = btConfigAdapter(structuredClone(body), { _graphQL: { _config: { url: GQL_URL } } });
    expect(adaptGraphQLConfiguration(structuredClone(clientConfiguration), GQL_URL)).toEqual(theirs);
  });

  it("adapts a minimal clientConfiguration the same way", () => {
    const clientConfiguration = {
      analyticsUrl: "a",
      environment: "PRODUCTION",
      merchantId: "m",
      assetsUrl: "x",
      clientApiUrl: "y",
    };
    const theirs = btConfigAdapter(
      { data: { clientConfiguration: { ...clientConfiguration } } },
      { _graphQL: { _config: { url: GQL_URL } } },
    );
    expect(adaptGraphQLConfiguration({ ...clientConfiguration }, GQL_URL)).toEqual(theirs);
  });
});
