// preferredPaymentMethods over GraphQL: a failed query resolves both answers false and only setup errors reject,
// so a merchant's page can always ask.
import { promiseOrCallback } from "../lib/method-callback.ts";
import type { Callback } from "../lib/wrap-promise.ts";
import type { Client } from "../client/types.ts";
import { PREFERRED_PAYMENT_METHODS_QUERY } from "./constants.ts";
import type { PreferredPaymentMethodsResult } from "./types.ts";

const NOT_PREFERRED: PreferredPaymentMethodsResult = { paypalPreferred: false, venmoPreferred: false };

/** Asks the gateway whether PayPal and Venmo are preferred payment methods for the current customer. */
export class PreferredPaymentMethods {
  // Declared, not defined: with es2020 output a class field (or #private) would pull in esbuild's helpers.
  declare private readonly _client: Promise<Client>;
  declare private _setupError: unknown;
  declare private _setupFailed: boolean;

  /** @internal Use `create()`. */
  constructor(client: Promise<Client>) {
    this._client = client;
    this._setupFailed = false;
    client.catch((err: unknown) => {
      this._setupFailed = true;
      this._setupError = err;
    });
  }

  /**
   * Resolves `{ paypalPreferred, venmoPreferred }`. Any failure of the lookup itself resolves both false;
   * it rejects only with the client's setup error (instance created from an authorization that failed).
   */
  fetchPreferredPaymentMethods(): Promise<PreferredPaymentMethodsResult>;
  /** Callback form of `fetchPreferredPaymentMethods()`. */
  fetchPreferredPaymentMethods(callback: Callback<PreferredPaymentMethodsResult>): void;
  fetchPreferredPaymentMethods(
    callback?: Callback<PreferredPaymentMethodsResult>,
  ): Promise<PreferredPaymentMethodsResult> | void {
    return promiseOrCallback(this._fetch(), typeof callback === "function" ? callback : undefined);
  }

  private async _fetch(): Promise<PreferredPaymentMethodsResult> {
    try {
      const client = await this._client;
      const result = await client.request<{ data?: { preferredPaymentMethods?: PreferredPaymentMethodsResult } }>({
        api: "graphQLApi",
        data: { query: PREFERRED_PAYMENT_METHODS_QUERY },
      });
      const preferred = result.data?.preferredPaymentMethods;
      if (!preferred) return { ...NOT_PREFERRED };
      return { paypalPreferred: preferred.paypalPreferred, venmoPreferred: preferred.venmoPreferred };
    } catch (err) {
      if (this._setupFailed) throw this._setupError;
      void err;
      return { ...NOT_PREFERRED };
    }
  }
}
