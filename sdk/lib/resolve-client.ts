import { create as createClient } from "../client/index.ts";
import type { Client } from "../client/types.ts";
import type { VersionedClient } from "./basic-component-verification.ts";

/** What a module's create() passes on: the client it was given, or an authorization to build one from. */
export interface ResolveClientOptions<C extends VersionedClient = Client> {
  client?: C | undefined;
  authorization?: string | undefined;
  debug?: boolean | undefined;
  /** Module display name (kept for messages; the client and the module always share one version here). */
  name: string;
}

/**
 * The client a module works with: the given one, or one created from `authorization` (a module created with
 * an authorization instead of a client). Unlike braintree-web no client script is loaded from the CDN: the
 * client is imported, so module and client can never differ in version. Generic so a module may describe the
 * client by the narrow interface it actually uses.
 */
export function resolveClient<C extends VersionedClient = Client>(
  options: ResolveClientOptions<C>,
): Promise<C | Client> {
  if (options.client) return Promise.resolve(options.client);
  return createClient({ authorization: options.authorization as string, debug: options.debug });
}
