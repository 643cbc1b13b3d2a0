// Tests only: one line of the permission matrix (permission-matrix-table.ts says how to write one).
import type { Access } from "./manage-route.ts";

export interface MatrixEntry {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  access: Access;
  ok: number;
  code?: string;
  body?: unknown;
  /** What the paired "device" persona (organizer 1, list 1) gets instead of `ok`, where its lists make it differ. */
  device?: { status: number; code?: string };
}
