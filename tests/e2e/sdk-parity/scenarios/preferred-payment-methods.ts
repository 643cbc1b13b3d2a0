import type { Scenario } from "../harness/scenario.ts";
import { GRAPHQL_FAILURES, HTTP_FAILURES } from "./failure-classes.ts";

const NEEDS: Scenario["needs"] = ["preferredPaymentMethods"];

const fetchWith = async (sdk: any, ctx: any) => {
  const ppm = await sdk.preferredPaymentMethods.create({
    client: await sdk.client.create({ authorization: ctx.auth }),
  });
  return ppm.fetchPreferredPaymentMethods();
};

/** preferred-payment-methods: create, fetchPreferredPaymentMethods (failures resolve both flags false). */
export const preferredPaymentMethodsScenarios: Scenario[] = [
  {
    name: "preferredPaymentMethods.create without client or authorization rejects INSTANTIATION_OPTION_REQUIRED",
    needs: NEEDS,
    run: (sdk) => sdk.preferredPaymentMethods.create({}),
  },
  {
    name: "preferredPaymentMethods.create with a client of another version rejects INCOMPATIBLE_VERSIONS",
    needs: NEEDS,
    run: (sdk) =>
      sdk.preferredPaymentMethods.create({
        client: { getVersion: () => "3.108.0", getConfiguration: () => ({}), request: () => Promise.resolve({}) },
      }),
  },
  {
    name: "preferredPaymentMethods.create with a client resolves an instance with the public methods",
    needs: NEEDS,
    run: async (sdk, ctx) =>
      sdk.preferredPaymentMethods.create({ client: await sdk.client.create({ authorization: ctx.auth }) }),
  },
  {
    name: "preferredPaymentMethods.create with a callback calls back (null, instance)",
    needs: NEEDS,
    run: async (sdk, ctx) => {
      const client = await sdk.client.create({ authorization: ctx.auth });
      return ctx.h.callback((cb) => sdk.preferredPaymentMethods.create({ client }, cb));
    },
  },
  {
    name: "preferredPaymentMethods.VERSION is 3.109.0",
    needs: NEEDS,
    run: async (sdk) => sdk.preferredPaymentMethods.VERSION,
  },
  {
    name: "preferredPaymentMethods.fetchPreferredPaymentMethods resolves the flags (client token)",
    needs: NEEDS,
    run: fetchWith,
  },
  {
    name: "preferredPaymentMethods.fetchPreferredPaymentMethods resolves the flags (tokenization key)",
    needs: NEEDS,
    auth: "tk",
    run: fetchWith,
  },
  {
    name: "preferredPaymentMethods.create with an authorization (no client) then fetch",
    needs: NEEDS,
    compareConfigRequests: true,
    run: async (sdk, ctx) =>
      (await sdk.preferredPaymentMethods.create({ authorization: ctx.auth })).fetchPreferredPaymentMethods(),
  },
  {
    name: "preferredPaymentMethods.fetchPreferredPaymentMethods with a callback calls back (null, flags)",
    needs: NEEDS,
    run: async (sdk, ctx) => {
      const ppm = await sdk.preferredPaymentMethods.create({
        client: await sdk.client.create({ authorization: ctx.auth }),
      });
      return ctx.h.callback((cb) => ppm.fetchPreferredPaymentMethods(cb));
    },
  },
  ...[...HTTP_FAILURES, ...GRAPHQL_FAILURES].map(([label, failure]): Scenario => ({
    name: `preferredPaymentMethods.fetchPreferredPaymentMethods: ${label} resolves both flags false`,
    needs: NEEDS,
    failures: { "graphql:PreferredPaymentMethods": failure },
    run: fetchWith,
  })),
  {
    name: "preferredPaymentMethods: client setup failed (configuration 500) -> create resolves, fetch rejects with the setup error",
    needs: NEEDS,
    compareConfigRequests: true,
    failures: { configuration: { kind: "http", status: 500 } },
    run: async (sdk, ctx) => {
      let ppm: any;
      const created = await ctx.h.settle(
        sdk.preferredPaymentMethods.create({ authorization: ctx.auth }).then((i: any) => (ppm = i)),
      );
      const fetched = ppm ? await ctx.h.settle(ppm.fetchPreferredPaymentMethods()) : "no instance";
      return { created, fetched };
    },
  },
];
