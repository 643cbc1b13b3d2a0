// Tests only: the permission matrix's lines for the API token, export and dashboard routes (see
// permission-matrix-table.ts).
import type { MatrixEntry } from "./permission-matrix-entry.ts";

const ORG = "/api/manage/organizers/{org}";

export const tokensMatrix: MatrixEntry[] = [
  { method: "GET", path: `${ORG}/api-tokens`, access: "settings", ok: 200 },
  {
    method: "POST",
    path: `${ORG}/api-tokens`,
    access: "settings",
    ok: 201,
    body: { name: "Matrix", scopes: ["orders:read"] },
  },
  { method: "DELETE", path: `${ORG}/api-tokens/tok_nope`, access: "settings", ok: 404, code: "api_token_not_found" },
  { method: "GET", path: `${ORG}/events/101/export/attendees.csv`, access: "orders", ok: 200 },
  { method: "GET", path: `${ORG}/events/101/dashboard`, access: "orders", ok: 200 },
];
