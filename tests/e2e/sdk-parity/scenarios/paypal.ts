import type { Scenario } from "../harness/scenario.ts";
import { HTTP_FAILURES } from "./failure-classes.ts";

const NEEDS: Scenario["needs"] = ["paypal"];

/**
 * Starts tokenize(ctx.args) on a fresh instance, lets the flow-start request go out, then closes the popup like a
 * customer would: both SDKs reject PAYPAL_POPUP_CLOSED (or the flow-start error), and the compared requests hold
 * the payment-resource body. No provider page is involved (the popup never gets past the landing/approval load).
 */
const startThenClose = async (sdk: any, ctx: any) => {
  const paypal = await sdk.paypal.create({ client: await sdk.client.create({ authorization: ctx.auth }) });
  const shown = ctx.h.providerPagesShown();
  const result = ctx.h.settle(paypal.tokenize(ctx.args));
  await ctx.h.answered("paypal_hermes/"); // the flow start has its answer (and any retry), handled
  // The customer closes PayPal's page, not a popup still on its way there: Chromium drops a close() that arrives
  // mid-navigation, and braintree-web then waits for ever (seen once in CI: "did not settle within 10000 ms").
  await ctx.h.providerPageShown(shown, result);
  paypal.closeWindow();
  return result;
};

const CHECKOUT = {
  flow: "checkout",
  amount: "10.00",
  currency: "EUR",
  intent: "sale",
  displayName: "Ticket Shop",
  locale: "de_DE",
  enableShippingAddress: true,
  shippingAddressEditable: false,
  landingPageType: "billing",
  offerCredit: true,
  shippingAddressOverride: {
    recipientName: "Pat Doe",
    line1: "Hauptstr. 1",
    city: "Berlin",
    postalCode: "10115",
    countryCode: "DE",
  },
};
const VAULT = {
  flow: "vault",
  billingAgreementDescription: "Monthly tickets",
  offerPayLater: true,
  shippingAddressOverride: { line1: "1 Main St", city: "Austin", state: "TX", postalCode: "78701", countryCode: "US" },
};

const failing = (label: string, failure: any): Scenario => ({
  name: `paypal.tokenize: flow start fails with ${label}`,
  needs: NEEDS,
  failures: { create_payment_resource: failure },
  args: { flow: "checkout", amount: "5.00", currency: "USD" },
  limitMs: 10_000,
  run: startThenClose,
});

