// Tests only: the permission matrix's lines for the webhook routes (see permission-matrix-table.ts). Owners only
// ("settings"); ids no endpoint has answer the same 404 to everyone allowed. The new endpoint listens to refunds only,
// and its address cannot resolve, so the matrix's catalog changes queue nothing for it.
import type { MatrixEntry } from "./permission-matrix-entry.ts";

const BASE = "/api/manage/organizers/{org}/webhooks";
const NONE = `${BASE}/999999`;
const gone = { ok: 404, code: "webhook_not_found" } as const;

export const webhooksMatrix: MatrixEntry[] = [
  { method: "GET", path: BASE, access: "settings", ok: 200 },
  {
    method: "POST",
    path: BASE,
    access: "settings",
    ok: 201,
    body: { url: "https://hooks.example.invalid/in", events: ["order.refunded"] },
  },
  { method: "GET", path: NONE, access: "settings", ...gone },
  { method: "PATCH", path: NONE, access: "settings", ...gone, body: { enabled: false } },
  { method: "DELETE", path: NONE, access: "settings", ...gone },
  { method: "POST", path: `${NONE}/rotate-secret`, access: "settings", ...gone, body: {} },
  { method: "GET", path: `${NONE}/deliveries`, access: "settings", ...gone },
  { method: "POST", path: `${NONE}/deliveries/1/redeliver`, access: "settings", ...gone, body: {} },
];
