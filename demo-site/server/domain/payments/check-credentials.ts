import type { PaymentsConfig } from "./config.ts";
import { GatewayError, providerNames, type PaymentGateways } from "./gateway.ts";
import { ProviderConfigError } from "./provider-config.ts";

const variables: Record<string, string> = {
  paypal: "PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET",
  braintree: "BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY and BRAINTREE_PRIVATE_KEY",
};

/**
 * At start, asks each provider whose keys do not name their environment (PayPal, Braintree) to accept them: keys
 * the provider refuses (wrong, or of the other environment than PAYMENTS_ENV) stop the start with one line naming
 * the variables; a provider that cannot be reached only gives a warning line (the server starts, payments through
 * it fail until it answers). Returns the warning lines.
 */
export async function checkProviderCredentials(config: PaymentsConfig, gateways: PaymentGateways): Promise<string[]> {
  if (config.demoMode) return [];
  const warnings: string[] = [];
  await Promise.all(
    providerNames.map(async (name) => {
      const check = gateways[name]?.checkCredentials;
      if (!check) return;
      try {
        await check();
      } catch (err) {
        if (err instanceof GatewayError && err.kind === "invalid") {
          const api = config.environment === "live" ? "live" : "sandbox";
          throw new ProviderConfigError(
            `${variables[name]} were refused by ${name}'s ${api} API: wrong keys, or keys of the other environment (PAYMENTS_ENV is ${config.environment}).`,
          );
        }
        warnings.push(
          `payments: ${name}: the keys could not be checked at start (${err instanceof Error ? err.message : String(err)}); its payments fail until it answers`,
        );
      }
    }),
  );
  return warnings;
}
