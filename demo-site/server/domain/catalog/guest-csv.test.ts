// @vitest-environment node
import { describe, expect, it } from "vitest";
import { csvRows, parseGuestCsv } from "./guest-csv.ts";

const tickets = [
  { id: 11001, ticket_name: "Entry" },
  { id: 11003, ticket_name: "Entry + drink" },
];

describe("the guest list's CSV", () => {
  it("reads quoted fields with separators, doubled quotes and line breaks, and reports each row's first line", () => {
    expect(csvRows('a,b\r\n"x, y","say ""hi"""\n"two\nlines",z\n\n', ",")).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 2, fields: ["x, y", 'say "hi"'] },
      { line: 3, fields: ["two\nlines", "z"] },
    ]);
  });

  it("takes columns in any order by their header, ticket types by id or name (any case), semicolons too", () => {
    const { guests, problems } = parseGuestCsv(
      "\uFEFFTicket;E-Mail;Name\nentry + DRINK;Ana@Example.org;Ana\n11001;bo@example.org;Bo\n",
      tickets,
    );
    expect(problems).toEqual([]);
    expect(guests).toEqual([
      { line: 2, name: "Ana", email: "ana@example.org", ticket_id: 11003 },
      { line: 3, name: "Bo", email: "bo@example.org", ticket_id: 11001 },
    ]);
  });

  it("names every wrong line and field, and the columns a header lacks", () => {
    const { guests, problems } = parseGuestCsv(
      "name,email,ticket\n,not-an-email,99\nCy,cy@example.org,Entry\n",
      tickets,
    );
    expect(guests).toHaveLength(1);
    expect(problems.map((p) => [p.line, p.field])).toEqual([
      [2, "name"],
      [2, "email"],
      [2, "ticket"],
    ]);
    expect(problems[2]!.message).toContain("11001 Entry");
    expect(parseGuestCsv("name,mail\nA,a@example.org\n", tickets).problems).toEqual([
      {
        line: 1,
        field: null,
        message: "The first line must name the columns name, email and ticket (missing: ticket).",
      },
    ]);
    expect(parseGuestCsv("name,email,ticket\n", tickets).problems[0]!.message).toBe("No guest below the header line.");
  });
});
