// Writes an export as XLSX, streamed: the sheet's XML is made a page of rows at a time and deflated into the zip
// as it goes (fflate's streaming Zip), so memory holds about one page. Amounts are numbers shown with 2 decimals (the
// sheet can sum them); texts are inline strings, escaped as in the CSV. After each page the writer waits while the
// client is slower than the database (backpressure).
//
// Not exceljs' streaming writer, which this used first: with the number format of amounts (useStyles) it took 16 s
// for 100,000 attendees on the bench machine, over the 10 s goal; this writer's XML is the few fixed parts in
// xlsx-parts.ts and one line per row. Deflate level 1: a little larger than level 6 for this repetitive XML, and much
// faster.
import type { Writable } from "node:stream";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { safeRow, type Cell } from "./cells.ts";
import { drained } from "./drain.ts";
import * as parts from "./xlsx-parts.ts";

/** A text keeps its leading or trailing spaces only when the sheet is told so. */
const PADDED = /^\s|\s$/;

/** A1-style column letters of column `i` (0: A, 26: AA). */
function columnName(i: number): string {
  let name = "";
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** A cell at `ref` ("C7"), as Excel writes them: every cell says where it is, an empty one is left out. */
function cellXml(cell: Cell, ref: string, style: number): string {
  const s = style ? ` s="${style}"` : "";
  if (cell === null) return "";
  if (typeof cell === "number") return `<c r="${ref}"${s}><v>${cell}</v></c>`;
  if (typeof cell === "object") return `<c r="${ref}" s="${parts.MONEY_STYLE}"><v>${Number(cell.money)}</v></c>`;
  const space = PADDED.test(cell) ? ' xml:space="preserve"' : "";
  return `<c r="${ref}" t="inlineStr"${s}><is><t${space}>${parts.xmlText(cell)}</t></is></c>`;
}

/** Writes the header and every page to `out` as a one-sheet workbook, then ends it. */
export async function writeXlsx(
  out: Writable,
  sheetName: string,
  header: readonly string[],
  pages: AsyncIterable<Cell[][]>,
) {
  const zipped: { failure: Error | null } = { failure: null };
  const zip = new Zip((error, chunk, final) => {
    if (error) zipped.failure = error;
    else out.write(chunk);
    if (final) out.end();
  });
  const fixed = (name: string, text: string) => {
    const file = new ZipPassThrough(name);
    zip.add(file);
    file.push(new TextEncoder().encode(text), true);
  };
  fixed("[Content_Types].xml", parts.contentTypes());
  fixed("_rels/.rels", parts.rootRels());
  fixed("xl/workbook.xml", parts.workbook(sheetName));
  fixed("xl/_rels/workbook.xml.rels", parts.workbookRels());
  fixed("xl/styles.xml", parts.styles());
  const sheet = new ZipDeflate("xl/worksheets/sheet1.xml", { level: 1 });
  zip.add(sheet);
  const encoder = new TextEncoder();
  const columns = header.map((_, i) => columnName(i));
  let rowNumber = 0;
  const rowXml = (cells: readonly Cell[], style = 0) => {
    const n = ++rowNumber;
    return `<row r="${n}">${cells.map((c, i) => cellXml(c, `${columns[i]}${n}`, style)).join("")}</row>`;
  };
  sheet.push(encoder.encode(parts.sheetStart() + rowXml(header, parts.HEADER_STYLE)));
  for await (const rows of pages) {
    sheet.push(encoder.encode(rows.map((cells) => rowXml(safeRow(cells))).join("")));
    if (zipped.failure) throw zipped.failure;
    await drained(out);
  }
  sheet.push(encoder.encode(parts.sheetEnd()), true);
  zip.end();
  // ZipDeflate works synchronously: the last chunk is written and `out` ended by now.
  if (zipped.failure) throw zipped.failure;
}
