// fetch with an abort timer that never rejects: status 0 means no answer (network or timeout), so every caller
// handles one shape.
/** One HTTP exchange as the gateway transport needs it. */
export interface HttpRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | null;
  /** Milliseconds until the exchange is given up. */
  timeout: number;
}

/** Status and raw body text; status 0 means no answer (network failure, no fetch, or timeout). */
export interface HttpResponse {
  status: number;
  text: string;
}

/**
 * Sends one request with fetch and always settles: with the answer, or with status 0 when the network (or fetch
 * itself) fails or `timeout` ms have passed, whether or not the fetch honours the abort. Status 0 for a timeout
 * is what XHR reports too, and it is what braintree-web's transport retries.
 */
export function httpRequest(req: HttpRequest): Promise<HttpResponse> {
  return new Promise((resolve) => {
    const controller = new AbortController();
    const noAnswer = () => resolve({ status: 0, text: "" });
    // The first resolve wins: the timer settles the promise even if an odd fetch never reacts to abort().
    const timer = setTimeout(() => {
      controller.abort();
      noAnswer();
    }, req.timeout);
    // Inside then() so a missing fetch (a ReferenceError) lands in catch like a failed connection. The extra
    // init fields (url, timeout) are ignored by fetch.
    Promise.resolve()
      .then(() => fetch(req.url, { ...req, signal: controller.signal }))
      .then(async (res) => resolve({ status: res.status, text: await res.text() }))
      .catch(noAnswer)
      .finally(() => clearTimeout(timer));
  });
}
