// What an export's cell may hold, and the escape that keeps a spreadsheet from running a buyer's text: a name typed
// as `=HYPERLINK(...)` would otherwise become a live formula when the organizer opens the file (CSV injection).
// OWASP's advice: a text cell starting with =, +, -, @, tab or carriage return gets a leading apostrophe, which
// spreadsheets show as text. Numbers (money, counts) are written as numbers and never escaped.

/** An amount of money as the store keeps it ("25.00"): CSV writes it so, XLSX as a number shown with 2 decimals. */
export interface Money {
  money: string;
}

/** A text, a count, an amount or nothing. */
export type Cell = string | number | Money | null;

const FORMULA_START = /^[=+\-@\t\r]/;

/** `text` made safe to open in a spreadsheet. */
export const escapeFormula = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** A row's cells with every text escaped. */
export const safeRow = (cells: readonly Cell[]): Cell[] =>
  cells.map((c) => (typeof c === "string" ? escapeFormula(c) : c));

export const money = (amount: string | null): Money | null => (amount === null ? null : { money: amount });
