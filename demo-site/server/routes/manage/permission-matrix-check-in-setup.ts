// Tests only: the permission matrix's lines for door check-in's setup routes (see permission-matrix-table.ts).
// permission-matrix.test.ts makes, before any line runs, check-in list 1 ("Matrix gate", event 101, organizer 1:
// the "device" persona is paired for it) and list 2 (event 201, organizer 2: the other organizer's device's).
// List 1 must stay in use for the scan routes' lines, so the archiving line names a list that does not exist.
import type { MatrixEntry } from "./permission-matrix-entry.ts";

const ORG = "/api/manage/organizers/{org}";

export const checkInSetupMatrix: MatrixEntry[] = [
  { method: "GET", path: `${ORG}/events/101/check-in-lists`, access: "check-in", ok: 200 },
  {
    method: "POST",
    path: `${ORG}/events/101/check-in-lists`,
    access: "catalog",
    ok: 201,
    body: { name: "Matrix side door", ticketTypeIds: null, allowReentry: false, validFrom: null, validUntil: null },
  },
  { method: "GET", path: `${ORG}/check-in-lists`, access: "check-in", ok: 200 },
  {
    method: "PATCH",
    path: `${ORG}/check-in-lists/1`,
    access: "catalog",
    ok: 409,
    code: "changed_meanwhile",
    body: { version: 999, name: "Stale" },
  },
  { method: "DELETE", path: `${ORG}/check-in-lists/999999`, access: "catalog", ok: 404, code: "list_not_found" },
  { method: "GET", path: `${ORG}/check-in-devices`, access: "catalog", ok: 200 },
  {
    method: "POST",
    path: `${ORG}/check-in-devices`,
    access: "catalog",
    ok: 201,
    body: { name: "Matrix phone", listIds: [1] },
  },
  {
    method: "POST",
    path: `${ORG}/check-in-devices/dev_nope/revoke`,
    access: "catalog",
    ok: 404,
    code: "device_not_found",
    body: {},
  },
  {
    method: "POST",
    path: "/api/manage/check-in/pair",
    access: "public",
    ok: 400,
    code: "pairing_invalid",
    body: { code: "no-such-pairing-code" },
  },
];
