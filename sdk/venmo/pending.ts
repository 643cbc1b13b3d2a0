/**
 * One running tokenization: a promise settled once, by the flow or from outside (cancelTokenization, teardown),
 * plus the clean-ups (listeners, timers, UI) that run as soon as it settles, whoever settled it.
 */
export interface Pending<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
  /** True once settled: flows check it before each further step (a poll, a request). */
  done(): boolean;
  /** Runs `fn` when it settles (at once if it already has). */
  onEnd(fn: () => void): void;
}

/** A new Pending. */
export function pending<T>(): Pending<T> {
  let settled = false;
  const cleanups: (() => void)[] = [];
  let resolveFn: (value: T) => void = () => undefined;
  let rejectFn: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((resolve, reject) => {
    resolveFn = resolve;
    rejectFn = reject;
  });
  const finish = (settle: () => void) => {
    if (settled) return;
    settled = true;
    settle();
    for (const fn of cleanups.splice(0)) fn();
  };
  return {
    promise,
    resolve: (value) => finish(() => resolveFn(value)),
    reject: (error) => finish(() => rejectFn(error)),
    done: () => settled,
    onEnd: (fn) => (settled ? fn() : void cleanups.push(fn)),
  };
}
