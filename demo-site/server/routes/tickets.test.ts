// @vitest-environment node
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { startServerOn, testStores } from "../testing/stores.ts";
import { decodeQr, extractImages, pageTexts } from "../testing/pdf-images.ts";
import { freeOrderBody, postJson } from "../testing/requests.ts";
import { makeLegacyTicketCode, makeTicketCode, verifyTicketCode } from "../domain/tickets/ticket-code.ts";
import { row as firstRow, rows, run } from "../testing/sql.ts";

const secret = "test-secret-for-ticket-codes";
describe.each(testStores)("GET /api/tickets on %s", (_store, kind) => {
  let server: RunningServer;
  let ticketUrl: string;
  let orderId: string;
  beforeAll(async () => {
    server = await startServerOn(kind, { TICKET_SECRET: secret });
    const res = await postJson(
      server.origin,
      "/api/orders/free",
      freeOrderBody({
        ticketQuantities: { "20101": 3 },
        customer: { ...freeOrderBody().customer, firstName: "Zoë", lastName: "Ødegaard" },
      }),
    );
    expect(res.status).toBe(201);
    const body = await res.json();
    ticketUrl = body.ticket;
    orderId = body.order_id;
  });
  afterAll(() => server.close());

  describe("GET /api/tickets/:token", () => {
    it("returns a PDF with one page and one scannable, HMAC-signed QR code per ticket", async () => {
      const res = await fetch(ticketUrl);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("content-disposition")).toBe('inline; filename="tickets-201.pdf"');
      const pdf = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
      expect(pdf.getPageCount()).toBe(3);
      const codes = extractImages(pdf).map(decodeQr);
      expect(codes).toHaveLength(3);
      const key = Buffer.from(secret);
      for (const code of codes) {
        expect(code).not.toBeNull();
        expect(verifyTicketCode(key, code!)).toMatchObject({ eventId: 201 });
        expect(verifyTicketCode(Buffer.from("another secret"), code!)).toBeNull();
      }
      expect(new Set(codes).size).toBe(3);
      const stored = await rows<{ code: string }>(
        server.store,
        "SELECT code FROM issued_tickets WHERE order_id = ? ORDER BY position",
        orderId,
      );
      expect(codes).toEqual(stored.map((r) => r.code));
      const text = pageTexts(pdf);
      expect(text).toContain("Free entry — Community Meetup");
      expect(text).toContain("Zoë Ødegaard");
      expect(text).toContain("Free registration (1 of 3)");
      expect(text).toContain("3 × Free registration (€0.00 each)"); // in the order's language (English): its money format
      expect(text).toContain(orderId);
      expect(text).toContain("Paid €0.00");
      expect(text).toContain("2 Apr 2030");
    });

    it("prints the ticket in the order's language: labels, lines, money and date as that locale writes them", async () => {
      const customer = { ...freeOrderBody().customer, lang: "de" };
      const res = await postJson(
        server.origin,
        "/api/orders/free",
        freeOrderBody({ ticketQuantities: { "20101": 2 }, customer }),
      );
      expect(res.status).toBe(201);
      const pdf = await PDFDocument.load(new Uint8Array(await (await fetch((await res.json()).ticket)).arrayBuffer()));
      const text = pageTexts(pdf);
      expect(text).toContain("BESTELLUNG");
      expect(text).toContain("Free registration (1 von 2)");
      expect(text).toMatch(/2 × Free registration \(je 0,00\s€\)/); // Intl's de-DE: a no-break space before €
      expect(text).toMatch(/Bezahlt: 0,00\s€/);
      expect(text).toContain("2. Apr. 2030");
      expect(text).not.toContain("Paid");
    });

    it("prints names beyond Windows-1252 as written (embedded DejaVu Sans), and only unknown glyphs as ?", async () => {
      const customer = { ...freeOrderBody().customer, firstName: "Łukasz Ștefan", lastName: "Őrsi-Δημήτρης Жуков 王" };
      const res = await postJson(
        server.origin,
        "/api/orders/free",
        freeOrderBody({ ticketQuantities: { "20101": 1 }, customer }),
      );
      expect(res.status).toBe(201);
      const bytes = new Uint8Array(await (await fetch((await res.json()).ticket)).arrayBuffer());
      const text = pageTexts(await PDFDocument.load(bytes));
      expect(text).toContain("Łukasz Ștefan Őrsi-Δημήτρης Жуков ?");
      expect(text).toContain("Free entry — Community Meetup");
      // Subset fonts: a one-ticket PDF stays small although the two font files are about 1.4 MB.
      expect(bytes.length).toBeLessThan(120_000);
    });

    it("rejects codes that were altered or signed with another key, new (TC2) and older (TC1) alike", () => {
      const key = Buffer.from(secret);
      const good = makeTicketCode(key, 201, 20101, "abcdefghijklmnop");
      expect(verifyTicketCode(key, good)).toEqual({
        eventId: 201,
        ticketCodeId: "abcdefghijklmnop",
        ticketTypeId: 20101,
        scheme: "TC2",
      });
      expect(verifyTicketCode(key, good.slice(0, -1) + (good.endsWith("A") ? "B" : "A"))).toBeNull();
      expect(verifyTicketCode(Buffer.from("x"), good)).toBeNull();
      const old = makeLegacyTicketCode(key, 201, "abcdefghijklmnop");
      expect(verifyTicketCode(key, old)).toMatchObject({
        eventId: 201,
        ticketCodeId: "abcdefghijklmnop",
        scheme: "TC1",
      });
      expect(verifyTicketCode(key, old.replace("TC1.201.", "TC1.202."))).toBeNull();
      expect(verifyTicketCode(Buffer.from("x"), old)).toBeNull();
    });

    it("each order's link shows only that order's tickets", async () => {
      const res = await postJson(
        server.origin,
        "/api/orders/free",
        freeOrderBody({ ticketQuantities: { "20101": 1 } }),
      );
      const other = await res.json();
      const pdf = await PDFDocument.load(new Uint8Array(await (await fetch(other.ticket)).arrayBuffer()));
      expect(pdf.getPageCount()).toBe(1);
      const [code] = extractImages(pdf).map(decodeQr);
      const row = await firstRow<{ order_id: string }>(
        server.store,
        "SELECT order_id FROM issued_tickets WHERE code = ?",
        code,
      );
      expect(row.order_id).toBe(other.order_id);
    });

    it("a canceled order's link answers 410 order_canceled (an event canceled: its free orders' tickets are void)", async () => {
      const res = await postJson(
        server.origin,
        "/api/orders/free",
        freeOrderBody({ ticketQuantities: { "20101": 1 } }),
      );
      const other = await res.json();
      expect((await fetch(other.ticket)).status).toBe(200);
      await run(server.store, "UPDATE orders SET status = 'canceled' WHERE id = ?", other.order_id);
      const gone = await fetch(other.ticket);
      expect(gone.status).toBe(410);
      expect((await gone.json()).error.code).toBe("order_canceled");
    });

    it("answers unknown, forged and malformed tokens with 404 JSON", async () => {
      const token = ticketUrl.split("/").pop()!;
      const forged = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
      for (const t of [forged, "A".repeat(32), "short", orderId, "..%2F..%2Fpackage.json"]) {
        const res = await fetch(`${server.origin}/api/tickets/${t}`);
        expect(res.status, t).toBe(404);
        expect((await res.json()).error.code).toBe("ticket_not_found");
      }
    });
  });
});
