/** One HTTP exchange as the gateway layer sees it. */
export interface HttpRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | null;
  /** Milliseconds until the exchange is abandoned. */
  timeout: number;
}

/**
 * Status 0 means the network failed (offline, CORS, DNS); -1 means the timeout fired. Any other value is the
 * HTTP status. `text` is the response body ("" when there is none).
 */
export interface HttpResponse {
  status: number;
  text: string;
}

/** Status reported when the request never reached an answer. */
export const NETWORK_FAILURE_STATUS = 0;
/** Status reported when the timeout fired first (braintree-web uses -1 for this too). */
export const TIMEOUT_STATUS = -1;

/**
 * Performs one request with `fetch`, never rejecting and never pending forever: the timeout aborts the
 * request and the body read alike.
 */
export async function httpRequest(req: HttpRequest): Promise<HttpResponse> {
  const fetchFn = (globalThis as { fetch?: typeof fetch }).fetch;
  if (typeof fetchFn !== "function") return { status: NETWORK_FAILURE_STATUS, text: "" };
  const controller = typeof AbortController === "function" ? new AbortController() : undefined;
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<HttpResponse>((resolve) => {
    timer = setTimeout(() => {
      timedOut = true;
      controller?.abort();
      resolve({ status: TIMEOUT_STATUS, text: "" });
    }, Math.max(0, req.timeout));
  });
  const exchange = (async (): Promise<HttpResponse> => {
    try {
      const init: RequestInit = { method: req.method, headers: req.headers };
      if (req.body != null) init.body = req.body;
      if (controller) init.signal = controller.signal;
      const res = await fetchFn(req.url, init);
      const text = await res.text();
      return { status: res.status, text };
    } catch {
      return { status: timedOut ? TIMEOUT_STATUS : NETWORK_FAILURE_STATUS, text: "" };
    }
  })();
  try {
    return await Promise.race([exchange, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
