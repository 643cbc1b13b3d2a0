// Tests only: the permission matrix's lines for door check-in's scan routes (see permission-matrix-table.ts). They
// scan for list 1 (event 101, organizer 1), which permission-matrix.test.ts makes and the "device" persona is paired
// for; a code that names no ticket, so each caller's scan is stored once, refused as unknown. The snapshot's line
// names no list (a query string is not part of the path the matrix matches).
import type { MatrixEntry } from "./permission-matrix-entry.ts";

const ORG = "/api/manage/organizers/{org}";
const scan = { listId: 1, code: "TC2.matrix", clientScanId: "matrix-scan" };

export const checkInMatrix: MatrixEntry[] = [
  { method: "POST", path: `${ORG}/check-in`, access: "check-in", ok: 200, body: scan },
  {
    method: "POST",
    path: `${ORG}/check-in/batch`,
    access: "check-in",
    ok: 200,
    body: { scans: [{ ...scan, clientScanId: "matrix-batch", type: "entry", scannedAt: 0, deviceResult: "unknown" }] },
  },
  { method: "GET", path: `${ORG}/check-in/snapshot`, access: "check-in", ok: 404, code: "list_not_found" },
  { method: "GET", path: `${ORG}/events/101/check-in/stats`, access: "check-in", ok: 200 },
  { method: "GET", path: `${ORG}/events/101/check-in/conflicts`, access: "check-in", ok: 200 },
];
