// Writes an export as XLSX with exceljs' streaming WorkbookWriter: each row is committed (serialized into the zip
// and dropped) as it comes; strings are written inline (no shared-string table held until the end). Amounts are
// numbers shown with 2 decimals, so the sheet can sum them; texts are escaped as in the CSV. After each page the
// writer waits while the client is slower than the database (backpressure).
import { once } from "node:events";
import type { Writable } from "node:stream";
import ExcelJS from "exceljs";
import { safeRow, type Cell } from "./cells.ts";

const MONEY_FORMAT = "0.00";

/** Writes the header and every page to `out` as a one-sheet workbook, then ends it. */
export async function writeXlsx(
  out: Writable,
  sheetName: string,
  header: readonly string[],
  pages: AsyncIterable<Cell[][]>,
) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.addRow([...header]).commit();
  for await (const rows of pages) {
    for (const cells of rows) {
      const safe = safeRow(cells);
      const row = sheet.addRow(safe.map((c) => (c !== null && typeof c === "object" ? Number(c.money) : c)));
      safe.forEach((c, i) => {
        if (c !== null && typeof c === "object") row.getCell(i + 1).numFmt = MONEY_FORMAT;
      });
      row.commit();
    }
    if (out.writableNeedDrain) await once(out, "drain");
  }
  sheet.commit();
  await workbook.commit();
}
