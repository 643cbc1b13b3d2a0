// Tests only. STUB (owned by REFUNDS): the permission matrix's lines for its routes (see permission-matrix-table.ts).
import type { MatrixEntry } from "./permission-matrix-entry.ts";

export const refundsMatrix: MatrixEntry[] = [];
