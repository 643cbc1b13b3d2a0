import { SdkError } from "../lib/sdk-error.ts";
import { convertToSdkError } from "../lib/convert-to-sdk-error.ts";
import { convertMethodsToError } from "../lib/convert-methods-to-error.ts";
import { isVerifiedDomain } from "../lib/is-verified-domain.ts";
import { settleToCallback } from "../lib/wrap-promise.ts";
import { GRAPHQL_URLS, VERSION, isGatewayEnvironment } from "../lib/constants.ts";
import { BRAINTREE_API_VERSION } from "../lib/constants.ts";
import { INTEGRATION, PLATFORM, SOURCE } from "../lib/constants.ts";
import { addMetadata } from "./add-metadata.ts";
import { CHECKED_URL_PROPERTIES } from "./constants.ts";
import { clientErrors } from "./errors.ts";
import { gatewayRequest, type GraphQLRoute } from "./gateway-request.ts";
import { formatRequestError } from "./request-error.ts";
import type {
  Client,
  ClientConfiguration,
  GatewayResponse,
  RequestCallback,
  RequestOptions,
} from "./types.ts";

function invalidDomain(property: string): SdkError {
  return new SdkError({
    ...clientErrors.CLIENT_GATEWAY_CONFIGURATION_INVALID_DOMAIN,
    message: `${property} property is on an invalid domain.`,
  });
}

/** Throws unless every gateway URL of the configuration is on a trusted domain. */
export function assertTrustedGatewayUrls(gateway: Record<string, unknown>): void {
  for (const property of CHECKED_URL_PROPERTIES) {
    if (property in gateway && !isVerifiedDomain(gateway[property])) throw invalidDomain(property);
  }
  const graphQL = gateway.graphQL as { url?: unknown } | undefined;
  if (graphQL && !isVerifiedDomain(graphQL.url)) throw invalidDomain("graphQL.url");
}

/** Called from teardown with the client's authorization, so client/index.ts can drop its cache entry. */
export type TeardownHook = (authorization: string) => void;

/**
 * The client: holds a frozen snapshot of the configuration and sends requests to the gateway.
 * Build it through `create()` from sdk/client, never directly.
 */
export class GatewayClient implements Client {
  // Declared, not defined: with es2020 output a class field (or #private) would pull in esbuild's helpers.
  private declare readonly _json: string;
  private declare readonly _config: ClientConfiguration;
  private declare readonly _onTeardown: TeardownHook | undefined;

  constructor(configuration: ClientConfiguration, onTeardown?: TeardownHook) {
    const gateway = configuration?.gatewayConfiguration as unknown;
    if (!gateway || typeof gateway !== "object") throw new SdkError(clientErrors.CLIENT_MISSING_GATEWAY_CONFIGURATION);
    assertTrustedGatewayUrls(gateway as Record<string, unknown>);
    this._json = JSON.stringify(configuration);
    this._config = JSON.parse(this._json) as ClientConfiguration;
    this._onTeardown = onTeardown;
  }

  /** A deep copy of the configuration (gateway configuration, analytics metadata, authorization). */
  getConfiguration(): ClientConfiguration {
    return JSON.parse(this._json) as ClientConfiguration;
  }

  /** Sends a request to the REST client API (default) or the GraphQL API. */
  request<T extends object = GatewayResponse>(options: RequestOptions): Promise<T & { _httpStatus: number }>;
  request<T extends object = GatewayResponse>(options: RequestOptions, callback: RequestCallback<T & { _httpStatus: number }>): void;
  request<T extends object = GatewayResponse>(
    options: RequestOptions,
    callback?: RequestCallback<T & { _httpStatus: number }>,
  ): Promise<T & { _httpStatus: number }> | void {
    const promise = this._send(options) as Promise<T & { _httpStatus: number }>;
    if (typeof callback !== "function") return promise;
    let called = false;
    const once = (err: SdkError | null, data: (T & { _httpStatus: number }) | null, status?: number) => {
      if (called) return;
      called = true;
      setTimeout(() => callback(err, data, status), 1);
    };
    promise.then(
      (response) => once(null, response, response._httpStatus),
      (err: unknown) => {
        const status = (err as { details?: { httpStatus?: number } } | null)?.details?.httpStatus;
        once(err as SdkError, null, status);
      },
    );
  }

