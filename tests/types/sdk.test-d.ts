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
}
