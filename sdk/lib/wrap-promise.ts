/** Node-style callback: `(err)` on failure, `(null, result)` on success. */
export type Callback<T> = (err: unknown, result?: T) => void;

/**
 * Calls `fn` at most once, on a later task, with the arguments of the first call, so a throwing callback can
 * never turn into a rejected promise of ours.
 */
export function deferCallback<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void {
  let called = false;
  return (...args) => {
    if (!called) setTimeout(() => fn(...args), 1);
    called = true;
  };
}

/** Sends a promise's outcome to a callback (deferred, at most once). */
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
    if (typeof last === "function") {
      args.pop();
      settleToCallback(fn.apply(this, args as A), last as Callback<R>);
      return undefined;
    }
    return fn.apply(this, args as A);
  } as never;
}
