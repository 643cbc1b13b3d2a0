import { SdkError } from "../lib/sdk-error.ts";
import { convertToSdkError } from "../lib/convert-to-sdk-error.ts";
import { convertMethodsToError } from "../lib/convert-methods-to-error.ts";
import { isVerifiedDomain } from "../lib/is-verified-domain.ts";
import { promiseOrCallback } from "../lib/method-callback.ts";
import { deferCallback } from "../lib/wrap-promise.ts";
import { BRAINTREE_API_VERSION, GRAPHQL_URLS, VERSION, isGatewayEnvironment } from "../lib/constants.ts";
import { addMetadata } from "./add-metadata.ts";
import { CHECKED_URL_PROPERTIES } from "./constants.ts";
import * as clientErrors from "./errors.ts";
import { gatewayRequest } from "./gateway-request.ts";
import { formatRequestError } from "./request-error.ts";
import type { Client, ClientConfiguration, GatewayResponse, RequestCallback, RequestOptions } from "./types.ts";

type Json = Record<string, any>;
type Response<T> = T & { _httpStatus: number };

function invalidDomain(property: string): SdkError {
  return new SdkError({
    ...clientErrors.CLIENT_GATEWAY_CONFIGURATION_INVALID_DOMAIN,
    message: `${property} property is on an invalid domain.`,
  });
}

/** Throws unless every gateway URL of the configuration is on a trusted domain. */
export function assertTrustedGatewayUrls(gateway: Json): void {
  for (const property of CHECKED_URL_PROPERTIES) {
    if (property in gateway && !isVerifiedDomain(gateway[property])) throw invalidDomain(property);
  }
  if (gateway.graphQL && !isVerifiedDomain(gateway.graphQL.url)) throw invalidDomain("graphQL.url");
}

/** Called from teardown with the client's authorization, so client/index.ts can drop its cache entry. */
export type TeardownHook = (authorization: string) => void;

async function send(config: ClientConfiguration, options: RequestOptions): Promise<GatewayResponse> {
  const { gatewayConfiguration: gateway } = config;
  const { platform, source, integration, sessionId } = config.analyticsMetadata;
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- JS callers may pass undefined
  const opts: Json = options ?? {};
  const { method, endpoint, data, timeout } = opts;
  const api = "api" in opts ? opts.api : "clientApi";
  const rest = api === "clientApi";
  if (api !== "graphQLApi") {
    const missing = !method ? "options.method" : !endpoint && "options.endpoint";
    if (missing)
      throw new SdkError({
        ...clientErrors.CLIENT_OPTION_REQUIRED,
        message: `${missing} is required when making a request.`,
      });
    if (!rest) throw new SdkError({ ...clientErrors.CLIENT_OPTION_INVALID, message: "options.api is invalid." });
  }
  const { environment: env, graphQL } = gateway;
  // Outside sandbox/production (a local fake gateway) the configured, domain-checked GraphQL URL is used.
  const graphQLUrl = isGatewayEnvironment(env) ? GRAPHQL_URLS[env] : graphQL?.url;
  if (!rest && !graphQLUrl) throw new SdkError(clientErrors.CLIENT_GRAPHQL_REQUEST_ERROR);
  const result = await gatewayRequest(
    rest
      ? {
          method: String(method),
          url: `${gateway.clientApiUrl}/v1/${endpoint}`,
          data: addMetadata(config, data),
          timeout,
          // GraphQL features the gateway enabled for this merchant (e.g. card tokenization over GraphQL).
          graphQL: graphQL?.url
            ? { url: graphQL.url, features: graphQL.features ?? [], metadata: { source, integration, sessionId } }
            : undefined,
        }
      : {
          method: "POST",
          url: graphQLUrl!,
          data: { clientSdkMetadata: { platform, source, integration, sessionId, version: VERSION }, ...data },
          headers: {
            Authorization: `Bearer ${config.authorizationFingerprint || config.authorization}`,
            "Braintree-Version": BRAINTREE_API_VERSION,
          },
          timeout,
        },
  );
  if (!result.ok) throw formatRequestError(result.status, result.error);
  const body = result.body as Json | null;
  if (!rest && body?.errors) throw convertToSdkError(body.errors, clientErrors.CLIENT_GRAPHQL_REQUEST_ERROR);
  const response: GatewayResponse = { _httpStatus: result.status, ...(typeof body === "object" && body) };
  const card = response.creditCards?.[0];
  // Fraudnet only follows a card tokenization with collectDeviceData, so its code is fetched on that path only.
  // Fire and forget, like the script itself: a chunk that fails to load never fails the tokenization.
  if (rest && endpoint === "payment_methods/credit_cards" && gateway.creditCards?.collectDeviceData && card) {
    import("./fraudnet.ts").then((m) => m.startFraudnet(config, card.nonce)).catch(() => undefined);
  }
  return response;
}

/**
 * The client: holds a frozen snapshot of the configuration and sends requests to the gateway.
 * Build it through `create()` from sdk/client, never directly.
 */
export class GatewayClient implements Client {
  // Declared, not defined: with es2020 output a class field (or #private) would pull in esbuild's helpers.
  declare private readonly _json: string;
  declare private readonly _config: ClientConfiguration;
  declare private readonly _onTeardown: TeardownHook | undefined;

  constructor(configuration: ClientConfiguration, onTeardown?: TeardownHook) {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- JS callers may pass undefined
    const gateway = configuration?.gatewayConfiguration as unknown;
    if (!gateway || typeof gateway !== "object") throw new SdkError(clientErrors.CLIENT_MISSING_GATEWAY_CONFIGURATION);
    assertTrustedGatewayUrls(gateway);
    this._json = JSON.stringify(configuration);
    this._config = JSON.parse(this._json) as ClientConfiguration;
    this._onTeardown = onTeardown;
  }

  /** A deep copy of the configuration (gateway configuration, analytics metadata, authorization). */
  getConfiguration(): ClientConfiguration {
    return JSON.parse(this._json) as ClientConfiguration;
  }

  /** Sends a request to the REST client API (default) or the GraphQL API. */
  request<T extends object = GatewayResponse>(options: RequestOptions): Promise<Response<T>>;
  request<T extends object = GatewayResponse>(options: RequestOptions, callback: RequestCallback<Response<T>>): void;
  request<T extends object = GatewayResponse>(
    options: RequestOptions,
    callback?: RequestCallback<Response<T>>,
  ): Promise<Response<T>> | void {
    const promise = send(this._config, options) as Promise<Response<T>>;
    if (typeof callback !== "function") return promise;
    // braintree-web's callback also gets the HTTP status, on success and on failure.
    const cb = deferCallback(callback);
    promise.then(
      (response) => cb(null, response, response._httpStatus),
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- a rejection may be anything
      (err: SdkError) => cb(err, null, (err?.details as Json | undefined)?.httpStatus),
    );
  }

  /** The SDK version ("3.109.0"). */
  getVersion(): string {
    return VERSION;
  }

  /** Same as getConfiguration(), so JSON.stringify(client) shows the configuration. */
  toJSON(): ClientConfiguration {
    return this.getConfiguration();
  }

  /** Tears the client down: drops it from the cache; request/getVersion/toJSON/teardown then throw. */
  teardown(): Promise<void>;
  teardown(callback: (err?: unknown) => void): void;
  teardown(callback?: (err?: unknown) => void): Promise<void> | void {
    this._onTeardown?.(this._config.authorization);
    convertMethodsToError(this, ["request", "toJSON", "getVersion", "teardown"]);
    return promiseOrCallback(Promise.resolve(), callback);
  }
}
