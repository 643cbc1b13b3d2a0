// Tests only: the permission matrix's lines for door check-in's routes (see permission-matrix-table.ts).
import type { MatrixEntry } from "./permission-matrix-entry.ts";

export const checkInMatrix: MatrixEntry[] = [];
