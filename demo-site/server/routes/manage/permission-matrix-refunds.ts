// Tests only: the permission matrix's lines for the refund routes (see permission-matrix-table.ts). The samples
// change nothing: the order and the refund named do not exist (404), and the attention list is read.
import type { MatrixEntry } from "./permission-matrix-entry.ts";

export const refundsMatrix: MatrixEntry[] = [
  {
    method: "GET",
    path: "/api/manage/organizers/{org}/orders/ord_none/refunds",
    access: "orders",
    ok: 404,
    code: "order_not_found",
  },
  {
    method: "POST",
    path: "/api/manage/organizers/{org}/orders/ord_none/refunds",
    access: "orders",
    ok: 404,
    code: "order_not_found",
    body: {},
  },
  { method: "GET", path: "/api/manage/organizers/{org}/refunds", access: "orders", ok: 200 },
  {
    method: "POST",
    path: "/api/manage/organizers/{org}/refunds/rf_none/retry",
    access: "orders",
    ok: 404,
    code: "refund_not_found",
    body: {},
  },
  {
    method: "POST",
    path: "/api/manage/organizers/{org}/refunds/rf_none/mark-refunded",
    access: "orders",
    ok: 404,
    code: "refund_not_found",
    body: { note: "paid back by bank transfer" },
  },
];
