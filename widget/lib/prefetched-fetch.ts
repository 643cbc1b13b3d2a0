/**
 * What the loader asked for while the widget code was loading: the markup route's answer (`{ event, ... }`)
 * for one event URL, or undefined when that request failed.
 */
interface LoaderHandle {
  take?: (url: string) => Promise<{ event?: unknown } | undefined> | undefined;
}

function takePrefetched(url: string): Promise<{ event?: unknown } | undefined> | undefined {
  if (typeof window === "undefined") return undefined;
  const handle = (window as unknown as { __ticketCheckoutLoader?: LoaderHandle }).__ticketCheckoutLoader;
  return handle?.take?.(url);
}

/**
 * fetch() that first uses the loader's prefetched event for the same URL (once), else fetches.
 * The caller's abort signal (timeout, unmount) still wins over a prefetch that never answers.
 */
export const prefetchedFetch: typeof fetch = (input, init) => {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  const early = takePrefetched(url);
  if (!early) return fetch(input, init);
  return new Promise<Response>((resolve, reject) => {
    const signal = init?.signal;
    if (signal?.aborted) return reject(new DOMException("Aborted", "AbortError"));
    signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")), { once: true });
    early.then(
      (answer) =>
        answer?.event
          ? resolve(new Response(JSON.stringify(answer.event), { status: 200, headers: { "content-type": "application/json" } }))
          : fetch(input, init).then(resolve, reject),
      () => fetch(input, init).then(resolve, reject),
    );
  });
};