  private async _send(options: RequestOptions): Promise<GatewayResponse> {
    const opts = (options ?? {}) as Partial<RequestOptions> & Record<string, unknown>;
    if (opts.api !== "graphQLApi") {
      const missing = !opts.method ? "options.method" : !opts.endpoint ? "options.endpoint" : undefined;
      if (missing) {
        throw new SdkError({ ...clientErrors.CLIENT_OPTION_REQUIRED, message: `${missing} is required when making a request.` });
      }
    }
    const api = "api" in opts ? opts.api : "clientApi";
    const config = this._config;
    let result;
    if (api === "clientApi") {
      result = await gatewayRequest({
        method: String(opts.method),
        url: `${String(config.gatewayConfiguration.clientApiUrl)}/v1/${String(opts.endpoint)}`,
        data: addMetadata(config, opts.data as Record<string, unknown> | undefined),
        timeout: opts.timeout,
        graphQL: this._graphQLRoute(),
      });
    } else if (api === "graphQLApi") {
      const url = this._graphQLUrl();
      result = await gatewayRequest({
        method: "POST",
        url,
        data: {
          clientSdkMetadata: {
            platform: config.analyticsMetadata.platform ?? PLATFORM,
            source: config.analyticsMetadata.source ?? SOURCE,
            integration: config.analyticsMetadata.integration ?? INTEGRATION,
            sessionId: config.analyticsMetadata.sessionId,
            version: VERSION,
          },
          ...(opts.data as Record<string, unknown> | undefined),
        },
        headers: {
          Authorization: `Bearer ${config.authorizationFingerprint || config.authorization}`,
          "Braintree-Version": BRAINTREE_API_VERSION,
        },
        timeout: opts.timeout,
      });
    } else {
      throw new SdkError({ ...clientErrors.CLIENT_OPTION_INVALID, message: "options.api is invalid." });
    }
    if (!result.ok) throw formatRequestError(result.status, result.error) as SdkError;
    const body = result.body;
    const errors = (body as { errors?: unknown } | null)?.errors;
    if (api === "graphQLApi" && errors) {
      throw convertToSdkError(errors, clientErrors.CLIENT_GRAPHQL_REQUEST_ERROR);
    }
    const response: GatewayResponse = { _httpStatus: result.status, ...(typeof body === "object" && body !== null ? body : {}) };
    const cards = response.creditCards as Array<{ nonce?: unknown }> | undefined;
    // Fraudnet only follows a card tokenization with collectDeviceData, so its code is fetched on that path only.
    if (
      api === "clientApi" &&
      opts.endpoint === "payment_methods/credit_cards" &&
      config.gatewayConfiguration.creditCards?.collectDeviceData &&
      Array.isArray(cards) &&
      cards.length > 0
    ) {
      const nonce = String(cards[0]?.nonce);
      // Fire and forget, like the script itself: a chunk that fails to load never fails the tokenization.
      import("./fraudnet.ts").then((m) => m.startFraudnet(config, nonce)).catch(() => undefined);
    }
    return response;
  }

  // GraphQL features the gateway enabled for this merchant (e.g. card tokenization over GraphQL).
  private _graphQLRoute(): GraphQLRoute | undefined {
    const { gatewayConfiguration: gateway, analyticsMetadata: meta } = this._config;
    if (!gateway.graphQL?.url) return undefined;
    return {
      url: gateway.graphQL.url,
      features: Array.isArray(gateway.graphQL.features) ? gateway.graphQL.features : [],
      metadata: { source: meta.source, integration: meta.integration, sessionId: meta.sessionId },
    };
  }

  private _graphQLUrl(): string {
    const gateway = this._config.gatewayConfiguration;
    if (isGatewayEnvironment(gateway.environment)) return GRAPHQL_URLS[gateway.environment];
    // Outside sandbox/production (a local fake gateway) the configured, domain-checked GraphQL URL is used.
    if (gateway.graphQL?.url) return gateway.graphQL.url;
    throw new SdkError({
      ...clientErrors.CLIENT_GRAPHQL_REQUEST_ERROR,
      details: { originalError: `No GraphQL endpoint for environment ${String(gateway.environment)}.` },
    });
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
    const done = Promise.resolve();
    if (typeof callback === "function") {
      settleToCallback(done, callback);
      return;
    }
    return done;
  }
}
