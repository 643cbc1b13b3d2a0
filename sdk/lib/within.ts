// Bounds a wait that cannot be aborted, such as an on-demand chunk's import(), by CHUNK_TIMEOUT_MS, so no public
// promise hangs on a chunk that never arrives.
/**
 * Settles like `promise`, or with `late()` once `ms` have passed, whichever comes first (return a rejected
 * promise from `late` to fail). It bounds waits the SDK cannot abort, such as the dynamic import of one of its
 * own chunks; the timer then simply runs out.
 */
export function within<T, U>(promise: Promise<T>, ms: number, late: () => U | Promise<U>): Promise<T | U> {
  return Promise.race([promise, new Promise<U>((resolve) => setTimeout(() => resolve(late()), ms))]);
}
