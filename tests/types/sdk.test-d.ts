// Type-level tests of the SDK's public API. Checked by `tsc -p tsconfig.json --noEmit` (this folder is part of
// the project) and by tests/types/sdk-types.test.ts. Each @ts-expect-error must meet a real compile error,
// otherwise tsc reports the directive itself as unused, so wrong options cannot silently become legal.
import { create as createClient, type Client, type ClientConfiguration } from "../../sdk/client/index.ts";
import { create as createVaultManager, type VaultedPaymentMethod } from "../../sdk/vault-manager/index.ts";
import {
  create as createPreferred,
  type PreferredPaymentMethodsResult,
} from "../../sdk/preferred-payment-methods/index.ts";
import { SdkError, type SdkErrorType } from "../../sdk/lib/sdk-error.ts";
import { create as createPayPal, type PayPalTokenizePayload, type PayPalWindowHandle } from "../../sdk/paypal/index.ts";
import { create as createSepa, type SepaTokenizePayload } from "../../sdk/sepa/index.ts";
import { create as createThreeDSecure, type VerifyPayload } from "../../sdk/three-d-secure/index.ts";
import {
  create as createVenmo,
  isBrowserSupported as venmoSupported,
  type VenmoTokenizePayload,
} from "../../sdk/venmo/index.ts";

export async function checks(): Promise<void> {
  const client: Client = await createClient({ authorization: "sandbox_abc_merchant" });
  // @ts-expect-error authorization must be a string
  void createClient({ authorization: 1 });
  // @ts-expect-error authorization is required
  void createClient({});
  // @ts-expect-error unknown option
  void createClient({ authorization: "x", autorization: "typo" });
  // Callback form returns void, not a promise.
  const nothing: void = createClient({ authorization: "x" }, (err, c) => void [err, c?.getVersion()]);
  void nothing;

  const config: ClientConfiguration = client.getConfiguration();
  const kind: "TOKENIZATION_KEY" | "CLIENT_TOKEN" = config.authorizationType;
  void kind;
  await client.request({ method: "get", endpoint: "payment_methods", data: { defaultFirst: 1 } });
  await client.request({ api: "graphQLApi", data: { query: "query Q { x }" } });
  // @ts-expect-error REST requests need an endpoint
  void client.request({ method: "get" });
  // @ts-expect-error GraphQL requests need a query
  void client.request({ api: "graphQLApi", data: {} });
  // @ts-expect-error api is "clientApi" or "graphQLApi"
  void client.request({ api: "soap", method: "get", endpoint: "x" });

  const vm = await createVaultManager({ client });
  await createVaultManager({ authorization: "client-token" });
  // @ts-expect-error client or authorization is required
  void createVaultManager({});
  // @ts-expect-error client must be a client instance
  void createVaultManager({ client: "not a client" });
  const methods: VaultedPaymentMethod[] = await vm.fetchPaymentMethods({ defaultFirst: true });
  void methods[0]?.nonce.toUpperCase();
  // @ts-expect-error defaultFirst is a boolean
  void vm.fetchPaymentMethods({ defaultFirst: "yes" });
  vm.fetchPaymentMethods((err, list) => void [err, list?.length]);
  // @ts-expect-error nonce is a string
  void vm.deletePaymentMethod(42);
  const deleted: void = await vm.deletePaymentMethod("nonce");
  void deleted;

  const ppm = await createPreferred({ client });
  const preferred: PreferredPaymentMethodsResult = await ppm.fetchPreferredPaymentMethods();
  const flag: boolean = preferred.paypalPreferred && preferred.venmoPreferred;
  void flag;
  // @ts-expect-error the result has no such flag
  void preferred.applePayPreferred;

  const err = new SdkError({ type: "MERCHANT", code: "X", message: "m" });
  const t: SdkErrorType = err.type;
  const n: "BraintreeError" = err.name;
  void [t, n];
  // @ts-expect-error type must be one of the five
  void new SdkError({ type: "FATAL", code: "X", message: "m" });

  const paypal = await createPayPal({ client });
  const pp: PayPalTokenizePayload = await paypal.tokenize({ flow: "checkout", amount: "10.00", currency: "EUR" });
  void pp.nonce.toUpperCase();
  // @ts-expect-error flow is "checkout" or "vault"
  void paypal.tokenize({ flow: "express" });
  // @ts-expect-error flow is required
  void paypal.tokenize({ amount: "1" });
  // The callback form returns the popup's handle at once.
  const handle: PayPalWindowHandle = paypal.tokenize({ flow: "vault" }, (e, payload) => void [e, payload?.nonce]);
  handle.focus();

  const sepa = await createSepa({ authorization: "client-token" });
  const sp: SepaTokenizePayload = await sepa.tokenize({
    accountHolderName: "A",
    customerId: "c",
    iban: "DE89",
    mandateType: "ONE_OFF",
    countryCode: "DE",
    merchantAccountId: "m",
  });
  void sp.ibanLastFour;
  // @ts-expect-error iban is required
  void sepa.tokenize({
    accountHolderName: "A",
    customerId: "c",
    mandateType: "ONE_OFF",
    countryCode: "DE",
    merchantAccountId: "m",
  });

  const threeDS = await createThreeDSecure({ client, version: 2 });
  // @ts-expect-error version is required
  void createThreeDSecure({ client });
  const verified: VerifyPayload = await threeDS.verifyCard({
    nonce: "n",
    amount: "10.00",
    bin: "411111",
    onLookupComplete: (_data, next) => next(),
  });
  void verified.liabilityShifted;
  // @ts-expect-error requestedExemptionType is low_value or transaction_risk_analysis
  void threeDS.verifyCard({ nonce: "n", amount: 1, bin: "4", requestedExemptionType: "none" });

  const venmo = await createVenmo({
    client,
    allowDesktop: true,
    paymentMethodUsage: "single_use",
    lineItems: [{ quantity: 1, unitAmount: "5.00", name: "Ticket", kind: "debit" }],
  });
  const vp: VenmoTokenizePayload = await venmo.tokenize({ processResultsDelay: 500 });
  const username: string = vp.details.username;
  void [
    username,
    vp.details.payerInfo?.billingAddress?.postalCode,
    venmoSupported({ allowDesktop: true }),
    venmo.hasTokenizationResult(),
  ];
  venmo.tokenize((e, payload) => void [e, payload?.nonce]);
  // @ts-expect-error profileId must be a string
  void createVenmo({ client, profileId: 42 });
  // @ts-expect-error deepLinkReturnUrl must be a string
  void createVenmo({ client, deepLinkReturnUrl: new URL("https://x.test") });
  // @ts-expect-error line items are "debit" or "credit"
  void createVenmo({ client, lineItems: [{ quantity: 1, unitAmount: "1", name: "x", kind: "refund" }] });
  // @ts-expect-error the payload type is fixed
  const wrongType: "PayPalAccount" = vp.type;
  void wrongType;
  await venmo.cancelTokenization().catch(() => undefined);
  const gone: void = await venmo.teardown();
  void gone;
}
