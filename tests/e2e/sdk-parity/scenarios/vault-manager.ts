import type { Scenario } from "../harness/scenario.ts";
import { GRAPHQL_FAILURES, HTTP_FAILURES } from "./failure-classes.ts";

const NEEDS: Scenario["needs"] = ["vaultManager"];
const NONCE = "tokencc_single_use_1234";

const deleteWith = async (sdk: any, ctx: any) => {
  const vault = await sdk.vaultManager.create({ client: await sdk.client.create({ authorization: ctx.auth }) });
  return vault.deletePaymentMethod("tokencc_single_use_1234");
};
const fetchWith = async (sdk: any, ctx: any) => {
  const vault = await sdk.vaultManager.create({ client: await sdk.client.create({ authorization: ctx.auth }) });
  return vault.fetchPaymentMethods();
};

const unknownError = (nonce: string) => ({
  code: "VAULT_MANAGER_DELETE_PAYMENT_METHOD_UNKNOWN_ERROR",
  type: "UNKNOWN",
  message: `An unknown error occured when attempting to delete the payment method assocaited with the payment method nonce \`${nonce}\`.`,
});

/** vault-manager: create, fetchPaymentMethods, deletePaymentMethod, teardown. */
export const vaultManagerScenarios: Scenario[] = [
  {
    name: "vaultManager.create without client or authorization rejects INSTANTIATION_OPTION_REQUIRED",
    needs: NEEDS,
    run: (sdk) => sdk.vaultManager.create({}),
  },
  {
    name: "vaultManager.create with a client of another version rejects INCOMPATIBLE_VERSIONS",
    needs: NEEDS,
    run: (sdk) =>
      sdk.vaultManager.create({
        client: { getVersion: () => "3.0.0", getConfiguration: () => ({}), request: () => Promise.resolve({}) },
      }),
  },
  {
    name: "vaultManager.create with a client resolves an instance with the public methods",
    needs: NEEDS,
    run: async (sdk, ctx) => sdk.vaultManager.create({ client: await sdk.client.create({ authorization: ctx.auth }) }),
  },
  {
    name: "vaultManager.create with an authorization (no client) creates its client and fetches",
    needs: NEEDS,
    compareConfigRequests: true,
    run: async (sdk, ctx) => (await sdk.vaultManager.create({ authorization: ctx.auth })).fetchPaymentMethods(),
  },
  {
    name: "vaultManager.create with a callback calls back (null, instance)",
    needs: NEEDS,
    run: async (sdk, ctx) => {
      const client = await sdk.client.create({ authorization: ctx.auth });
      return ctx.h.callback((cb) => sdk.vaultManager.create({ client }, cb));
    },
  },
  { name: "vaultManager.VERSION is 3.109.0", needs: NEEDS, run: async (sdk) => sdk.vaultManager.VERSION },
  {
    name: "vaultManager.fetchPaymentMethods() sends defaultFirst 0 and formats each method",
    needs: NEEDS,
    run: fetchWith,
  },
  {
    name: "vaultManager.fetchPaymentMethods({defaultFirst: true}) sends defaultFirst 1",
    needs: NEEDS,
    run: async (sdk, ctx) =>
      (
        await sdk.vaultManager.create({ client: await sdk.client.create({ authorization: ctx.auth }) })
      ).fetchPaymentMethods({ defaultFirst: true }),
  },
  {
    name: "vaultManager.fetchPaymentMethods({defaultFirst: 'yes'}) only treats true as true",
    needs: NEEDS,
    run: async (sdk, ctx) =>
      (
        await sdk.vaultManager.create({ client: await sdk.client.create({ authorization: ctx.auth }) })
      ).fetchPaymentMethods({ defaultFirst: "yes" }),
  },
  {
    name: "vaultManager.fetchPaymentMethods with a callback calls back (null, methods)",
    needs: NEEDS,
    run: async (sdk, ctx) => {
      const vault = await sdk.vaultManager.create({ client: await sdk.client.create({ authorization: ctx.auth }) });
      return ctx.h.callback((cb) => vault.fetchPaymentMethods({}, cb));
    },
  },
  {
    name: "vaultManager.fetchPaymentMethods with a tokenization key: gateway refuses with 403",
    needs: NEEDS,
    auth: "tk",
    run: fetchWith,
  },
  ...HTTP_FAILURES.map(([label, failure]): Scenario => ({
    name: `vaultManager.fetchPaymentMethods fails with ${label}`,
    needs: NEEDS,
    failures: { payment_methods: failure },
    run: fetchWith,
  })),
  {
    name: "vaultManager.fetchPaymentMethods on a 200 answer without paymentMethods: braintree-web TypeError (documented difference: ours CLIENT_REQUEST_ERROR)",
    needs: NEEDS,
    failures: { payment_methods: { kind: "http", status: 200, body: { unexpected: true } } },
    knownDifference: {
      note: "README: fetchPaymentMethods on an answer without paymentMethods rejects CLIENT_REQUEST_ERROR",
      braintree: { error: { name: "TypeError" } },
      ours: { error: { name: "BraintreeError", code: "CLIENT_REQUEST_ERROR", type: "NETWORK" } },
      braintreeEndpoints: ["payment_methods"],
      oursEndpoints: ["payment_methods"],
    },
    run: fetchWith,
  },
  {
    name: "vaultManager.deletePaymentMethod resolves undefined after the DeletePaymentMethodFromSingleUseToken mutation",
    needs: NEEDS,
    run: deleteWith,
  },
  {
    name: "vaultManager.deletePaymentMethod with a callback calls back (null, undefined)",
    needs: NEEDS,
    run: async (sdk, ctx) => {
      const vault = await sdk.vaultManager.create({ client: await sdk.client.create({ authorization: ctx.auth }) });
      return ctx.h.callback((cb) => vault.deletePaymentMethod("tokencc_single_use_1234", cb));
    },
  },
  {
    name: "vaultManager.deletePaymentMethod with a tokenization key rejects ..._REQUIRES_CLIENT_TOKEN without a request",
    needs: NEEDS,
    auth: "tk",
    run: deleteWith,
  },
  {
    name: "vaultManager.deletePaymentMethod with a client token without customer: gateway AUTHORIZATION error -> UNKNOWN_ERROR",
    needs: NEEDS,
    auth: "ctNoCustomer",
    run: deleteWith,
  },
  ...GRAPHQL_FAILURES.map(([label, failure]): Scenario => ({
    name: `vaultManager.deletePaymentMethod answered with ${label}`,
    needs: NEEDS,
    failures: { "graphql:DeletePaymentMethodFromSingleUseToken": failure },
    run: deleteWith,
  })),
  ...HTTP_FAILURES.map(([label, failure]): Scenario => {
    // braintree-web reads error.details.originalError[0] and crashes when originalError is undefined (_notes).
    const buggy = !["404", "422"].includes(label);
    return {
      name: buggy
        ? `vaultManager.deletePaymentMethod fails with ${label}: braintree-web throws TypeError (bug), ours rejects VAULT_MANAGER_DELETE_PAYMENT_METHOD_UNKNOWN_ERROR`
        : `vaultManager.deletePaymentMethod fails with HTTP ${label}`,
      needs: NEEDS,
      failures: { "graphql:DeletePaymentMethodFromSingleUseToken": failure },
      ...(buggy ? { braintreeBug: unknownError(NONCE) } : {}),
      run: deleteWith,
    };
  }),
  {
    name: "vaultManager.teardown resolves; afterwards every method throws METHOD_CALLED_AFTER_TEARDOWN synchronously",
    needs: NEEDS,
    run: async (sdk, ctx) => {
      const vault = await sdk.vaultManager.create({ client: await sdk.client.create({ authorization: ctx.auth }) });
      const torn = await ctx.h.settle(vault.teardown());
      return {
        torn,
        fetch: await ctx.h.sync(() => vault.fetchPaymentMethods()),
        del: await ctx.h.sync(() => vault.deletePaymentMethod("x")),
        teardown: await ctx.h.sync(() => vault.teardown()),
      };
    },
  },
  {
    name: "vaultManager.teardown with a callback calls back",
    needs: NEEDS,
    run: async (sdk, ctx) => {
      const vault = await sdk.vaultManager.create({ client: await sdk.client.create({ authorization: ctx.auth }) });
      return ctx.h.callback((cb) => vault.teardown(cb));
    },
  },
];
