// Writes an export as CSV (RFC 4180: comma, CRLF, fields quoted when they hold a comma, quote or line break),
// UTF-8 with a byte order mark so that Excel reads accents right. A page becomes one write; the next waits while
// the client is slower than the database (backpressure), so memory holds about one page.
import type { Writable } from "node:stream";
import { safeRow, type Cell } from "./cells.ts";
import { drained } from "./drain.ts";

const NEEDS_QUOTES = /[",\r\n]/;

function field(cell: Cell): string {
  if (cell === null) return "";
  if (typeof cell === "number") return String(cell);
  const text = typeof cell === "string" ? cell : cell.money;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: readonly Cell[]) => `${safeRow(cells).map(field).join(",")}\r\n`;

/** Writes the header and every page to `out`, then ends it. */
export async function writeCsv(out: Writable, header: readonly string[], pages: AsyncIterable<Cell[][]>) {
  const write = async (chunk: string) => {
    out.write(chunk);
    await drained(out);
  };
  await write(`\uFEFF${csvLine(header)}`);
  for await (const rows of pages) await write(rows.map(csvLine).join(""));
  out.end();
}
