/** A failed call to our API: `status` 0 means no response at all (network, timeout, CORS). */
export class ApiCallError extends Error {
  override name = "ApiCallError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

export const API_TIMEOUT_MS = 15_000;

/**
 * JSON request with a timeout. A non-2xx answer becomes ApiCallError carrying the server's
 * `error.code`; no answer at all becomes ApiCallError with status 0 and code "network_error".
 */
export async function requestJson(
  url: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
  timeoutMs = API_TIMEOUT_MS,
): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const abort = () => controller.abort();
  init.signal?.addEventListener("abort", abort, { once: true });
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? "GET",
      headers:
        init.body === undefined
          ? { accept: "application/json" }
          : { accept: "application/json", "content-type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: controller.signal,
    });
  } catch (err) {
    throw new ApiCallError(
      0,
      "network_error",
      `No answer from ${url}: ${(err as Error).message}. Check the connection and the API origin.`,
    );
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener("abort", abort);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (!response.ok) {
    const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
    const code = typeof error?.code === "string" ? error.code : `http_${response.status}`;
    const message = typeof error?.message === "string" ? error.message : `${url} answered ${response.status}`;
    throw new ApiCallError(response.status, code, message, body);
  }
  return body;
}
