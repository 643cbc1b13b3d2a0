// An event's dashboard (sales per day, revenue after fees, tickets left, refunds, pending payments), asked again
// every few seconds while it is open, and its export files (orders, attendees; CSV or XLSX), which need a fresh
// sign-in: the same re-auth dialog as every other call, then the file is saved.
import { queryOptions } from "@tanstack/react-query";
import type { eventDashboard } from "../../server/domain/dashboard/dashboard.ts";
import { api, ApiFailure } from "./http.ts";
import { requestReauth } from "./reauth.ts";

/** The server's answer (a type-only import: nothing of the server reaches the bundle). Amounts are in cents. */
export type Dashboard = Awaited<ReturnType<typeof eventDashboard>>;

const eventPath = (o: number, e: number) => `/organizers/${o}/events/${e}`;

export const dashboardQuery = (o: number, e: number) =>
  queryOptions({
    queryKey: ["organizer", o, "event", e, "dashboard"],
    queryFn: () => api<Dashboard>("GET", `${eventPath(o, e)}/dashboard`),
    refetchInterval: 3000,
  });

export type ExportKind = "orders" | "attendees";
export type ExportFormat = "csv" | "xlsx";

async function failureOf(res: Response): Promise<ApiFailure> {
  type Body = { error?: { code?: string; message?: string } };
  const { error } = (await res.json().catch(() => ({}))) as Body;
  return new ApiFailure(res.status, error?.code ?? `http_${res.status}`, error?.message ?? res.statusText);
}

/** The file name the server gives (content-disposition), else "<kind>.<format>". */
function fileNameOf(res: Response, fallback: string): string {
  const header = res.headers.get("content-disposition") ?? "";
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star) return decodeURIComponent(star[1]!);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
}

/** Fetches the export (after a fresh sign-in if the server asks for one) and hands it to the browser to save. */
export async function downloadExport(o: number, e: number, kind: ExportKind, format: ExportFormat): Promise<void> {
  const path = `/api/manage${eventPath(o, e)}/export/${kind}.${format}`;
  const get = () => fetch(path, { credentials: "same-origin" });
  let res = await get();
  if (res.status === 403) {
    const failure = await failureOf(res);
    if (failure.code !== "reauth_required") throw failure;
    await requestReauth();
    res = await get();
  }
  if (!res.ok) throw await failureOf(res);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = fileNameOf(res, `${kind}.${format}`);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the blob can go after that.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
