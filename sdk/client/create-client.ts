import { SdkError } from "../lib/sdk-error.ts";
import * as sharedErrors from "../lib/errors.ts";
import { GatewayClient } from "./client.ts";
import { fetchConfiguration } from "./configuration.ts";
import type { Client, ClientCreateOptions } from "./types.ts";

// One client per authorization, like braintree-web: several modules created with the same authorization share
// one configuration fetch. Created lazily so importing this file does nothing.
let cache: Map<string, Promise<Client>> | undefined;

/** Forgets every cached client (tests; a page that rotates authorizations can also call teardown instead). */
export function clearClientCache(): void {
  cache?.clear();
}

/** Creates (or reuses) the client for `options.authorization`. */
export function createClient(options: ClientCreateOptions): Promise<Client> {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- JS callers may pass undefined
  const { authorization, sessionId, debug } = options ?? {};
  if (!authorization) {
    return Promise.reject(
      new SdkError({
        ...sharedErrors.INSTANTIATION_OPTION_REQUIRED,
        message: "options.authorization is required when instantiating a client.",
      }),
    );
  }
  const clients = (cache ??= new Map());
  let promise = clients.get(authorization);
  if (!promise) {
    const created: Promise<Client> = fetchConfiguration(authorization, sessionId, debug).then(
      (configuration) => new GatewayClient(configuration, (auth) => cache?.delete(auth)),
    );
    // A failed attempt is not cached: the next create() tries again.
    created.catch(() => clients.delete(authorization));
    clients.set(authorization, (promise = created));
  }
  return promise;
}
