import { SdkError } from "../lib/sdk-error.ts";
import { convertMethodsToError } from "../lib/convert-methods-to-error.ts";
import { promiseOrCallback, splitCallback } from "../lib/method-callback.ts";
import type { Callback } from "../lib/wrap-promise.ts";
import type { Client } from "../client/types.ts";
import * as clientErrors from "../client/errors.ts";
import {
  DELETE_OPERATION_NAME,
  DELETE_PAYMENT_METHOD_MUTATION,
  PAYMENT_METHODS_ENDPOINT,
  PUBLIC_METHODS,
} from "./constants.ts";
import { deleteUnknownErrorMessage, nonceNotFoundMessage, vaultManagerErrors } from "./errors.ts";
import { formatPaymentMethod } from "./format-payment-method.ts";
import type { FetchPaymentMethodsOptions, VaultedPaymentMethod } from "./types.ts";

function graphQLErrorsOf(err: unknown): unknown {
  return (err as { details?: { originalError?: unknown } } | null)?.details?.originalError;
}

function isNotFound(graphQLErrors: unknown): boolean {
  if (!Array.isArray(graphQLErrors)) return false;
  const first = graphQLErrors[0] as { extensions?: { errorClass?: unknown } } | undefined;
  return first?.extensions?.errorClass === "NOT_FOUND";
}

/**
 * Lists and deletes a customer's vaulted payment methods. Create it with `vaultManager.create()`.
 * Every method returns a promise, or takes a trailing callback and returns undefined.
 */
export class VaultManager {
  // Declared, not defined: with es2020 output a class field (or #private) would pull in esbuild's helpers.
  declare private readonly _client: Promise<Client>;

  /** @internal Use `create()`; the promise may reject with the client's setup error, reported per call. */
  constructor(client: Promise<Client>) {
    this._client = client;
    // The setup error surfaces when a method is called; do not report it as unhandled meanwhile.
    client.catch(() => undefined);
  }

  /**
   * Resolves the customer's vaulted payment methods (client token with a customer id needed on the gateway
   * side). `defaultFirst: true` puts the default one first.
   */
  fetchPaymentMethods(options?: FetchPaymentMethodsOptions): Promise<VaultedPaymentMethod[]>;
  /** Callback form of `fetchPaymentMethods()`, with the default options. */
  fetchPaymentMethods(callback: Callback<VaultedPaymentMethod[]>): void;
  /** Callback form of `fetchPaymentMethods(options)`. */
  fetchPaymentMethods(
    options: FetchPaymentMethodsOptions | undefined,
    callback: Callback<VaultedPaymentMethod[]>,
  ): void;
  fetchPaymentMethods(...args: unknown[]): Promise<VaultedPaymentMethod[]> | void {
    const { options, callback } = splitCallback<FetchPaymentMethodsOptions, VaultedPaymentMethod[]>(args);
    return promiseOrCallback(this._fetch(options), callback);
  }

  private async _fetch(options: FetchPaymentMethodsOptions | undefined): Promise<VaultedPaymentMethod[]> {
    const client = await this._client;
    const response = await client.request<{ paymentMethods?: unknown }>({
      endpoint: PAYMENT_METHODS_ENDPOINT,
      method: "get",
      data: { defaultFirst: options?.defaultFirst === true ? 1 : 0 },
    });
    if (!Array.isArray(response.paymentMethods)) {
      // braintree-web fails here with a TypeError; a typed error says what went wrong instead.
      throw new SdkError({
        ...clientErrors.CLIENT_REQUEST_ERROR,
        details: { originalError: response, httpStatus: response._httpStatus },
      });
    }
    return (response.paymentMethods as Record<string, unknown>[]).map(formatPaymentMethod);
  }

  /**
   * Deletes the vaulted payment method behind `nonce`. Needs a client-token authorization; resolves undefined.
   * Rejects VAULT_MANAGER_PAYMENT_METHOD_NONCE_NOT_FOUND when the gateway does not know the nonce and
   * VAULT_MANAGER_DELETE_PAYMENT_METHOD_UNKNOWN_ERROR for any other failure.
   */
  deletePaymentMethod(nonce: string): Promise<void>;
  /** Callback form of `deletePaymentMethod(nonce)`. */
  deletePaymentMethod(nonce: string, callback: Callback<void>): void;
  deletePaymentMethod(nonce: string, callback?: Callback<void>): Promise<void> | void {
    return promiseOrCallback(this._delete(nonce), typeof callback === "function" ? callback : undefined);
  }

  private async _delete(nonce: string): Promise<void> {
    const client = await this._client;
    if (client.getConfiguration().authorizationType !== "CLIENT_TOKEN") {
      throw new SdkError(vaultManagerErrors.VAULT_MANAGER_DELETE_PAYMENT_METHOD_NONCE_REQUIRES_CLIENT_TOKEN);
    }
    try {
      await client.request({
        api: "graphQLApi",
        data: {
          query: DELETE_PAYMENT_METHOD_MUTATION,
          variables: { input: { singleUseTokenId: nonce } },
          operationName: DELETE_OPERATION_NAME,
        },
      });
    } catch (err) {
      const graphQLErrors = graphQLErrorsOf(err);
      if (isNotFound(graphQLErrors)) {
        throw new SdkError({
          ...vaultManagerErrors.VAULT_MANAGER_PAYMENT_METHOD_NONCE_NOT_FOUND,
          message: nonceNotFoundMessage(nonce),
          details: { originalError: graphQLErrors },
        });
      }
      // details.originalError is what the client error carried (GraphQL errors, or the HTTP error body), as in
      // braintree-web. Where that is missing (HTTP 5xx/401/403/429) braintree-web throws a TypeError; the typed
      // error carries the client's own error instead.
      throw new SdkError({
        ...vaultManagerErrors.VAULT_MANAGER_DELETE_PAYMENT_METHOD_UNKNOWN_ERROR,
        message: deleteUnknownErrorMessage(nonce),
        details: { originalError: graphQLErrors !== undefined ? graphQLErrors : err },
      });
    }
  }

  /** Tears the instance down; its methods then throw METHOD_CALLED_AFTER_TEARDOWN. */
  teardown(): Promise<void>;
  /** Callback form of `teardown()`. */
  teardown(callback: Callback<void>): void;
  teardown(callback?: Callback<void>): Promise<void> | void {
    convertMethodsToError(this, PUBLIC_METHODS);
    return promiseOrCallback(Promise.resolve(), typeof callback === "function" ? callback : undefined);
  }
}
