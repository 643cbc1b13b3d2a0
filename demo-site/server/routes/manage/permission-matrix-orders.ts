// Tests only: the permission matrix's lines for the orders routes (see permission-matrix-table.ts).
import type { MatrixEntry } from "./permission-matrix-entry.ts";

const attendee = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" };

export const ordersMatrix: MatrixEntry[] = [
  { method: "GET", path: "/api/manage/organizers/{org}/orders", access: "orders", ok: 200 },
  {
    method: "GET",
    path: "/api/manage/organizers/{org}/orders/ord_none",
    access: "orders",
    ok: 404,
    code: "order_not_found",
  },
  {
    method: "PATCH",
    path: "/api/manage/organizers/{org}/orders/ord_none/attendee",
    access: "orders",
    ok: 404,
    code: "order_not_found",
    body: attendee,
  },
  {
    method: "POST",
    path: "/api/manage/organizers/{org}/orders/ord_none/resend",
    access: "orders",
    ok: 404,
    code: "order_not_found",
    body: {},
  },
  { method: "POST", path: "/api/manage/organizers/{org}/events/101/resend", access: "orders", ok: 202, body: {} },
];
