import { BRAINTREE_SANDBOX_URLS, clientToken, DEFAULT_MERCHANT } from "../../../fixtures/gateway/index.ts";
import { restConfiguration } from "../../../fixtures/gateway/configuration.ts";
import type { Scenario } from "../harness/scenario.ts";
import { GRAPHQL_FAILURES, HTTP_FAILURES } from "./failure-classes.ts";

const summary = async (sdk: any, ctx: any) => {
  const c = await sdk.client.create({ authorization: ctx.auth });
  return { api: ctx.h.normalize(c), version: c.getVersion(), configuration: c.getConfiguration() };
};

const badConfig = (patch: Record<string, unknown>) => ({
  kind: "http" as const,
  status: 200,
  body: { ...restConfiguration(DEFAULT_MERCHANT, BRAINTREE_SANDBOX_URLS), ...patch },
});

const create = (sdk: any, ctx: any) => sdk.client.create({ authorization: ctx.auth });

/** client: create (promise and callback, both authorization types), request, getConfiguration, getVersion, teardown. */
export const clientScenarios: Scenario[] = [
  {
    name: "client.create with a tokenization key (GraphQL configuration) resolves a client",
    needs: [],
    auth: "tk",
    compareConfigRequests: true,
    run: summary,
  },
  {
    name: "client.create with a client token (client API configuration) resolves a client",
    needs: [],
    auth: "ct",
    compareConfigRequests: true,
    run: summary,
  },
  {
    name: "client.create with a client token whose graphQL.date is 2018-05-08 fetches configuration over GraphQL",
    needs: [],
    auth: "ctGraphQL",
    compareConfigRequests: true,
    run: summary,
  },
  {
    name: "client.create with a callback calls back asynchronously with (null, client) and returns undefined",
    needs: [],
    compareConfigRequests: true,
    run: (sdk, ctx) => ctx.h.callback((cb) => sdk.client.create({ authorization: ctx.auth }, cb)),
  },
  {
    name: "client.create twice with one authorization reuses the cached client (one configuration request)",
    needs: [],
    compareConfigRequests: true,
    run: async (sdk, ctx) => {
      const a = await sdk.client.create({ authorization: ctx.auth });
      const b = await sdk.client.create({ authorization: ctx.auth });
      return { same: a === b };
    },
  },
  {
    name: "client.create with a production tokenization key fetches configuration from the production GraphQL host",
    needs: [],
    compareConfigRequests: true,
    args: "production_abcdef12_merchantid123",
    run: async (sdk, ctx) =>
      (await sdk.client.create({ authorization: ctx.args })).getConfiguration().authorizationType,
  },
  {
    name: "client.create with a client token whose graphQL.date is after 2018-05-10 uses the client API configuration",
    needs: [],
    compareConfigRequests: true,
    args: clientToken({
      clientApiOrigin: BRAINTREE_SANDBOX_URLS.clientApiOrigin,
      tag: "late-graphql",
      graphQL: { url: BRAINTREE_SANDBOX_URLS.graphQLUrl, date: "2019-01-01" },
    }),
    run: async (sdk, ctx) =>
      (await sdk.client.create({ authorization: ctx.args })).getConfiguration().gatewayConfiguration.merchantId,
  },
  {
    name: "client.create with a client token whose configUrl is on a non-Braintree host is requested as given (here unreachable)",
    needs: [],
    compareConfigRequests: true,
    args: clientToken({ clientApiOrigin: "https://gateway.evil.example", tag: "evil" }),
    run: (sdk, ctx) => sdk.client.create({ authorization: ctx.args }),
  },
  {
    name: "client.create() without options: braintree-web throws a TypeError synchronously (documented difference: ours rejects INSTANTIATION_OPTION_REQUIRED)",
    needs: [],
    knownDifference: {
      note: "README: misuse such as create() without options rejects the documented error",
      braintree: { ok: { threw: { name: "TypeError" } } },
      ours: {
        ok: {
          returned: "promise",
          settled: {
            error: {
              name: "BraintreeError",
              code: "INSTANTIATION_OPTION_REQUIRED",
              type: "MERCHANT",
              message: "options.authorization is required when instantiating a client.",
            },
          },
        },
      },
      braintreeEndpoints: [],
      oursEndpoints: [],
    },
    run: (sdk, ctx) => ctx.h.sync(() => sdk.client.create()),
  },
  {
    name: "client.create: braintree-web posts analytics beacons (documented difference: ours sends none)",
    needs: [],
    keepAnalytics: true,
    knownDifference: {
      note: "README: analytics events are not sent",
      braintree: { ok: "3.109.0" },
      ours: { ok: "3.109.0" },
      braintreeEndpoints: ["analytics", "analytics"],
      oursEndpoints: [],
    },
    run: async (sdk, ctx) => {
      const version = (await sdk.client.create({ authorization: ctx.auth })).getVersion();
      await ctx.h.sleep(1000); // beacons are fire-and-forget; leave time for them on a loaded machine
      return version;
    },
  },
  {
    name: "client.create without authorization rejects INSTANTIATION_OPTION_REQUIRED",
    needs: [],
    run: (sdk) => sdk.client.create({}),
  },
  {
    name: "client.create without authorization, callback style, calls back with the error",
    needs: [],
    run: (sdk, ctx) => ctx.h.callback((cb) => sdk.client.create({}, cb)),
  },
  {
    name: "client.create with a garbage authorization rejects CLIENT_INVALID_AUTHORIZATION",
    needs: [],
    run: (sdk) => sdk.client.create({ authorization: "not a token!" }),
  },
  {
    name: "client.create with base64 that is not JSON rejects CLIENT_INVALID_AUTHORIZATION",
    needs: [],
    run: (sdk) => sdk.client.create({ authorization: btoa("not json") }),
  },
  { name: "client.VERSION is 3.109.0", needs: [], run: async (sdk) => sdk.client.VERSION },
  ...HTTP_FAILURES.map(([label, failure]): Scenario => ({
    name: `client.create: client API configuration fails with ${label}`,
    needs: [],
    compareConfigRequests: true,
    failures: { configuration: failure },
    run: create,
  })),
  {
    name: "client.create: configuration connection dropped once is retried and succeeds",
    needs: [],
    compareConfigRequests: true,
    failures: { configuration: { kind: "abort", times: 1 } },
    run: async (sdk, ctx) =>
      (await sdk.client.create({ authorization: ctx.auth })).getConfiguration().gatewayConfiguration.merchantId,
  },
  {
    name: "client.create: configuration 408 once is retried and succeeds",
    needs: [],
    compareConfigRequests: true,
    failures: { configuration: { kind: "http", status: 408, times: 1 } },
    run: async (sdk, ctx) =>
      (await sdk.client.create({ authorization: ctx.auth })).getConfiguration().gatewayConfiguration.merchantId,
  },
  {
    name: "client.create after a failed create tries again (failures are not cached)",
    needs: [],
    compareConfigRequests: true,
    failures: { configuration: { kind: "http", status: 500, times: 1 } },
    run: async (sdk, ctx) => {
      const first = await ctx.h.settle(sdk.client.create({ authorization: ctx.auth }));
      const second = await ctx.h.settle(
        sdk.client.create({ authorization: ctx.auth }).then((c: any) => c.getVersion()),
      );
      return { first, second };
    },
  },
  ...[
    ...GRAPHQL_FAILURES,
    ["GraphQL AUTHENTICATION", { kind: "graphql", errorClass: "AUTHENTICATION" }] as const,
    ["GraphQL UNKNOWN", { kind: "graphql", errorClass: "UNKNOWN" }] as const,
  ].map(([label, failure]): Scenario => ({
    name: `client.create with a tokenization key: GraphQL configuration answers ${label}`,
    needs: [],
    auth: "tk",
    compareConfigRequests: true,
    failures: { "graphql:ClientConfiguration": failure },
    run: async (sdk, ctx) =>
      (await sdk.client.create({ authorization: ctx.auth })).getConfiguration().gatewayConfiguration,
  })),
  {
    name: "client.create with a tokenization key: GraphQL configuration unreachable (status 0) falls back to the client API",
    needs: [],
    auth: "tk",
    compareConfigRequests: true,
    failures: { "graphql:ClientConfiguration": { kind: "abort" } },
    run: async (sdk, ctx) =>
      (await sdk.client.create({ authorization: ctx.auth })).getConfiguration().gatewayConfiguration,
  },
  ...HTTP_FAILURES.filter(([l]) => l !== "status 0 (connection dropped twice)").map(([label, failure]): Scenario => ({
    name: `client.create with a tokenization key: GraphQL configuration fails with HTTP ${label}`,
    needs: [],
    auth: "tk",
    compareConfigRequests: true,
    failures: { "graphql:ClientConfiguration": failure },
    run: create,
  })),
  {
    name: "client.create: assetsUrl on a foreign domain rejects CLIENT_GATEWAY_CONFIGURATION_INVALID_DOMAIN",
    needs: [],
    failures: { configuration: badConfig({ assetsUrl: "https://assets.evil.example" }) },
    run: create,
  },
  {
    name: "client.create: clientApiUrl over http rejects CLIENT_GATEWAY_CONFIGURATION_INVALID_DOMAIN",
    needs: [],
    failures: {
      configuration: badConfig({
        clientApiUrl: "http://api.sandbox.braintreegateway.com/merchants/merchantid123/client_api",
      }),
    },
    run: create,
  },
  {
    name: "client.create: graphQL.url on a foreign domain rejects CLIENT_GATEWAY_CONFIGURATION_INVALID_DOMAIN",
    needs: [],
    failures: {
      configuration: badConfig({
        graphQL: { url: "https://graphql.evil.example/graphql", date: "2024-01-01", features: [] },
      }),
    },
    run: create,
  },
  {
    name: "client.create: configUrl on a foreign domain rejects CLIENT_GATEWAY_CONFIGURATION_INVALID_DOMAIN",
    needs: [],
    failures: { configuration: badConfig({ configUrl: "https://evil.example/config" }) },
    run: create,
  },
  {
    name: "client.getConfiguration returns a deep copy (mutations do not leak)",
    needs: [],
    run: async (sdk, ctx) => {
      const c = await sdk.client.create({ authorization: ctx.auth });
      const a = c.getConfiguration();
      a.gatewayConfiguration.merchantId = "changed";
      a.authorization = "changed";
      return {
        merchantId: c.getConfiguration().gatewayConfiguration.merchantId,
        auth: c.getConfiguration().authorization === ctx.auth,
        distinct: a !== c.getConfiguration(),
      };
    },
  },
  {
    name: "client JSON.stringify gives the configuration (toJSON)",
    needs: [],
    run: async (sdk, ctx) => JSON.parse(JSON.stringify(await sdk.client.create({ authorization: ctx.auth }))),
  },
  {
    name: "client.request GET payment_methods resolves the body plus _httpStatus",
    needs: [],
    run: async (sdk, ctx) =>
      (await sdk.client.create({ authorization: ctx.auth })).request({
        method: "get",
        endpoint: "payment_methods",
        data: { defaultFirst: 1 },
      }),
  },
  {
    name: "client.request POST union_pay_enrollments with a tokenization key sends tokenizationKey and _meta",
    needs: [],
    auth: "tk",
    run: async (sdk, ctx) =>
      (await sdk.client.create({ authorization: ctx.auth })).request({
        method: "post",
        endpoint: "union_pay_enrollments",
        data: {
          _meta: { source: "custom-source" },
          unionPayEnrollment: { number: "6212345678901232", mobileCountryCode: "62", mobileNumber: "11111111111" },
        },
      }),
  },
  {
    name: "client.request with a callback calls back (null, body, status)",
    needs: [],
    run: async (sdk, ctx) => {
      const c = await sdk.client.create({ authorization: ctx.auth });
      return ctx.h.callback((cb) => c.request({ method: "get", endpoint: "payment_methods", data: {} }, cb));
    },
  },
  {
    name: "client.request failing, callback style, calls back (error, null, status)",
    needs: [],
    failures: { payment_methods: { kind: "http", status: 422 } },
    run: async (sdk, ctx) => {
      const c = await sdk.client.create({ authorization: ctx.auth });
      return ctx.h.callback((cb) => c.request({ method: "get", endpoint: "payment_methods", data: {} }, cb));
    },
  },
  {
    name: "client.request without method rejects CLIENT_OPTION_REQUIRED",
    needs: [],
    run: async (sdk, ctx) =>
      (await sdk.client.create({ authorization: ctx.auth })).request({ endpoint: "payment_methods" }),
  },
  {
    name: "client.request without endpoint rejects CLIENT_OPTION_REQUIRED",
    needs: [],
    run: async (sdk, ctx) => (await sdk.client.create({ authorization: ctx.auth })).request({ method: "get" }),
  },
  {
    name: "client.request with an unknown api rejects CLIENT_OPTION_INVALID",
    needs: [],
    run: async (sdk, ctx) =>
      (await sdk.client.create({ authorization: ctx.auth })).request({
        api: "restApi",
        method: "get",
        endpoint: "payment_methods",
      }),
  },
  {
    name: "client.request graphQLApi posts clientSdkMetadata with Bearer + Braintree-Version headers",
    needs: [],
    run: async (sdk, ctx) =>
      (await sdk.client.create({ authorization: ctx.auth })).request({
        api: "graphQLApi",
        data: { query: "query PreferredPaymentMethods { preferredPaymentMethods { paypalPreferred venmoPreferred } }" },
      }),
  },
  {
    name: "client.request graphQLApi with a tokenization key uses it as the Bearer token",
    needs: [],
    auth: "tk",
    run: async (sdk, ctx) =>
      (await sdk.client.create({ authorization: ctx.auth })).request({
        api: "graphQLApi",
        data: { query: "query PreferredPaymentMethods { preferredPaymentMethods { paypalPreferred venmoPreferred } }" },
      }),
  },
  ...GRAPHQL_FAILURES.map(([label, failure]): Scenario => ({
    name: `client.request graphQLApi answered with ${label} rejects CLIENT_GRAPHQL_REQUEST_ERROR`,
    needs: [],
    failures: { "graphql:PreferredPaymentMethods": failure },
    run: async (sdk, ctx) =>
      (await sdk.client.create({ authorization: ctx.auth })).request({
        api: "graphQLApi",
        data: { query: "query PreferredPaymentMethods { preferredPaymentMethods { paypalPreferred venmoPreferred } }" },
      }),
  })),
  ...HTTP_FAILURES.map(([label, failure]): Scenario => ({
    name: `client.request graphQLApi fails with HTTP ${label}`,
    needs: [],
    failures: { "graphql:PreferredPaymentMethods": failure },
    run: async (sdk, ctx) =>
      (await sdk.client.create({ authorization: ctx.auth })).request({
        api: "graphQLApi",
        data: { query: "query PreferredPaymentMethods { preferredPaymentMethods { paypalPreferred venmoPreferred } }" },
      }),
  })),
  ...HTTP_FAILURES.map(([label, failure]): Scenario => ({
    name: `client.request REST fails with ${label}`,
    needs: [],
    failures: { payment_methods: failure },
    run: async (sdk, ctx) =>
      (await sdk.client.create({ authorization: ctx.auth })).request({
        method: "get",
        endpoint: "payment_methods",
        data: {},
      }),
  })),
  {
    name: "client.request REST connection dropped once is retried and succeeds",
    needs: [],
    failures: { payment_methods: { kind: "abort", times: 1 } },
    run: async (sdk, ctx) =>
      (await sdk.client.create({ authorization: ctx.auth })).request({
        method: "get",
        endpoint: "payment_methods",
        data: {},
      }),
  },
  {
    // 250 ms, not less: on a loaded machine a shorter timeout can cancel the retry before the route sees it.
    name: "client.request REST gateway never answers: gives up after options.timeout (250 ms)",
    needs: [],
    failures: { payment_methods: { kind: "timeout" } },
    run: async (sdk, ctx) =>
      (await sdk.client.create({ authorization: ctx.auth })).request({
        method: "get",
        endpoint: "payment_methods",
        data: {},
        timeout: 250,
      }),
  },
  {
    name: "client.request graphQLApi gateway never answers: gives up after options.timeout (250 ms)",
    needs: [],
    failures: { "graphql:PreferredPaymentMethods": { kind: "timeout" } },
    run: async (sdk, ctx) =>
      (await sdk.client.create({ authorization: ctx.auth })).request({
        api: "graphQLApi",
        timeout: 250,
        data: { query: "query PreferredPaymentMethods { preferredPaymentMethods { paypalPreferred venmoPreferred } }" },
      }),
  },
  {
    name: "client.request REST answered 200 with a non-JSON body",
    needs: [],
    failures: { capabilities: { kind: "malformed" } },
    run: async (sdk, ctx) => {
      const r = await (
        await sdk.client.create({ authorization: ctx.auth })
      ).request({
        method: "get",
        endpoint: "payment_methods/credit_cards/capabilities",
        data: { creditCard: { number: "6212345678901232" } },
      });
      return { status: r._httpStatus, type: typeof r };
    },
  },
  {
    name: "client.create({debug: true}) marks the configuration isDebug",
    needs: [],
    run: async (sdk, ctx) =>
      (await sdk.client.create({ authorization: ctx.auth, debug: true })).getConfiguration().isDebug,
  },
  {
    name: "client.request POST payment_methods/credit_cards with tokenize_credit_cards goes over GraphQL TokenizeCreditCard",
    needs: [],
    merchant: { graphQLFeatures: ["tokenize_credit_cards"] },
    run: async (sdk, ctx) =>
      (await sdk.client.create({ authorization: ctx.auth })).request({
        method: "post",
        endpoint: "payment_methods/credit_cards",
        data: {
          creditCard: {
            number: "4111111111111111",
            expirationDate: "12/2030",
            cvv: "123",
            billingAddress: { postalCode: "60606" },
          },
        },
      }),
  },
  {
    name: "client.getVersion returns 3.109.0",
    needs: [],
    run: async (sdk, ctx) => (await sdk.client.create({ authorization: ctx.auth })).getVersion(),
  },
  {
    name: "client.teardown resolves; afterwards methods throw METHOD_CALLED_AFTER_TEARDOWN synchronously",
    needs: [],
    run: async (sdk, ctx) => {
      const c = await sdk.client.create({ authorization: ctx.auth });
      const torn = await ctx.h.settle(c.teardown());
      return {
        torn,
        request: await ctx.h.sync(() => c.request({ method: "get", endpoint: "payment_methods" })),
        getVersion: await ctx.h.sync(() => c.getVersion()),
        teardown: await ctx.h.sync(() => c.teardown()),
        getConfiguration: await ctx.h.sync(() => c.getConfiguration()),
      };
    },
  },
  {
    name: "client.teardown with a callback calls back and returns undefined",
    needs: [],
    run: async (sdk, ctx) => {
      const c = await sdk.client.create({ authorization: ctx.auth });
      return ctx.h.callback((cb) => c.teardown(cb));
    },
  },
  {
    name: "client.create after teardown fetches the configuration again (cache cleared)",
    needs: [],
    compareConfigRequests: true,
    run: async (sdk, ctx) => {
      const a = await sdk.client.create({ authorization: ctx.auth });
      await a.teardown();
      const b = await sdk.client.create({ authorization: ctx.auth });
      return { same: a === b, version: b.getVersion() };
    },
  },
];
