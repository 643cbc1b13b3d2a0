// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server.ts";
import { repoRoot, startTestServer, tempDir, writeSeed } from "../../testing/in-process.ts";
import { decodeQr, extractImages } from "../../testing/pdf-images.ts";
import { freeOrderBody, postJson } from "../../testing/requests.ts";
import { startSmtpSink, type Received, type SmtpSink } from "../../testing/smtp-sink.ts";
import { rows } from "../../testing/sql.ts";
import { insertPendingOrder } from "../../testing/seeded-store.ts";
import { finaliseOrder } from "../orders/finalise-order.ts";
import { closeOrder, notePending } from "../orders/open-payment.ts";
import { verifyTicketCode } from "../tickets/ticket-code.ts";
import { startMailCatcher } from "./catcher.ts";
import { smtpTransport } from "./transport.ts";

// The real nodemailer (the server's sender) against a real SMTP server (smtp-server) in this test, every mail parsed
// back with mailparser. Event 201's name and note carry organizer HTML.
const EVENT = 'Meetup <script>alert("name")</script>';
const NOTE = '<img src=x onerror="alert(1)"> Bring <b>ID</b>';
const SECRET = "mail-test-ticket-secret";

function seedWithOrganizerHtml(): string {
  const seed = JSON.parse(readFileSync(join(repoRoot, "demo-site/data/seed.json"), "utf8"));
  for (const organizer of seed.organizers) {
    for (const event of organizer.events) {
      if (event.id === 201) Object.assign(event, { name: EVENT, attention: NOTE });
    }
  }
  return writeSeed(tempDir(), seed);
}

const fast = { pollMs: 100, backoff: { baseMs: 1_000, maxMs: 2_000, maxAttempts: 100 } };
const mailEnv = (port: number) => ({
  SMTP_HOST: "127.0.0.1",
  SMTP_PORT: String(port),
  MAIL_FROM: "Tickets <tickets@example.com>",
  TICKET_SECRET: SECRET,
  DEMO_MODE: "1",
});

async function freeOrder(server: RunningServer, email: string, lang = "en", quantity = 1) {
  const res = await postJson(
    server.origin,
    "/api/orders/free",
    freeOrderBody({ ticketQuantities: { "20101": quantity }, customer: { ...freeOrderBody().customer, email, lang } }),
  );
  expect(res.status).toBe(201);
  return (await res.json()) as { ticket: string; order_id: string; guest_id: string };
}

const to = (r: Received) =>
  [r.mail.to]
    .flat()
    .map((a) => a?.text)
    .join(",");
