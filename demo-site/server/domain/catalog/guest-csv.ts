// The guest list's CSV import: a header line naming the columns (name, email, ticket: a ticket type's id or name),
// then one guest per line. Comma or semicolon separated (a spreadsheet in a German locale writes semicolons), quoted
// fields as RFC 4180 has them. Every line is checked, and every problem is reported with its line number, so a file
// is fixed in one go; nothing is imported while any line is wrong.
import * as v from "valibot";
import { GuestEmail } from "./schemas.ts";

export interface CsvGuest {
  line: number;
  name: string;
  email: string;
  ticket_id: number;
}

export interface CsvProblem {
  /** 1-based, the header being line 1. */
  line: number;
  field: string | null;
  message: string;
}

/** Splits CSV text into rows of fields, with the 1-based line each row starts on. */
export function csvRows(text: string, separator: string): { line: number; fields: string[] }[] {
  const rows: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    fields.push(field);
    if (fields.some((f) => f.trim() !== "")) rows.push({ line: rowLine, fields });
    fields = [];
    field = "";
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === "\n") line++;
        field += c;
      }
    } else if (c === '"' && field.trim() === "") {
      quoted = true;
      field = "";
    } else if (c === separator) {
      fields.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      endRow();
      line++;
      rowLine = line;
    } else field += c;
  }
  endRow();
  return rows;
}

const COLUMNS = { name: ["name"], email: ["email", "e-mail", "mail"], ticket: ["ticket", "ticket_id", "ticket type"] };

/** The guests of `text`, or every problem found; `tickets` are the event's ticket types. */
export function parseGuestCsv(
  text: string,
  tickets: readonly { id: number; ticket_name: string }[],
): { guests: CsvGuest[]; problems: CsvProblem[] } {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? "";
  const separator = firstLine.includes(";") && !firstLine.includes(",") ? ";" : ",";
  const [header, ...rows] = csvRows(text.replace(/^\uFEFF/, ""), separator);
  const problems: CsvProblem[] = [];
  const names = header?.fields.map((f) => f.trim().toLowerCase()) ?? [];
  const at = Object.fromEntries(
    Object.entries(COLUMNS).map(([key, aliases]) => [key, names.findIndex((n) => aliases.includes(n))]),
  ) as Record<keyof typeof COLUMNS, number>;
  const missing = Object.keys(COLUMNS).filter((k) => at[k as keyof typeof COLUMNS] < 0);
  if (missing.length > 0)
    return {
      guests: [],
      problems: [
        {
          line: 1,
          field: null,
          message: `The first line must name the columns name, email and ticket (missing: ${missing.join(", ")}).`,
        },
      ],
    };
  if (rows.length === 0) problems.push({ line: 2, field: null, message: "No guest below the header line." });
  const byName = new Map(tickets.map((t) => [t.ticket_name.trim().toLowerCase(), t.id]));
  const ids = new Set(tickets.map((t) => t.id));
  const guests: CsvGuest[] = [];
  for (const { line, fields } of rows) {
    const cell = (i: number) => (fields[i] ?? "").trim();
    const name = cell(at.name);
    const email = v.safeParse(GuestEmail, cell(at.email));
    const ticket = cell(at.ticket);
    const ticketId =
      /^\d+$/.test(ticket) && ids.has(Number(ticket)) ? Number(ticket) : byName.get(ticket.toLowerCase());
    const before = problems.length;
    if (name === "") problems.push({ line, field: "name", message: "The name is empty." });
    else if (name.length > 200)
      problems.push({ line, field: "name", message: "The name is longer than 200 characters." });
    if (!email.success) problems.push({ line, field: "email", message: `The email ${email.issues[0].message}.` });
    if (ticketId === undefined)
      problems.push({
        line,
        field: "ticket",
        message: `"${ticket}" is not a ticket type of this event (use one of: ${tickets.map((t) => `${t.id} ${t.ticket_name}`).join(", ")}).`,
      });
    if (problems.length === before && email.success && ticketId !== undefined)
      guests.push({ line, name, email: email.output.toLowerCase(), ticket_id: ticketId });
  }
  return { guests, problems };
}
