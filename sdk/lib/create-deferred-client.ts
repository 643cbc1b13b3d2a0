/** braintree-web's name for {@link resolveClient}; both names are kept so either import works. */
export { resolveClient as createDeferredClient, type ResolveClientOptions } from "./resolve-client.ts";
