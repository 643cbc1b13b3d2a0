import type { Scenario } from "../harness/scenario.ts";
import { GRAPHQL_FAILURES, HTTP_FAILURES } from "./failure-classes.ts";

const NEEDS: Scenario["needs"] = ["usBankAccount"];

const tokenizeDetails = async (sdk: any, ctx: any) => {
  const usb = await sdk.usBankAccount.create({ client: await sdk.client.create({ authorization: ctx.auth }) });
  return usb.tokenize({
    mandateText: "I authorize Braintree to debit my bank account on behalf of Parity Shop.",
    bankDetails: {
      routingNumber: "011000015",
      accountNumber: "1000000000",
      accountType: "checking",
      ownershipType: "personal",
      firstName: "Pat",
      lastName: "Doe",
      billingAddress: {
        streetAddress: "123 Main St",
        extendedAddress: "Apt 4",
        locality: "Chicago",
        region: "IL",
        postalCode: "60606",
      },
    },
  });
};

const tokenizeLogin = async (sdk: any, ctx: any) => {
  const usb = await sdk.usBankAccount.create({ client: await sdk.client.create({ authorization: ctx.auth }) });
  return usb.tokenize({
    mandateText: "I authorize Braintree to debit my bank account.",
    bankLogin: {
      displayName: "Parity Shop",
      ownershipType: "business",
      businessName: "Parity LLC",
      billingAddress: { streetAddress: "1 Loop", locality: "Chicago", region: "IL", postalCode: "60601" },
    },
  });
};

/** Tokenizes with ctx.args as the options ("[undefined]" = no argument at all). */
const tokenizeArgs = async (sdk: any, ctx: any) => {
  const usb = await sdk.usBankAccount.create({ client: await sdk.client.create({ authorization: ctx.auth }) });
  return ctx.args === "[undefined]" ? usb.tokenize() : usb.tokenize(ctx.args);
};

const accessRestricted = {
  code: "BRAINTREE_API_ACCESS_RESTRICTED",
  type: "MERCHANT",
  message: "Your access is restricted and cannot use this part of the Braintree API.",
};

