/**
 * Client module: parses the authorization, fetches the gateway configuration and sends requests for every
 * other module. `create({ authorization })` returns a promise, or takes a trailing callback.
 * @module sdk/client
 */
import { wrapPromise, type Callback } from "../lib/wrap-promise.ts";
import { VERSION as SDK_VERSION } from "../lib/constants.ts";
import { createClient } from "./create-client.ts";
import type { Client, ClientCreateOptions } from "./types.ts";

/** Creates a client: `create({ authorization })` or `create({ authorization }, (err, client) => ...)`. */
export const create: {
  (options: ClientCreateOptions): Promise<Client>;
  (options: ClientCreateOptions, callback: Callback<Client>): void;
} = /* @__PURE__ */ wrapPromise(createClient);

/** The SDK version, "3.109.0". */
export const VERSION: string = SDK_VERSION;

export type {
  Client,
  ClientCreateOptions,
  ClientConfiguration,
  GatewayConfiguration,
  AnalyticsMetadata,
  AuthorizationType,
  RequestOptions,
  ClientApiRequestOptions,
  GraphQLApiRequestOptions,
  GatewayResponse,
  RequestCallback,
} from "./types.ts";
export { SdkError } from "../lib/sdk-error.ts";
export type { SdkErrorType } from "../lib/sdk-error.ts";
