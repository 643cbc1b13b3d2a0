import type { Scenario } from "../harness/scenario.ts";
import { HTTP_FAILURES } from "./failure-classes.ts";

const NEEDS: Scenario["needs"] = ["unionpay"];

/** Calls unionpay[ctx.args.method](ctx.args.options) on a fresh instance. */
const call = async (sdk: any, ctx: any) => {
  const unionpay = await sdk.unionpay.create({ client: await sdk.client.create({ authorization: ctx.auth }) });
  return unionpay[ctx.args.method](ctx.args.options);
};

const CARD = { number: "6212345678901232", expirationMonth: "12", expirationYear: "2030", cvv: "123" };
const MOBILE = { countryCode: "62", number: "11111111111" };
const capabilities = { method: "fetchCapabilities", options: { card: { number: CARD.number } } };
const enroll = {
  method: "enroll",
  options: { card: { number: CARD.number, expirationDate: "12/2030" }, mobile: MOBILE },
};
const tokenize = {
  method: "tokenize",
  options: { card: CARD, enrollmentId: "union-pay-enrollment-1232", smsCode: "12345" },
};

/** How each method maps gateway failures: 403 passes the client error through; < 500 customer error; else network. */
const failing = (label: string, endpoint: string, args: unknown, failure: any): Scenario => ({
  name: `unionpay.${(args as { method: string }).method} fails with ${label}`,
  needs: NEEDS,
  failures: { [endpoint]: failure },
  args,
  run: call,
});

