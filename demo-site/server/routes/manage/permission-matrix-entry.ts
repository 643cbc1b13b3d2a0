// Tests only: one line of the permission matrix (permission-matrix-table.ts says how to write one).
import type { Access } from "./manage-route.ts";

export interface MatrixEntry {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  access: Access;
  ok: number;
  code?: string;
  body?: unknown;
}
