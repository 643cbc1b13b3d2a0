// The tickets as a PDF (pdf-lib, qrcode, DejaVu Sans as a subset): no creation time and fixed font names, so one
// order always gives the same bytes; one call behind both the download and the mail's attachment.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import QRCode from "qrcode";
import { formatDate } from "../events/format-date.ts";
import type { Translate } from "../i18n/translations.ts";
import type { TicketDocument } from "../../store/index.ts";

export interface TicketPdfInput {
  orderId: string;
  /** `time_zone`: the event's IANA zone its date is printed in (absent: UTC); `venue`: printed beside it. */
  event: { id: number; name: string; start_date: string; time_zone?: string; venue?: string | null };
  buyer: { firstName: string; lastName: string; email: string };
  currency: string;
  /** What the buyer paid, e.g. "0.00", and the voucher used, if any. */
  paid: string;
  voucherCode: string | null;
  lines: { ticket_name: string; quantity: number; unit_price: string }[];
  /** One entry per admission, in order. */
  tickets: { ticket_name: string; code: string }[];
}

// DejaVu Sans (a free font package) instead of the PDF standard fonts, which only cover Windows-1252: buyer
// and event names from all over Europe (Łukasz, Ștefan, Őrs, Cyrillic, Greek) print as written. Each PDF embeds
// only the glyphs it uses (subsetting), so a ticket stays small. The files are read once per process.
const require = createRequire(import.meta.url);
type FontFiles = { regular: Uint8Array; bold: Uint8Array; covers: (codePoint: number) => boolean };
let fontFiles: Promise<FontFiles> | undefined;

function loadFonts(): Promise<FontFiles> {
  fontFiles ??= Promise.all(
    ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"].map((file) => readFile(require.resolve(`dejavu-fonts-ttf/ttf/${file}`))),
  ).then(([regular, bold]) => {
    const face = fontkit.create(regular!);
    return { regular: regular!, bold: bold!, covers: (codePoint: number) => face.hasGlyphForCodePoint(codePoint) };
  });
  // A failed read is not cached: the next ticket download tries again.
  fontFiles.catch(() => (fontFiles = undefined));
  return fontFiles;
}

/** `text` on one line, with characters the font has no glyph for (e.g. CJK, emoji) shown as "?". */
export function printable(text: string, covers: (codePoint: number) => boolean): string {
  return Array.from(text.replace(/[\r\n\t]+/g, " "), (ch) => (covers(ch.codePointAt(0)!) ? ch : "?")).join("");
}

function fit(font: PDFFont, text: string, size: number, width: number): string {
  let t = text;
  if (font.widthOfTextAtSize(t, size) <= width) return t;
  while (t.length > 1 && font.widthOfTextAtSize(`${t}…`, size) > width) t = t.slice(0, -1);
  return `${t}…`;
}

/** The QR code's printed side, in PDF points (1/72 inch): 70.6 mm. */
export const QR_PRINT_POINTS = 200;
/** The QR codes' error correction: M restores 15 % of a damaged or smudged code. */
export const QR_ERROR_CORRECTION = "M";
const ink = rgb(0.11, 0.14, 0.19);
const muted = rgb(0.36, 0.39, 0.46);
const accent = rgb(0.04, 0.43, 0.31);

/** "€25.00" in English, "25,00 €" in German: the buyer's language decides how money reads on the ticket (and mail). */
export function money(amount: string, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency }).format(Number(amount));
  } catch {
    return `${amount} ${currency}`;
  }
}

/**
 * Builds the tickets PDF in the buyer's language (`t`: the order's `lang`): one A5 page per admission with event,
 * date, buyer, the order's lines and a QR code of that admission's signed code (a PNG embedded as an image).
 */
