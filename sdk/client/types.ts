import type { SdkError } from "../lib/sdk-error.ts";

/** How the client was authorized. */
export type AuthorizationType = "TOKENIZATION_KEY" | "CLIENT_TOKEN";

/** Options of `client.create()`. */
export interface ClientCreateOptions {
  /** A tokenization key (`sandbox_xxx_merchant`) or a base64 client token. */
  authorization: string;
  /** Marks the configuration with `isDebug: true`. */
  debug?: boolean;
  /** Reuses a session id (analytics metadata) instead of generating one. */
  sessionId?: string;
}

/** Metadata sent with every request (`_meta`). */
export interface AnalyticsMetadata {
  merchantAppId: string;
  platform: string;
  sdkVersion: string;
  source: string;
  integration: string;
  integrationType: string;
  sessionId: string;
}

/** Gateway-supplied configuration; only the fields the SDK itself reads are spelled out. */
export interface GatewayConfiguration {
  environment?: string;
  clientApiUrl?: string;
  assetsUrl?: string;
  configUrl?: string;
  merchantId?: string;
  graphQL?: { url: string; features?: string[] };
  analytics?: { url?: string };
  // The gateway returns many more method-specific sections (paypal, unionPay, usBankAccount...).
  [key: string]: any;
}

/** What `getConfiguration()` returns (a fresh deep copy each call). */
export interface ClientConfiguration {
  authorization: string;
  authorizationType: AuthorizationType;
  /** Present for client tokens. */
  authorizationFingerprint?: string;
  analyticsMetadata: AnalyticsMetadata;
  gatewayConfiguration: GatewayConfiguration;
  isDebug?: boolean;
}

/** A REST request to `clientApiUrl/v1/<endpoint>`. */
export interface ClientApiRequestOptions {
  api?: "clientApi";
  /** HTTP method, e.g. "get" or "post". */
  method: string;
  /** Path below `/v1/`, e.g. "payment_methods". */
  endpoint: string;
  data?: Record<string, unknown>;
  /** Milliseconds; default 60000. */
  timeout?: number;
}

/** A GraphQL request to the environment's GraphQL endpoint (always POST). */
export interface GraphQLApiRequestOptions {
  api: "graphQLApi";
  data: { query: string; variables?: Record<string, unknown>; operationName?: string; [key: string]: unknown };
  method?: string;
  endpoint?: string;
  timeout?: number;
}

/** Options of `client.request()`. */
export type RequestOptions = ClientApiRequestOptions | GraphQLApiRequestOptions;

/** A successful response body plus the HTTP status it came with. */
export interface GatewayResponse {
  _httpStatus: number;
  [key: string]: any;
}

/** Callback of `client.request()`: error or data, plus the HTTP status when known. */
export type RequestCallback<T> = (err: SdkError | null, data: T | null, status?: number) => void;

/** The client instance every module is built on. */
export interface Client {
  /** Sends a request to the gateway; rejects with SdkError CLIENT_* codes. */
  request<T extends object = GatewayResponse>(options: RequestOptions): Promise<T & { _httpStatus: number }>;
  /** Callback form of `request()`: the callback gets the error or the data, and returns nothing. */
  request<T extends object = GatewayResponse>(
    options: RequestOptions,
    callback: RequestCallback<T & { _httpStatus: number }>,
  ): void;
  /** A deep copy of the configuration. */
  getConfiguration(): ClientConfiguration;
  /** The SDK version, "3.109.0". */
  getVersion(): string;
  /** Same as getConfiguration(). */
  toJSON(): ClientConfiguration;
  /** Tears the client down; its methods then throw METHOD_CALLED_AFTER_TEARDOWN. */
  teardown(): Promise<void>;
  /** Callback form of `teardown()`. */
  teardown(callback: (err?: unknown) => void): void;
}
