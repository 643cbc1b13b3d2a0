import { settleToCallback, type Callback } from "./wrap-promise.ts";

/**
 * Splits a public method's arguments into (options, callback) for methods that take an optional options
 * object and an optional trailing callback: `m()`, `m(opts)`, `m(cb)`, `m(opts, cb)`.
 */
export function splitCallback<O, R>(
  args: readonly unknown[],
): { options: O | undefined; callback: Callback<R> | undefined } {
  const last = args[args.length - 1];
  if (typeof last === "function") {
    return { options: (args.length > 1 ? args[0] : undefined) as O | undefined, callback: last as Callback<R> };
  }
  return { options: args[0] as O | undefined, callback: undefined };
}

/** Returns the promise, or hands its outcome to the callback and returns undefined. */
export function promiseOrCallback<R>(promise: Promise<R>, callback: Callback<R> | undefined): Promise<R> | undefined {
  if (!callback) return promise;
  settleToCallback(promise, callback);
  return undefined;
}