const forAddress = (sink: SmtpSink, email: string) => sink.received.filter((r) => r.envelopeTo.includes(email));
async function mailsFor(sink: SmtpSink, email: string, count: number, timeoutMs = 15_000): Promise<Received[]> {
  const until = Date.now() + timeoutMs;
  while (forAddress(sink, email).length < count) {
    if (Date.now() > until)
      throw new Error(`expected ${count} mails to ${email}, got ${forAddress(sink, email).length}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return forAddress(sink, email);
}

describe("mails over SMTP", () => {
  let sink: SmtpSink;
  let server: RunningServer;
  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer(
      { ...mailEnv(sink.port), SEED_FILE: seedWithOrganizerHtml(), LIMIT_RESENDS: "3" },
      { mailTuning: fast },
    );
  });
  afterAll(async () => {
    await server.close();
    await sink.close();
  });

  it("sends the ticket mail to the order's address, its subject in the checkout's language, in all 8 languages", async () => {
    const subjects: Record<string, string> = {
      en: `Your tickets for ${EVENT}`,
      de: `Deine Tickets für ${EVENT}`,
      nl: `Je tickets voor ${EVENT}`,
      fr: `Vos billets pour ${EVENT}`,
      es: `Tus entradas para ${EVENT}`,
      it: `I tuoi biglietti per ${EVENT}`,
      pl: `Twoje bilety na ${EVENT}`,
      pt: `Os seus bilhetes para ${EVENT}`,
    };
    for (const lang of Object.keys(subjects)) await freeOrder(server, `buyer-${lang}@example.com`, lang);
    for (const [lang, subject] of Object.entries(subjects)) {
      const [mail] = await mailsFor(sink, `buyer-${lang}@example.com`, 1);
      expect(mail!.envelopeTo).toEqual([`buyer-${lang}@example.com`]);
      expect(to(mail!)).toBe(`buyer-${lang}@example.com`);
      expect(mail!.mail.from?.text).toBe('"Tickets" <tickets@example.com>');
      expect(mail!.mail.subject).toBe(subject);
      expect(mail!.mail.html).toContain(`<html lang="${lang}">`);
      expect(mail!.mail.text).toContain("ord_");
      expect(mail!.mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
        ["tickets-201.pdf", "application/pdf"],
      ]);
    }
    expect((await mailsFor(sink, "buyer-de@example.com", 1))[0]!.mail.text).toContain("Danke für deine Bestellung");
  });

  it("attaches the same PDF the download link serves, whose QR codes decode to the order's tickets", async () => {
    const order = await freeOrder(server, "pdf@example.com", "en", 2);
    const [mail] = await mailsFor(sink, "pdf@example.com", 1);
    const attachment = mail!.mail.attachments[0]!.content;
    const downloaded = Buffer.from(await (await fetch(order.ticket)).arrayBuffer());
    expect(attachment.equals(downloaded)).toBe(true);
    expect(mail!.mail.html).toContain(`href="${order.ticket}"`);
    expect(mail!.mail.text).toContain(order.ticket);
    const codes = extractImages(await PDFDocument.load(new Uint8Array(attachment))).map(decodeQr);
    const issued = await rows<{ code: string }>(
      server.store,
      "SELECT code FROM issued_tickets WHERE order_id = ? ORDER BY position",
      order.order_id,
    );
    expect(codes).toEqual(issued.map((r) => r.code));
    for (const code of codes) expect(verifyTicketCode(Buffer.from(SECRET), code!)).toMatchObject({ eventId: 201 });
  });

  it("writes organizer text as text: no organizer tag or attribute in the HTML part", async () => {
    await freeOrder(server, "escape@example.com");
    const [mail] = await mailsFor(sink, "escape@example.com", 1);
    const htmlPart = String(mail!.mail.html);
    const tags = new Set([...htmlPart.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)/g)].map((m) => m[1]!.toLowerCase()));
    expect([...tags].sort()).toEqual([
      "a",
      "body",
      "div",
      "head",
      "html",
      "meta",
      "p",
      "table",
      "td",
      "th",
      "title",
      "tr",
    ]);
    expect(htmlPart).not.toMatch(/<script|<img|<b>|onerror="/i);
    expect(htmlPart).toContain("Meetup &lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt;");
    expect(htmlPart).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; Bring &lt;b&gt;ID&lt;/b&gt;");
    expect(mail!.mail.text).toContain(NOTE);
  });

  it("pending → paid: the 'still processing' mail, then the ticket mail; failed after pending: the failed mail with the way back", async () => {
    await insertPendingOrder(server.store, "ord_mailpaid", "later-paid@example.com");
    await notePending(server.store, "ord_mailpaid", 0);
    await mailsFor(sink, "later-paid@example.com", 1);
    await finaliseOrder({ store: server.store, ticketSecret: Buffer.from(SECRET) }, "ord_mailpaid", Date.now());
    const paid = await mailsFor(sink, "later-paid@example.com", 2);
    expect(paid.map((r) => r.mail.subject)).toEqual([
      "Wir haben deine Bestellung für Available — Summer Open Air erhalten",
      "Deine Tickets für Available — Summer Open Air",
    ]);
    expect(paid[0]!.mail.attachments).toEqual([]);
    expect(paid[1]!.mail.attachments).toHaveLength(1);
    await insertPendingOrder(server.store, "ord_mailfail", "failed@example.com");
    await notePending(server.store, "ord_mailfail", 0);
    await mailsFor(sink, "failed@example.com", 1);
    await closeOrder(server.store, "ord_mailfail", "failed", "declined");
    const failed = await mailsFor(sink, "failed@example.com", 2);
    expect(failed[1]!.mail.subject).toBe("Deine Zahlung für Available — Summer Open Air ist nicht durchgegangen");
    expect(failed[1]!.mail.text).toContain(`${server.origin}/o/`);
    expect(failed[1]!.mail.text).toContain("/events/101?lang=de");
  });

  it("POST /api/orders/:id/resend sends the ticket mail again to the order's address only, within the resend limit", async () => {
    const order = await freeOrder(server, "resend@example.com");
    await mailsFor(sink, "resend@example.com", 1);
    const resend = (body: unknown) => postJson(server.origin, `/api/orders/${order.order_id}/resend`, body);
    const res = await resend({ guest_id: order.guest_id, email: "attacker@example.net", to: "attacker@example.net" });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ status: "queued", order_id: order.order_id });
    const both = await mailsFor(sink, "resend@example.com", 2);
    expect(both[0]!.mail.messageId).not.toBe(both[1]!.mail.messageId);
    expect(both[1]!.mail.attachments[0]!.content.equals(both[0]!.mail.attachments[0]!.content)).toBe(true);
    expect(sink.received.some((r) => r.envelopeTo.includes("attacker@example.net"))).toBe(false);
    const wrong = await resend({ guest_id: "not-the-guest-id" });
    expect(wrong.status).toBe(404);
    expect((await wrong.json()).error.code).toBe("order_not_found");
    await insertPendingOrder(server.store, "ord_unpaid", "unpaid@example.com");
    const unpaid = await postJson(server.origin, "/api/orders/ord_unpaid/resend", { guest_id: "guest" });
    expect(unpaid.status).toBe(409);
    expect((await unpaid.json()).error.code).toBe("order_not_paid");
    const limited = await resend({ guest_id: order.guest_id }); // this address's fourth resend
    expect(limited.status).toBe(429);
    expect((await limited.clone().json()).limit).toBe("resends");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(forAddress(sink, "resend@example.com")).toHaveLength(2);
  });
});

describe("the SMTP server down for 10 s, then up", () => {
  it("every mail arrives exactly once", async () => {
    const { freePort } = await import("../../testing/smtp-sink.ts");
    const port = await freePort();
    const server = await startTestServer(mailEnv(port), { mailTuning: fast });
    let sink: SmtpSink | undefined;
    try {
      const orders = [];
      for (let i = 0; i < 6; i++) orders.push(await freeOrder(server, `down${i}@example.com`, i % 2 ? "de" : "en"));
      await new Promise((r) => setTimeout(r, 10_000));
      const waiting = await rows<{ status: string; attempts: number; last_error: string }>(
        server.store,
        "SELECT status, attempts, last_error FROM mail_outbox",
      );
      expect(waiting).toHaveLength(6);
      for (const row of waiting) {
        expect(row.status).toBe("queued");
        expect(Number(row.attempts)).toBeGreaterThanOrEqual(2);
        expect(row.last_error).toMatch(/ECONNECTION|ECONNREFUSED/);
      }
      sink = await startSmtpSink(port);
      await sink.waitFor(6, 15_000);
      await new Promise((r) => setTimeout(r, 3_000)); // time for any duplicate to show up
      const ids = sink.received.map((r) => r.mail.messageId);
      const after = await rows<{ status: string; attempts: number }>(
        server.store,
        "SELECT status, attempts FROM mail_outbox",
      );
      const attempts = after.reduce((n, r) => n + Number(r.attempts), 0);
      console.log(
        `SMTP down 10 s: ${orders.length} mails queued, ${attempts} attempts in all (${attempts - orders.length} retried), ${sink.received.length} received, ${new Set(ids).size} distinct Message-IDs`,
      );
      expect(sink.received).toHaveLength(6);
      expect(new Set(ids).size).toBe(6);
      expect(sink.received.map((r) => r.envelopeTo[0]).sort()).toEqual(
        orders.map((_, i) => `down${i}@example.com`).sort(),
      );
      expect(after.every((r) => r.status === "sent")).toBe(true);
    } finally {
      await server.close();
      await sink?.close();
    }
  }, 60_000);
});

describe("an ambiguous failure: the server kept the mail but answered 451", () => {
  it("the retry carries the same Message-ID, and the demo's catcher keeps the mail once", async () => {
    const sink = await startSmtpSink(0, { ambiguous: 1 });
    const server = await startTestServer(mailEnv(sink.port), { mailTuning: fast });
    try {
      await freeOrder(server, "ambiguous@example.com");
      const copies = await mailsFor(sink, "ambiguous@example.com", 2);
      expect(copies[0]!.mail.messageId).toBe(copies[1]!.mail.messageId);
      const [row] = await rows<{ status: string; attempts: number; last_error: string | null }>(
        server.store,
        "SELECT status, attempts, last_error FROM mail_outbox",
      );
      expect(row).toMatchObject({ status: "sent", last_error: null });
      expect(Number(row!.attempts)).toBe(2);
      // The same two deliveries into the demo's catcher: one caught mail.
      const catcher = await startMailCatcher(server.store);
      const transport = smtpTransport(
        { host: "127.0.0.1", port: catcher.port, secure: false, auth: null },
        { ignoreTLS: true },
      );
      for (const copy of copies)
        await transport.sendMail({ envelope: { from: "tickets@example.com", to: copy.envelopeTo }, raw: copy.raw });
      transport.close();
      await catcher.close();
      const caught = await server.store.caughtMail.list(10);
      expect(caught.filter((m) => m.envelope_to === "ambiguous@example.com").map((m) => m.message_id)).toEqual([
        copies[0]!.mail.messageId,
      ]);
    } finally {
      await server.close();
      await sink.close();
    }
  }, 30_000);
});