/** us-bank-account: create, tokenize with bankDetails and bankLogin (fake Plaid), teardown. */
export const usBankAccountScenarios: Scenario[] = [
  {
    name: "usBankAccount.create without client or authorization rejects INSTANTIATION_OPTION_REQUIRED",
    needs: NEEDS,
    run: (sdk) => sdk.usBankAccount.create({}),
  },
  {
    name: "usBankAccount.create with a client of another version rejects INCOMPATIBLE_VERSIONS",
    needs: NEEDS,
    run: (sdk) =>
      sdk.usBankAccount.create({
        client: { getVersion: () => "2.0.0", getConfiguration: () => ({}), request: () => Promise.resolve({}) },
      }),
  },
  {
    name: "usBankAccount.create for a merchant without US bank account rejects US_BANK_ACCOUNT_NOT_ENABLED",
    needs: NEEDS,
    merchant: { usBankAccount: "off" },
    run: async (sdk, ctx) => sdk.usBankAccount.create({ client: await sdk.client.create({ authorization: ctx.auth }) }),
  },
  {
    name: "usBankAccount.create with a client resolves an instance with the public methods",
    needs: NEEDS,
    run: async (sdk, ctx) => sdk.usBankAccount.create({ client: await sdk.client.create({ authorization: ctx.auth }) }),
  },
  {
    name: "usBankAccount.create with an authorization (no client) then tokenize bank details",
    needs: NEEDS,
    compareConfigRequests: true,
    run: async (sdk, ctx) =>
      (await sdk.usBankAccount.create({ authorization: ctx.auth })).tokenize({
        mandateText: "ok",
        bankDetails: {
          routingNumber: "011000015",
          accountNumber: "987654321",
          accountType: "savings",
          ownershipType: "personal",
          firstName: "A",
          lastName: "B",
        },
      }),
  },
  {
    name: "usBankAccount.create with a callback calls back (null, instance)",
    needs: NEEDS,
    run: async (sdk, ctx) => {
      const client = await sdk.client.create({ authorization: ctx.auth });
      return ctx.h.callback((cb) => sdk.usBankAccount.create({ client }, cb));
    },
  },
  { name: "usBankAccount.VERSION is 3.109.0", needs: NEEDS, run: async (sdk) => sdk.usBankAccount.VERSION },
  {
    name: "usBankAccount.tokenize() without options rejects US_BANK_ACCOUNT_OPTION_REQUIRED (mandateText)",
    needs: NEEDS,
    args: "[undefined]",
    run: tokenizeArgs,
  },
  {
    name: "usBankAccount.tokenize without mandateText rejects US_BANK_ACCOUNT_OPTION_REQUIRED",
    needs: NEEDS,
    args: { bankDetails: { accountType: "checking" } },
    run: tokenizeArgs,
  },
  {
    name: "usBankAccount.tokenize with bankDetails and bankLogin rejects US_BANK_ACCOUNT_MUTUALLY_EXCLUSIVE_OPTIONS",
    needs: NEEDS,
    args: { mandateText: "m", bankDetails: {}, bankLogin: {} },
    run: tokenizeArgs,
  },
  {
    name: "usBankAccount.tokenize with neither bankDetails nor bankLogin rejects US_BANK_ACCOUNT_OPTION_REQUIRED",
    needs: NEEDS,
    args: { mandateText: "m" },
    run: tokenizeArgs,
  },
  {
    name: "usBankAccount.tokenize bankLogin without displayName rejects US_BANK_ACCOUNT_OPTION_REQUIRED",
    needs: NEEDS,
    args: { mandateText: "m", bankLogin: {} },
    run: tokenizeArgs,
  },
  {
    name: "usBankAccount.tokenize bankLogin for a merchant without Plaid rejects US_BANK_ACCOUNT_BANK_LOGIN_NOT_ENABLED",
    needs: NEEDS,
    merchant: { usBankAccount: "details" },
    args: { mandateText: "m", bankLogin: { displayName: "Shop" } },
    run: tokenizeArgs,
  },
  {
    name: "usBankAccount.tokenize bankDetails (personal owner, full address) resolves nonce + description",
    needs: NEEDS,
    run: tokenizeDetails,
  },
  {
    name: "usBankAccount.tokenize bankDetails with a tokenization key",
    needs: NEEDS,
    auth: "tk",
    run: tokenizeDetails,
  },
  {
    name: "usBankAccount.tokenize bankDetails for a business owner without billing address",
    needs: NEEDS,
    args: {
      mandateText: "m",
      bankDetails: {
        routingNumber: "011000015",
        accountNumber: "55554444",
        accountType: "Savings",
        ownershipType: "business",
        businessName: "Parity LLC",
      },
    },
    run: tokenizeArgs,
  },
  {
    name: "usBankAccount.tokenize with a callback calls back (null, payload)",
    needs: NEEDS,
    run: async (sdk, ctx) => {
      const usb = await sdk.usBankAccount.create({ client: await sdk.client.create({ authorization: ctx.auth }) });
      return ctx.h.callback((cb) =>
        usb.tokenize(
          {
            mandateText: "m",
            bankDetails: {
              routingNumber: "1",
              accountNumber: "12345678",
              accountType: "checking",
              ownershipType: "personal",
            },
          },
          cb,
        ),
      );
    },
  },
  ...HTTP_FAILURES.map(([label, failure]): Scenario => {
    const buggy = label === "401";
    return {
      name: buggy
        ? "usBankAccount.tokenize bankDetails fails with 401: braintree-web throws TypeError (bug), ours rejects BRAINTREE_API_ACCESS_RESTRICTED"
        : `usBankAccount.tokenize bankDetails fails with ${label}`,
      needs: NEEDS,
      failures: { "graphql:TokenizeUsBankAccount": failure },
      ...(buggy ? { braintreeBug: accessRestricted } : {}),
      run: tokenizeDetails,
    };
  }),
  ...GRAPHQL_FAILURES.map(([label, failure]): Scenario => ({
    name: `usBankAccount.tokenize bankDetails answered with ${label} (HTTP 200) rejects US_BANK_ACCOUNT_TOKENIZATION_NETWORK_ERROR`,
    needs: NEEDS,
    failures: { "graphql:TokenizeUsBankAccount": failure },
    run: tokenizeDetails,
  })),
  {
    name: "usBankAccount.tokenize bankLogin: Plaid success -> TokenizeUsBankLogin resolves nonce",
    needs: NEEDS,
    freshPage: true,
    run: tokenizeLogin,
  },
  {
    name: "usBankAccount.tokenize bankLogin: customer closes Plaid -> US_BANK_ACCOUNT_LOGIN_CLOSED",
    needs: NEEDS,
    freshPage: true,
    plaidMode: "exit",
    run: tokenizeLogin,
  },
  {
    name: "usBankAccount.tokenize bankLogin: Plaid script fails to load -> US_BANK_ACCOUNT_LOGIN_LOAD_FAILED",
    needs: NEEDS,
    failures: { plaid: { kind: "http", status: 404, body: "not found" } },
    freshPage: true,
    run: tokenizeLogin,
  },
  {
    name: "usBankAccount.tokenize bankLogin twice at once -> second rejects US_BANK_ACCOUNT_LOGIN_REQUEST_ACTIVE",
    needs: NEEDS,
    freshPage: true,
    run: async (sdk, ctx) => {
      const usb = await sdk.usBankAccount.create({ client: await sdk.client.create({ authorization: ctx.auth }) });
      const options = {
        mandateText: "m",
        bankLogin: { displayName: "Shop", ownershipType: "personal", firstName: "A", lastName: "B" },
      };
      const first = ctx.h.settle(usb.tokenize(options));
      const second = ctx.h.settle(usb.tokenize(options));
      return { first: await first, second: await second };
    },
  },
  ...(
    [
      ["500", { kind: "http", status: 500 }],
      ["422", { kind: "http", status: 422 }],
      ["GraphQL VALIDATION", { kind: "graphql", errorClass: "VALIDATION" }],
    ] as const
  ).map(([label, failure]): Scenario => ({
    name: `usBankAccount.tokenize bankLogin: TokenizeUsBankLogin fails with ${label}`,
    needs: NEEDS,
    failures: { "graphql:TokenizeUsBankLogin": failure },
    freshPage: true,
    run: tokenizeLogin,
  })),
  {
    name: "usBankAccount.tokenize bankLogin fails with 401: braintree-web never settles (TypeError unhandled, bug), ours rejects BRAINTREE_API_ACCESS_RESTRICTED",
    needs: NEEDS,
    failures: { "graphql:TokenizeUsBankLogin": { kind: "http", status: 401 } },
    braintreeBug: accessRestricted,
    braintreeBugShape: "never settles",
    freshPage: true,
    limitMs: 2500,
    run: tokenizeLogin,
  },
  {
    name: "usBankAccount.teardown resolves; afterwards tokenize/teardown throw METHOD_CALLED_AFTER_TEARDOWN synchronously",
    needs: NEEDS,
    run: async (sdk, ctx) => {
      const usb = await sdk.usBankAccount.create({ client: await sdk.client.create({ authorization: ctx.auth }) });
      const torn = await ctx.h.settle(usb.teardown());
      return {
        torn,
        tokenize: await ctx.h.sync(() => usb.tokenize({ mandateText: "m" })),
        teardown: await ctx.h.sync(() => usb.teardown()),
      };
    },
  },
  {
    name: "usBankAccount.teardown with a callback calls back",
    needs: NEEDS,
    run: async (sdk, ctx) => {
      const usb = await sdk.usBankAccount.create({ client: await sdk.client.create({ authorization: ctx.auth }) });
      return ctx.h.callback((cb) => usb.teardown(cb));
    },
  },
];
