// @vitest-environment node
// An event's time zone and venue, set through the back office, in the documents a buyer gets: the ticket mail and
// the PDF state the date in the event's zone with its abbreviation, in the buyer's language.
import { join } from "node:path";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server.ts";
import { composeMail } from "../../domain/mail/compose-mail.ts";
import { loadServerTranslations } from "../../domain/i18n/translations.ts";
import { repoRoot } from "../../testing/in-process.ts";
import { manageSession } from "../../testing/manage-session.ts";
import { pageTexts } from "../../testing/pdf-images.ts";
import { freeOrderBody, postJson } from "../../testing/requests.ts";
import { rows } from "../../testing/sql.ts";
import { startServerOn, testStores } from "../../testing/stores.ts";
import type { MailOutboxRow } from "../../store/index.ts";

describe.each(testStores)("dates in the event's time zone on %s", (_name, kind) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServerOn(kind);
    const owner = await manageSession(server.store, { organizerId: 2, role: "manager" });
    const url = `${server.origin}/api/manage/organizers/2/events/201`;
    const { version } = await (await fetch(url, { headers: owner.headers })).json();
    const res = await fetch(url, {
      method: "PATCH",
      headers: owner.writeHeaders,
      body: JSON.stringify({
        version,
        time_zone: "Europe/Berlin",
        venue: "Kulturbrauerei",
        start_date: "2030-07-04T18:00:00+02:00",
      }),
    });
    expect(res.status).toBe(200);
  });
  afterAll(() => server.close());

  const order = async (lang: string) => {
    const customer = { ...freeOrderBody().customer, lang, email: `${lang}@example.org` };
    const res = await postJson(server.origin, "/api/orders/free", freeOrderBody({ customer }));
    expect(res.status).toBe(201);
    return (await res.json()) as { ticket: string; order_id: string };
  };
  const pdfText = async (ticketUrl: string) =>
    pageTexts(await PDFDocument.load(new Uint8Array(await (await fetch(ticketUrl)).arrayBuffer())));
  const ticketMail = async (orderId: string) => {
    const [row] = await rows<MailOutboxRow>(
      server.store,
      "SELECT * FROM mail_outbox WHERE order_id = ? AND kind = 'ticket'",
      orderId,
    );
    const translations = loadServerTranslations(join(repoRoot, "demo-site/server/domain/i18n/locales"));
    const mail = await composeMail({ store: server.store, translations, origin: () => server.origin }, row!);
    if (!mail || "skip" in mail) throw new Error("no ticket mail");
    return mail;
  };

  it("English: the PDF and the mail say 18:00 CEST (not 16:00 UTC), with the venue", async () => {
    const { ticket, order_id } = await order("en");
    const text = await pdfText(ticket);
    expect(text).toContain("Thu, 4 Jul 2030, 18:00 CEST · Kulturbrauerei");
    expect(text).not.toContain("UTC");
    const mail = await ticketMail(order_id);
    expect(mail.text).toContain("Thu, 4 Jul 2030, 18:00 CEST");
    expect(mail.text).toContain("Kulturbrauerei");
  });

  it("German: the same instant as German writes it, with the German abbreviation", async () => {
    const { ticket, order_id } = await order("de");
    expect(await pdfText(ticket)).toContain("Do., 4. Juli 2030, 18:00 MESZ");
    const mail = await ticketMail(order_id);
    expect(mail.text).toContain("Do., 4. Juli 2030, 18:00 MESZ");
    expect(mail.text).toContain("Ort");
  });
});