/** paypal: create, tokenize validation, the payment-resource request, flow-start errors, one at a time, teardown. */
export const paypalScenarios: Scenario[] = [
  {
    name: "paypal.create without client or authorization rejects INSTANTIATION_OPTION_REQUIRED",
    needs: NEEDS,
    run: (sdk) => sdk.paypal.create({}),
  },
  {
    name: "paypal.create with a client of another version rejects INCOMPATIBLE_VERSIONS",
    needs: NEEDS,
    run: (sdk) =>
      sdk.paypal.create({
        client: { getVersion: () => "3.100.0", getConfiguration: () => ({}), request: () => Promise.resolve({}) },
      }),
  },
  {
    name: "paypal.create for a merchant without PayPal rejects PAYPAL_NOT_ENABLED",
    needs: NEEDS,
    merchant: { paypal: false },
    run: async (sdk, ctx) => sdk.paypal.create({ client: await sdk.client.create({ authorization: ctx.auth }) }),
  },
  {
    name: "paypal.create with a client resolves an instance with the public methods",
    needs: NEEDS,
    run: async (sdk, ctx) => sdk.paypal.create({ client: await sdk.client.create({ authorization: ctx.auth }) }),
  },
  {
    name: "paypal.create with an authorization (no client) resolves",
    needs: NEEDS,
    compareConfigRequests: true,
    run: async (sdk, ctx) => sdk.paypal.create({ authorization: ctx.auth }),
  },
  {
    name: "paypal.create with a callback calls back (null, instance)",
    needs: NEEDS,
    run: async (sdk, ctx) => {
      const client = await sdk.client.create({ authorization: ctx.auth });
      return ctx.h.callback((cb) => sdk.paypal.create({ client }, cb));
    },
  },
  { name: "paypal.VERSION is 3.109.0", needs: NEEDS, run: async (sdk) => sdk.paypal.VERSION },
  ...[undefined, {}, { flow: "express" }, { flow: "hasOwnProperty" }, { amount: "1.00" }].map((options): Scenario => ({
    name: `paypal.tokenize(${JSON.stringify(options)}) rejects PAYPAL_FLOW_OPTION_REQUIRED`,
    needs: NEEDS,
    args: options ?? null,
    run: async (sdk, ctx) =>
      (await sdk.paypal.create({ client: await sdk.client.create({ authorization: ctx.auth }) })).tokenize(
        ctx.args ?? undefined,
      ),
  })),
  {
    name: "paypal.tokenize without flow and with a callback calls back the error and returns a handle",
    needs: NEEDS,
    run: async (sdk, ctx) => {
      const paypal = await sdk.paypal.create({ client: await sdk.client.create({ authorization: ctx.auth }) });
      let handle: any;
      const called = await ctx.h.callback((cb) => {
        handle = paypal.tokenize({}, cb);
      });
      return { called, handle: Object.keys(handle).sort(), closeIs: typeof handle.close, focusIs: typeof handle.focus };
    },
  },
  {
    name: "paypal.tokenize checkout: create_payment_resource body (all options), then the customer closes the popup",
    needs: NEEDS,
    args: CHECKOUT,
    limitMs: 10_000,
    run: startThenClose,
  },
  {
    name: "paypal.tokenize checkout with minimal options and useraction commit",
    needs: NEEDS,
    args: { flow: "checkout", amount: 1, currency: "USD", useraction: "commit" },
    limitMs: 10_000,
    run: startThenClose,
  },
  {
    name: "paypal.tokenize vault: setup_billing_agreement body, then the customer closes the popup",
    needs: NEEDS,
    args: VAULT,
    limitMs: 10_000,
    run: startThenClose,
  },
  {
    name: "paypal.tokenize vault with a tokenization key",
    needs: NEEDS,
    auth: "tk",
    args: { flow: "vault" },
    limitMs: 10_000,
    run: startThenClose,
  },
  {
    name: "paypal.tokenize vault with the GraphQL configuration (paypal.assetsUrl from GraphQL)",
    needs: NEEDS,
    auth: "ctGraphQL",
    args: { flow: "vault", displayName: "X" },
    limitMs: 10_000,
    run: startThenClose,
  },
  ...HTTP_FAILURES.map(([label, failure]) => failing(label, failure)),
  {
    name: "paypal.tokenize while another tokenization runs rejects PAYPAL_TOKENIZATION_REQUEST_ACTIVE",
    needs: NEEDS,
    limitMs: 10_000,
    run: async (sdk, ctx) => {
      const paypal = await sdk.paypal.create({ client: await sdk.client.create({ authorization: ctx.auth }) });
      const shown = ctx.h.providerPagesShown();
      const first = ctx.h.settle(paypal.tokenize({ flow: "vault" }));
      const second = await ctx.h.settle(paypal.tokenize({ flow: "vault" }));
      await ctx.h.answered("paypal_hermes/");
      await ctx.h.providerPageShown(shown, first); // as startThenClose
      paypal.closeWindow();
      return { first: await first, second };
    },
  },
  {
    name: "paypal.teardown resolves; every method then throws METHOD_CALLED_AFTER_TEARDOWN",
    needs: NEEDS,
    run: async (sdk, ctx) => {
      const paypal = await sdk.paypal.create({ client: await sdk.client.create({ authorization: ctx.auth }) });
      const teardown = await ctx.h.settle(paypal.teardown());
      return {
        teardown,
        tokenize: await ctx.h.sync(() => paypal.tokenize({ flow: "vault" })),
        closeWindow: await ctx.h.sync(() => paypal.closeWindow()),
        focusWindow: await ctx.h.sync(() => paypal.focusWindow()),
      };
    },
  },
  {
    name: "paypal.closeWindow and focusWindow without a popup do nothing",
    needs: NEEDS,
    run: async (sdk, ctx) => {
      const paypal = await sdk.paypal.create({ client: await sdk.client.create({ authorization: ctx.auth }) });
      return {
        close: await ctx.h.sync(() => paypal.closeWindow()),
        focus: await ctx.h.sync(() => paypal.focusWindow()),
      };
    },
  },
];
