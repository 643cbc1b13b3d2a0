// The scanner's calls to /api/manage: a paired device sends its token (Bearer tkd_…), a signed-in person their
// session cookie. Every call has a deadline, so a door never waits on a network that does not answer.
import type { ListChoice, QueuedScan, RedeemAnswer, ScanType, Snapshot } from "./types.ts";

const BASE = "/api/manage";
/** How long an online scan waits for the server before the device decides on its own. */
export const REDEEM_TIMEOUT_MS = 2500;
const DEFAULT_TIMEOUT_MS = 15_000;

/** A failed call: the server's stable code and status; status 0 with code "network" when no answer came. */
export class ScannerApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "ScannerApiError";
  }

  /** No answer (offline, timeout, or the server failing): the device goes on by itself. */
  get unreachable(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}

export interface ScannerApi {
  pair(code: string): Promise<{ token: string; device: { id: string; name: string; organizerId: number } }>;
  session(): Promise<{ user: { email: string } }>;
  lists(organizerId: number): Promise<ListChoice[]>;
  snapshot(organizerId: number, listId: number): Promise<Snapshot>;
  redeem(
    organizerId: number,
    scan: { listId: number; code: string; clientScanId: string; type: ScanType },
  ): Promise<RedeemAnswer>;
  batch(
    organizerId: number,
    scans: QueuedScan[],
  ): Promise<{ results: { clientScanId: string; result: string; status: string }[]; revoked: boolean }>;
}

export function createScannerApi(fetchFn: typeof fetch, token: () => string | undefined): ScannerApi {
  async function call<T>(method: "GET" | "POST", path: string, body?: unknown, timeoutMs = DEFAULT_TIMEOUT_MS) {
    const headers: Record<string, string> = { accept: "application/json" };
    const bearer = token();
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    if (body !== undefined) headers["content-type"] = "application/json";
    let res: Response;
    try {
      res = await fetchFn(BASE + path, {
        method,
        headers,
        credentials: "same-origin",
        cache: "no-store",
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ScannerApiError(0, "network", error instanceof Error ? error.message : String(error));
    }
    const text = await res.text().catch(() => "");
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    if (!res.ok) {
      type Failure = { code?: string; message?: string; error?: { code?: string; message?: string } };
      const failure = (parsed ?? {}) as Failure;
      const error = failure.error ?? failure;
      throw new ScannerApiError(res.status, error.code ?? `http_${res.status}`, error.message ?? res.statusText);
    }
    return parsed as T;
  }
  const org = (id: number) => `/organizers/${id}`;
  return {
    pair: (code) => call("POST", "/check-in/pair", { code }),
    session: () => call("GET", "/session"),
    lists: async (organizerId) =>
      (await call<{ items: ListChoice[] }>("GET", `${org(organizerId)}/check-in-lists`)).items,
    snapshot: (organizerId, listId) => call("GET", `${org(organizerId)}/check-in/snapshot?list=${listId}`),
    redeem: (organizerId, scan) => call("POST", `${org(organizerId)}/check-in`, scan, REDEEM_TIMEOUT_MS),
    batch: (organizerId, scans) => call("POST", `${org(organizerId)}/check-in/batch`, { scans }),
  };
}
