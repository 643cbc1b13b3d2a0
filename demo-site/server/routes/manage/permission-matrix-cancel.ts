// Tests only: the permission matrix's lines for cancelling an event (see permission-matrix-table.ts). The samples
// change nothing: event 101 is not canceled (404 not_canceled), and a confirmation that is not its name is refused.
import type { MatrixEntry } from "./permission-matrix-entry.ts";

export const cancelMatrix: MatrixEntry[] = [
  {
    method: "GET",
    path: "/api/manage/organizers/{org}/events/101/cancel",
    access: "orders",
    ok: 404,
    code: "not_canceled",
  },
  {
    method: "POST",
    path: "/api/manage/organizers/{org}/events/101/cancel",
    access: "orders",
    ok: 400,
    code: "confirm_mismatch",
    body: { confirm: "not the event's name" },
  },
];