/** union-pay: create, fetchCapabilities, enroll, tokenize (card data; hosted-fields validation), teardown. */
export const unionPayScenarios: Scenario[] = [
  {
    name: "unionpay.create without client or authorization rejects INSTANTIATION_OPTION_REQUIRED",
    needs: NEEDS,
    run: (sdk) => sdk.unionpay.create({}),
  },
  {
    name: "unionpay.create with a client of another version rejects INCOMPATIBLE_VERSIONS",
    needs: NEEDS,
    run: (sdk) =>
      sdk.unionpay.create({
        client: { getVersion: () => "3.100.0", getConfiguration: () => ({}), request: () => Promise.resolve({}) },
      }),
  },
  {
    name: "unionpay.create for a merchant without UnionPay rejects UNIONPAY_NOT_ENABLED",
    needs: NEEDS,
    merchant: { unionPay: false },
    run: async (sdk, ctx) => sdk.unionpay.create({ client: await sdk.client.create({ authorization: ctx.auth }) }),
  },
  {
    name: "unionpay.create with a client resolves an instance with the public methods",
    needs: NEEDS,
    run: async (sdk, ctx) => sdk.unionpay.create({ client: await sdk.client.create({ authorization: ctx.auth }) }),
  },
  {
    name: "unionpay.create with an authorization (no client) then fetchCapabilities",
    needs: NEEDS,
    compareConfigRequests: true,
    run: async (sdk, ctx) =>
      (await sdk.unionpay.create({ authorization: ctx.auth })).fetchCapabilities({
        card: { number: "6212345678901232" },
      }),
  },
  {
    name: "unionpay.create with a callback calls back (null, instance)",
    needs: NEEDS,
    run: async (sdk, ctx) => {
      const client = await sdk.client.create({ authorization: ctx.auth });
      return ctx.h.callback((cb) => sdk.unionpay.create({ client }, cb));
    },
  },
  { name: "unionpay.VERSION is 3.109.0", needs: NEEDS, run: async (sdk) => sdk.unionpay.VERSION },
  // fetchCapabilities
  {
    name: "unionpay.fetchCapabilities with a card number resolves the gateway answer",
    needs: NEEDS,
    args: capabilities,
    run: call,
  },
  {
    name: "unionpay.fetchCapabilities with a tokenization key",
    needs: NEEDS,
    auth: "tk",
    args: capabilities,
    run: call,
  },
  {
    name: "unionpay.fetchCapabilities for a non-UnionPay card",
    needs: NEEDS,
    args: { method: "fetchCapabilities", options: { card: { number: "4111111111111111" } } },
    run: call,
  },
  {
    name: "unionpay.fetchCapabilities({}) rejects UNIONPAY_CARD_OR_HOSTED_FIELDS_INSTANCE_REQUIRED",
    needs: NEEDS,
    args: { method: "fetchCapabilities", options: {} },
    run: call,
  },
  {
    name: "unionpay.fetchCapabilities with a card without number rejects UNIONPAY_CARD_OR_HOSTED_FIELDS_INSTANCE_REQUIRED",
    needs: NEEDS,
    args: { method: "fetchCapabilities", options: { card: {} } },
    run: call,
  },
  {
    name: "unionpay.fetchCapabilities with card and hostedFields rejects UNIONPAY_CARD_AND_HOSTED_FIELDS_INSTANCES",
    needs: NEEDS,
    args: { method: "fetchCapabilities", options: { card: { number: CARD.number }, hostedFields: {} } },
    run: call,
  },
  {
    name: "unionpay.fetchCapabilities with an invalid hostedFields rejects UNIONPAY_HOSTED_FIELDS_INSTANCE_INVALID",
    needs: NEEDS,
    args: { method: "fetchCapabilities", options: { hostedFields: {} } },
    run: call,
  },
  {
    name: "unionpay.fetchCapabilities with a callback calls back (null, capabilities)",
    needs: NEEDS,
    run: async (sdk, ctx) => {
      const unionpay = await sdk.unionpay.create({ client: await sdk.client.create({ authorization: ctx.auth }) });
      return ctx.h.callback((cb) => unionpay.fetchCapabilities({ card: { number: "6212345678901232" } }, cb));
    },
  },
  ...HTTP_FAILURES.map(([label, failure]) => failing(label, "capabilities", capabilities, failure)),
  // enroll
  {
    name: "unionpay.enroll with expirationDate resolves enrollmentId + smsCodeRequired",
    needs: NEEDS,
    args: enroll,
    run: call,
  },
  {
    name: "unionpay.enroll with expirationMonth + expirationYear",
    needs: NEEDS,
    args: {
      method: "enroll",
      options: { card: { number: "6212345678900000", expirationMonth: "01", expirationYear: "2031" }, mobile: MOBILE },
    },
    run: call,
  },
  {
    name: "unionpay.enroll without expiry",
    needs: NEEDS,
    args: { method: "enroll", options: { card: { number: CARD.number }, mobile: MOBILE } },
    run: call,
  },
  {
    name: "unionpay.enroll with only expirationMonth rejects UNIONPAY_EXPIRATION_DATE_INCOMPLETE",
    needs: NEEDS,
    args: { method: "enroll", options: { card: { number: CARD.number, expirationMonth: "12" }, mobile: MOBILE } },
    run: call,
  },
  {
    name: "unionpay.enroll with only expirationYear rejects UNIONPAY_EXPIRATION_DATE_INCOMPLETE",
    needs: NEEDS,
    args: { method: "enroll", options: { card: { number: CARD.number, expirationYear: "2030" }, mobile: MOBILE } },
    run: call,
  },
  {
    name: "unionpay.enroll without mobile rejects UNIONPAY_MISSING_MOBILE_PHONE_DATA",
    needs: NEEDS,
    args: { method: "enroll", options: { card: { number: CARD.number } } },
    run: call,
  },
  {
    name: "unionpay.enroll with an empty mobile object (braintree-web only checks that mobile is present)",
    needs: NEEDS,
    args: { method: "enroll", options: { card: { number: CARD.number }, mobile: {} } },
    run: call,
  },
  {
    name: "unionpay.enroll without card rejects UNIONPAY_CARD_OR_HOSTED_FIELDS_INSTANCE_REQUIRED",
    needs: NEEDS,
    args: { method: "enroll", options: { mobile: MOBILE } },
    run: call,
  },
  {
    name: "unionpay.enroll with a card without number rejects UNIONPAY_CARD_OR_HOSTED_FIELDS_INSTANCE_REQUIRED",
    needs: NEEDS,
    args: { method: "enroll", options: { card: { expirationDate: "12/2030" }, mobile: MOBILE } },
    run: call,
  },
  {
    name: "unionpay.enroll with an invalid hostedFields rejects UNIONPAY_HOSTED_FIELDS_INSTANCE_INVALID",
    needs: NEEDS,
    args: { method: "enroll", options: { hostedFields: {}, mobile: MOBILE } },
    run: call,
  },
  {
    name: "unionpay.enroll with card and a hostedFields-like instance rejects UNIONPAY_CARD_AND_HOSTED_FIELDS_INSTANCES",
    needs: NEEDS,
    args: { method: "enroll", options: { hostedFields: { _bus: {} }, card: { number: CARD.number }, mobile: MOBILE } },
    run: call,
  },
  ...HTTP_FAILURES.map(([label, failure]) => failing(label, "union_pay_enrollments", enroll, failure)),
  // tokenize
  {
    name: "unionpay.tokenize with enrollmentId + smsCode + cvv resolves the card (consumed/threeDSecureInfo dropped)",
    needs: NEEDS,
    args: tokenize,
    run: call,
  },
  {
    name: "unionpay.tokenize with expirationDate and no smsCode/cvv",
    needs: NEEDS,
    args: {
      method: "tokenize",
      options: { card: { number: CARD.number, expirationDate: "12/30" }, enrollmentId: "e-1" },
    },
    run: call,
  },
  {
    name: "unionpay.tokenize with only expirationMonth sends no expiry",
    needs: NEEDS,
    args: {
      method: "tokenize",
      options: { card: { number: CARD.number, expirationMonth: "12" }, enrollmentId: "e-2", smsCode: "1" },
    },
    run: call,
  },
  { name: "unionpay.tokenize with a tokenization key", needs: NEEDS, auth: "tk", args: tokenize, run: call },
  {
    name: "unionpay.tokenize stays on the client API when the merchant tokenizes cards over GraphQL (unionPayEnrollment is excluded)",
    needs: NEEDS,
    merchant: { graphQLFeatures: ["tokenize_credit_cards"] },
    args: tokenize,
    run: call,
  },
  {
    name: "unionpay.tokenize with creditCards.collectDeviceData loads PayPal's fraudnet script after the nonce",
    needs: NEEDS,
    merchant: { collectDeviceData: true },
    freshPage: true,
    run: async (sdk, ctx) => {
      const unionpay = await sdk.unionpay.create({ client: await sdk.client.create({ authorization: ctx.auth }) });
      const card = await unionpay.tokenize({
        card: { number: "6212345678901232", expirationDate: "12/2030" },
        enrollmentId: "e-3",
        smsCode: "3",
      });
      await ctx.h.sleep(200);
      const params = document.querySelector('script[fncls="fnparams-dede7cc5-15fd-4c75-a9f4-36c430ee3a99"]');
      return { nonce: card.nonce, fraudnetParams: params ? JSON.parse(params.textContent || "{}") : null };
    },
  },
  {
    name: "unionpay.tokenize({}) rejects UNIONPAY_CARD_OR_HOSTED_FIELDS_INSTANCE_REQUIRED",
    needs: NEEDS,
    args: { method: "tokenize", options: {} },
    run: call,
  },
  {
    name: "unionpay.tokenize with card and hostedFields rejects UNIONPAY_CARD_AND_HOSTED_FIELDS_INSTANCES",
    needs: NEEDS,
    args: { method: "tokenize", options: { card: CARD, hostedFields: {} } },
    run: call,
  },
  {
    name: "unionpay.tokenize with an invalid hostedFields rejects UNIONPAY_HOSTED_FIELDS_INSTANCE_INVALID",
    needs: NEEDS,
    args: { method: "tokenize", options: { hostedFields: {} } },
    run: call,
  },
  {
    name: "unionpay.tokenize with a callback calls back (null, card)",
    needs: NEEDS,
    run: async (sdk, ctx) => {
      const unionpay = await sdk.unionpay.create({ client: await sdk.client.create({ authorization: ctx.auth }) });
      return ctx.h.callback((cb) =>
        unionpay.tokenize(
          { card: { number: "6212345678901232", expirationDate: "12/2030" }, enrollmentId: "e-9", smsCode: "9" },
          cb,
        ),
      );
    },
  },
  ...HTTP_FAILURES.map(([label, failure]) => failing(label, "credit_cards", tokenize, failure)),
  {
    name: "unionpay.teardown resolves; afterwards every method throws METHOD_CALLED_AFTER_TEARDOWN synchronously",
    needs: NEEDS,
    run: async (sdk, ctx) => {
      const unionpay = await sdk.unionpay.create({ client: await sdk.client.create({ authorization: ctx.auth }) });
      const torn = await ctx.h.settle(unionpay.teardown());
      return {
        torn,
        fetchCapabilities: await ctx.h.sync(() => unionpay.fetchCapabilities({ card: { number: "6212345678901232" } })),
        enroll: await ctx.h.sync(() => unionpay.enroll({})),
        tokenize: await ctx.h.sync(() => unionpay.tokenize({})),
        teardown: await ctx.h.sync(() => unionpay.teardown()),
      };
    },
  },
  {
    name: "unionpay.teardown with a callback calls back",
    needs: NEEDS,
    run: async (sdk, ctx) => {
      const unionpay = await sdk.unionpay.create({ client: await sdk.client.create({ authorization: ctx.auth }) });
      return ctx.h.callback((cb) => unionpay.teardown(cb));
    },
  },
];
