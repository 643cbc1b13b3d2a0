import type { Scenario } from "../harness/scenario.ts";
import { HTTP_FAILURES } from "./failure-classes.ts";

const NEEDS: Scenario["needs"] = ["sepa"];

const OPTIONS = {
  accountHolderName: "Erika Mustermann",
  customerId: "customer-1",
  iban: "DE89370400440532013000",
  mandateType: "ONE_OFF",
  countryCode: "DE",
  merchantAccountId: "eur_account",
};

/** tokenize(ctx.args) on a fresh instance. */
const tokenize = async (sdk: any, ctx: any) =>
  (await sdk.sepa.create({ client: await sdk.client.create({ authorization: ctx.auth }) })).tokenize(
    ctx.args ?? undefined,
  );

const without = (name: string) => {
  const options: Record<string, unknown> = { ...OPTIONS };
  delete options[name];
  return options;
};

/**
 * sepa: create, tokenize validation, and the mandate request with its failures. Paths past a created mandate need
 * the provider's approval page in a popup: they are covered by our own browser tests (tests/e2e/sdk-sepa.spec.ts).
 */
export const sepaScenarios: Scenario[] = [
  {
    name: "sepa.create without client or authorization rejects INSTANTIATION_OPTION_REQUIRED",
    needs: NEEDS,
    run: (sdk) => sdk.sepa.create({}),
  },
  {
    name: "sepa.create with a client of another version rejects INCOMPATIBLE_VERSIONS",
    needs: NEEDS,
    run: (sdk) =>
      sdk.sepa.create({
        client: { getVersion: () => "3.100.0", getConfiguration: () => ({}), request: () => Promise.resolve({}) },
      }),
  },
  {
    name: "sepa.create with a client resolves an instance with the public methods",
    needs: NEEDS,
    run: async (sdk, ctx) => sdk.sepa.create({ client: await sdk.client.create({ authorization: ctx.auth }) }),
  },
  {
    name: "sepa.create with an authorization (no client) resolves",
    needs: NEEDS,
    compareConfigRequests: true,
    run: async (sdk, ctx) => sdk.sepa.create({ authorization: ctx.auth }),
  },
  {
    name: "sepa.create with a callback calls back (null, instance)",
    needs: NEEDS,
    run: async (sdk, ctx) => {
      const client = await sdk.client.create({ authorization: ctx.auth });
      return ctx.h.callback((cb) => sdk.sepa.create({ client }, cb));
    },
  },
  { name: "sepa.VERSION is 3.109.0", needs: NEEDS, run: async (sdk) => sdk.sepa.VERSION },
  { name: "sepa.tokenize() rejects SEPA_TOKENIZE_MISSING_REQUIRED_OPTION", needs: NEEDS, run: tokenize },
  { name: "sepa.tokenize({}) rejects SEPA_TOKENIZE_MISSING_REQUIRED_OPTION", needs: NEEDS, args: {}, run: tokenize },
  ...["iban", "merchantAccountId", "mandateType", "customerId", "accountHolderName", "countryCode"].map(
    (name): Scenario => ({
      name: `sepa.tokenize without ${name} rejects SEPA_TOKENIZE_MISSING_REQUIRED_OPTION`,
      needs: NEEDS,
      args: without(name),
      run: tokenize,
    }),
  ),
  ...["one_off", "MONTHLY", ""].map((mandateType): Scenario => ({
    name: `sepa.tokenize with mandateType ${JSON.stringify(mandateType)} rejects SEPA_INVALID_MANDATE_TYPE`,
    needs: NEEDS,
    args: { ...OPTIONS, mandateType },
    run: tokenize,
  })),
  {
    name: "sepa.tokenize with a callback calls back the validation error",
    needs: NEEDS,
    run: async (sdk, ctx) => {
      const sepa = await sdk.sepa.create({ client: await sdk.client.create({ authorization: ctx.auth }) });
      return ctx.h.callback((cb) => sepa.tokenize({}, cb));
    },
  },
  ...HTTP_FAILURES.map(([label, failure]): Scenario => ({
    name: `sepa.tokenize: the mandate request (all fields) fails with ${label} -> SEPA_CREATE_MANDATE_FAILED`,
    needs: NEEDS,
    failures: { sepa_debit: failure },
    args: {
      ...OPTIONS,
      mandateType: "RECURRENT",
      locale: "de-DE",
      billingAddress: {
        addressLine1: "Hauptstr. 1",
        addressLine2: "Hinterhaus",
        adminArea1: "BE",
        adminArea2: "Berlin",
        postalCode: "10115",
        unknown: "x",
      },
    },
    limitMs: 10_000,
    run: tokenize,
  })),
  {
    name: "sepa.tokenize: a mandate answer without sepaDebitAccount -> SEPA_CREATE_MANDATE_FAILED",
    needs: NEEDS,
    failures: { sepa_debit: { kind: "http", status: 201, body: { message: { body: {} } } } },
    args: OPTIONS,
    run: tokenize,
  },
];
