import * as v from "valibot";
import { ApiErrorBodySchema, EventSchema, type CheckoutEvent } from "./event-schema.ts";

export type ApiErrorCode = "network" | "timeout" | "malformed_response" | "event_not_found" | "http_error" | "aborted";

/** Every failure of an API call, with a stable code the UI maps to a message. */
export class WidgetApiError extends Error {
  override name = "WidgetApiError";
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export const DEFAULT_TIMEOUT_MS = 10_000;

export interface RequestOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/** GETs JSON with a timeout; the caller's signal cancels too. Non-2xx answers become WidgetApiError. */
export async function getJson(url: string, options: RequestOptions = {}): Promise<{ status: number; body: unknown }> {
  const { signal, timeoutMs = DEFAULT_TIMEOUT_MS, fetchImpl = fetch } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  signal?.addEventListener("abort", onAbort);
  try {
    let response: Response;
    try {
      response = await fetchImpl(url, { signal: controller.signal, headers: { accept: "application/json" } });
    } catch {
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- a callback sets it
      if (timedOut) throw new WidgetApiError("timeout", `No answer from ${url} within ${timeoutMs / 1000} s.`);
      if (signal?.aborted) throw new WidgetApiError("aborted", "Request cancelled.");
      throw new WidgetApiError("network", `Could not reach ${url}.`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- a callback sets it
      if (timedOut) throw new WidgetApiError("timeout", `No answer from ${url} within ${timeoutMs / 1000} s.`);
      // A proxy's HTML error page is a server problem, not data we misread: let the caller report the status.
      if (!response.ok) return { status: response.status, body: undefined };
      throw new WidgetApiError(
        "malformed_response",
        `Expected JSON from ${url} (HTTP ${response.status}).`,
        response.status,
      );
    }
    return { status: response.status, body };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", onAbort);
  }
}

/** Loads an event with its tickets and validates the answer against EventSchema. */
export async function fetchEvent(
  apiOrigin: string,
  eventId: string,
  options: RequestOptions = {},
): Promise<CheckoutEvent> {
  const url = `${apiOrigin}/api/events/${encodeURIComponent(eventId)}`;
  const { status, body } = await getJson(url, options);
  if (status < 200 || status >= 300) {
    const parsedError = v.safeParse(ApiErrorBodySchema, body);
    const code = parsedError.success ? parsedError.output.error.code : undefined;
    if (status === 404 || code === "event_not_found") {
      throw new WidgetApiError("event_not_found", `Event ${eventId} does not exist.`, status);
    }
    const detail = parsedError.success ? (parsedError.output.error.message ?? code) : undefined;
    throw new WidgetApiError("http_error", `The server answered HTTP ${status}${detail ? `: ${detail}` : ""}.`, status);
  }
  const parsed = v.safeParse(EventSchema, body);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const path = issue.path?.map((p) => String(p.key)).join(".") ?? "";
    throw new WidgetApiError(
      "malformed_response",
      `Unexpected event data${path ? ` at ${path}` : ""}: ${issue.message}.`,
      status,
    );
  }
  return parsed.output;
}
