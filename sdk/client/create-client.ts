import { SdkError } from "../lib/sdk-error.ts";
import * as sharedErrors from "../lib/errors.ts";
import { parseAuthorization, type AuthorizationData } from "./authorization.ts";
import { GatewayClient } from "./client.ts";
import { fetchConfiguration } from "./configuration.ts";
import * as clientErrors from "./errors.ts";
import type { Client, ClientConfiguration, ClientCreateOptions } from "./types.ts";

// One client per authorization, like braintree-web: several modules created with the same authorization share
// one configuration fetch. Created lazily so importing this file does nothing.
let cache: Map<string, Promise<Client>> | undefined;

function clients(): Map<string, Promise<Client>> {
  return (cache ??= new Map());
}

/** Forgets every cached client (tests; a page that rotates authorizations can also call teardown instead). */
export function clearClientCache(): void {
  cache?.clear();
}

function forget(authorization: string): void {
  cache?.delete(authorization);
}

/** Creates (or reuses) the client for `options.authorization`. */
export function createClient(options: ClientCreateOptions): Promise<Client> {
  const authorization = (options as Partial<ClientCreateOptions> | undefined)?.authorization;
  if (!authorization) {
    return Promise.reject(
      new SdkError({
        ...sharedErrors.INSTANTIATION_OPTION_REQUIRED,
        message: "options.authorization is required when instantiating a client.",
      }),
    );
  }
  const cached = clients().get(authorization);
  if (cached) return cached;

  let auth: AuthorizationData;
  try {
    // Like braintree-web, a client token's configUrl is fetched as given (the merchant's server issued it);
    // the URLs in the configuration that comes back are what the domain check guards.
    auth = parseAuthorization(authorization);
  } catch {
    return Promise.reject(new SdkError(clientErrors.CLIENT_INVALID_AUTHORIZATION));
  }

  const promise = fetchConfiguration(auth, options.sessionId).then((fetched) => {
    const configuration: ClientConfiguration = { ...fetched, authorization };
    if (options.debug) configuration.isDebug = true;
    return new GatewayClient(configuration, forget) as Client;
  });
  clients().set(authorization, promise);
  promise.catch(() => {
    if (cache?.get(authorization) === promise) cache.delete(authorization);
  });
  return promise;
}
