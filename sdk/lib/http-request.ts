/** One HTTP exchange as the gateway transport needs it. */
export interface HttpRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | null;
  /** Milliseconds until the exchange is given up (status TIMEOUT_STATUS). */
  timeout: number;
}

/** Status and raw body text; status 0 = no answer (network failure), TIMEOUT_STATUS = gave up waiting. */
export interface HttpResponse {
  status: number;
  text: string;
}

/** Status reported when the connection failed or fetch is missing (as XHR reports it). */
export const NETWORK_FAILURE_STATUS = 0;
/** Status reported when the timeout ended the wait. */
export const TIMEOUT_STATUS = -1;

/**
 * Sends one request with fetch and always settles: with the answer, with status 0 when the network (or fetch
 * itself) fails, or with TIMEOUT_STATUS once `timeout` ms have passed, whether or not the fetch honours the abort.
 */
export function httpRequest(req: HttpRequest): Promise<HttpResponse> {
  return new Promise((resolve) => {
    const controller = new AbortController();
    // The first resolve wins: the timer settles the promise even if an odd fetch never reacts to abort().
    const timer = setTimeout(() => {
      controller.abort();
      resolve({ status: TIMEOUT_STATUS, text: "" });
    }, req.timeout);
    // Inside then() so a missing fetch (a ReferenceError) lands in catch like a failed connection.
    Promise.resolve()
      .then(() => fetch(req.url, { method: req.method, headers: req.headers, body: req.body, signal: controller.signal }))
      .then(async (res) => ({ status: res.status, text: await res.text() }))
      .catch(() => ({ status: NETWORK_FAILURE_STATUS, text: "" }))
      .then((res) => {
        clearTimeout(timer);
        resolve(res);
      });
  });
}
