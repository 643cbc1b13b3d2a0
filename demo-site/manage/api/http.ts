// The one way the app talks to the server: JSON to and from /api/manage/*, same-origin cookies, errors as
// ApiFailure (the server's stable code, status and message). A 403 reauth_required asks the re-auth dialog
// (reauth.ts) for a fresh sign-in and then tries the call once more.
import { requestReauth } from "./reauth.ts";

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = "ApiFailure";
  }
}

/** A page of a back-office list: its items and the cursor of the next page (null: the last). */
export interface Page<T> {
  items: T[];
  next: string | null;
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

const BASE = "/api/manage";

async function send(method: Method, path: string, body: unknown): Promise<Response> {
  const init: RequestInit = { method, credentials: "same-origin", headers: { accept: "application/json" } };
  if (method !== "GET") {
    init.headers = { accept: "application/json", "content-type": "application/json" };
    init.body = JSON.stringify(body ?? {});
  }
  return fetch(BASE + path, init);
}

async function failureOf(res: Response): Promise<ApiFailure> {
  type Body = { code?: string; message?: string; field?: string };
  let parsed: Body & { error?: Body } = {};
  try {
    parsed = (await res.json()) as typeof parsed;
  } catch {
    // not JSON: keep the status alone
  }
  const error = parsed.error ?? parsed;
  return new ApiFailure(res.status, error.code ?? `http_${res.status}`, error.message ?? res.statusText, error.field);
}

/** Calls the API; resolves the parsed JSON body (undefined for 204), rejects with an ApiFailure. */
export async function api<T>(method: Method, path: string, body?: unknown): Promise<T> {
  let res = await send(method, path, body);
  if (res.status === 403) {
    const failure = await failureOf(res.clone());
    if (failure.code === "reauth_required") {
      await requestReauth();
      res = await send(method, path, body);
    }
  }
  if (!res.ok) throw await failureOf(res);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