export async function renderTicketPdf(input: TicketPdfInput, t: Translate): Promise<Uint8Array> {
  const locale = t("pdf.locale");
  const fonts = await loadFonts();
  const print = (text: string) => printable(text, fonts.covers);
  // No creation time and fixed font names (pdf-lib otherwise adds the time and a random suffix to each font):
  // the same order gives the same bytes, so the mail's attachment is the document the download link serves.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.registerFontkit(fontkit);
  const regular = await pdf.embedFont(fonts.regular, { subset: true, customName: "TCDVSA+DejaVuSans" });
  const bold = await pdf.embedFont(fonts.bold, { subset: true, customName: "TCDVSB+DejaVuSans-Bold" });
  pdf.setTitle(print(t("pdf.title", { event: input.event.name })));
  pdf.setLanguage(locale);
  pdf.setCreator("Ticket checkout demo");
  const width = 420;
  const height = 595;
  const margin = 32;
  const textWidth = width - 2 * margin;
  const price = (amount: string) => money(amount, input.currency, locale);
  const shownLines = input.lines
    .slice(0, 4)
    .map((l) => print(t("pdf.line", { quantity: l.quantity, name: l.ticket_name, price: price(l.unit_price) })));
  if (input.lines.length > 4) shownLines.push(print(t("pdf.more_types", { count: input.lines.length - 4 })));
  const paid = price(input.paid);
  shownLines.push(
    print(
      input.voucherCode
        ? t("pdf.paid_with_voucher", { amount: paid, code: input.voucherCode })
        : t("pdf.paid", { amount: paid }),
    ),
  );
  for (const [index, ticket] of input.tickets.entries()) {
    const page: PDFPage = pdf.addPage([width, height]);
    page.drawRectangle({ x: 0, y: height - 70, width, height: 70, color: accent });
    page.drawText(fit(bold, print(input.event.name), 18, textWidth), {
      x: margin,
      y: height - 42,
      size: 18,
      font: bold,
      color: rgb(1, 1, 1),
    });
    const when = formatDate(input.event.start_date, locale, input.event.time_zone);
    page.drawText(fit(regular, print(input.event.venue ? `${when} · ${input.event.venue}` : when), 10, textWidth), {
      x: margin,
      y: height - 60,
      size: 10,
      font: regular,
      color: rgb(1, 1, 1),
    });
    let y = height - 100;
    const row = (label: string, value: string) => {
      page.drawText(label, { x: margin, y, size: 9, font: regular, color: muted });
      page.drawText(fit(bold, print(value), 12, textWidth), { x: margin, y: y - 15, size: 12, font: bold, color: ink });
      y -= 38;
    };
    row(
      print(t("pdf.ticket")),
      t("pdf.ticket_of", { name: ticket.ticket_name, position: index + 1, count: input.tickets.length }),
    );
    row(print(t("pdf.name")), `${input.buyer.firstName} ${input.buyer.lastName}`);
    row(print(t("pdf.order")), input.orderId);
    for (const line of shownLines) {
      page.drawText(fit(regular, line, 10, textWidth), { x: margin, y: y + 6, size: 10, font: regular, color: ink });
      y -= 14;
    }
    const png = await QRCode.toBuffer(ticket.code, {
      type: "png",
      errorCorrectionLevel: QR_ERROR_CORRECTION,
      margin: 2,
      scale: 6,
    });
    const image = await pdf.embedPng(png);
    const size = QR_PRINT_POINTS;
    y -= 6;
    page.drawImage(image, { x: (width - size) / 2, y: y - size, width: size, height: size });
    y -= size + 18;
    page.drawText(fit(regular, ticket.code, 7, textWidth), { x: margin, y, size: 7, font: regular, color: muted });
    page.drawText(fit(regular, print(t("pdf.entrance")), 9, textWidth), {
      x: margin,
      y: 30,
      size: 9,
      font: regular,
      color: muted,
    });
  }
  return pdf.save();
}

/**
 * The order's tickets PDF as the download link serves it and the ticket mail attaches it: one function for both,
 * so they are the same document.
 */
export function renderOrderTickets(document: TicketDocument, t: Translate): Promise<Uint8Array> {
  const { order, lines, tickets } = document;
  return renderTicketPdf(
    {
      orderId: order.id,
      event: {
        id: order.event_id,
        name: order.event_name,
        start_date: order.start_date,
        time_zone: order.time_zone,
        venue: order.venue,
      },
      buyer: { firstName: order.first_name, lastName: order.last_name, email: order.email },
      currency: order.currency,
      paid: order.final_price_paid,
      voucherCode: order.voucher_code,
      lines,
      tickets,
    },
    t,
  );
}
