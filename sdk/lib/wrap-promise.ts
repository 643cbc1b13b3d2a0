/** Node-style callback: `(err)` on failure, `(null, result)` on success. */
export type Callback<T> = (err: unknown, result?: T) => void;

/**
 * `fn` called on a later task, so a throwing callback can never turn into a rejected promise of ours. Used
 * with a promise's two outcomes, of which only one ever happens, so each callback runs once.
 */
export function deferCallback<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void {
  return (...args) => setTimeout(() => fn(...args), 1);
}

/** Sends a promise's outcome to a callback (deferred): `(err)` or `(null, result)`. */
export function settleToCallback<T>(promise: Promise<T>, callback: Callback<T>): void {
  const cb = deferCallback(callback);
  promise.then((result) => cb(null, result), cb);
}

/**
 * Wraps a promise-returning function so it also accepts a trailing callback: with one, the callback gets
 * `(err)` or `(null, result)` and the call returns undefined; without, the promise is returned.
 */
export function wrapPromise<A extends unknown[], R, This = unknown>(
  fn: (this: This, ...args: A) => Promise<R>,
): {
  (this: This, ...args: A): Promise<R>;
  (this: This, ...args: [...A, Callback<R>]): void;
} {
  return function wrapped(this: This, ...args: unknown[]): Promise<R> | undefined {
    const last = args[args.length - 1];
    if (typeof last !== "function") return fn.apply(this, args as A);
    settleToCallback(fn.apply(this, args.slice(0, -1) as A), last as Callback<R>);
    return undefined;
  } as never;
}
