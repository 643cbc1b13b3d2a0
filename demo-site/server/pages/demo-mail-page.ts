import type { IncomingMessage, ServerResponse } from "node:http";
import { simpleParser, type ParsedMail } from "mailparser";
import type { AppContext } from "../context.ts";
import { formatDate } from "../domain/events/format-date.ts";
import { html, SafeHtml } from "../domain/html.ts";
import { layout, LAYOUT_CSS } from "./layout.ts";
import { pageSecurityHeaders } from "./page-headers.ts";
import type { PageLocale } from "./page-language.ts";

// /demo/mail: the mails the demo's SMTP catcher received (domain/mail/catcher.ts), from the store, so any server
// process shows every mail. Demo mode only; elsewhere these paths are the usual 404 page.

const MAIL_CSS = `.mail-list { list-style: none; padding: 0; }
.mail-list li { background: var(--card); border-radius: 10px; padding: 12px 16px; margin-bottom: 10px; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
.mail-head { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 0 0 16px; }
.mail-head dt { color: var(--muted); }
.mail-head dd { margin: 0; overflow-wrap: anywhere; }
.mail-frame { width: 100%; height: 720px; border: 1px solid #ddd; border-radius: 8px; background: #fff; }
pre.mail-text { white-space: pre-wrap; background: var(--card); padding: 16px; border-radius: 8px; overflow-wrap: anywhere; }`;

const parse = (raw: string): Promise<ParsedMail> =>
  simpleParser(Buffer.from(raw, "latin1"), { skipTextToHtml: true, skipTextLinks: true, skipImageLinks: true });

function send(ctx: AppContext, res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, {
    "content-type": "text/html; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    ...pageSecurityHeaders({ styles: [LAYOUT_CSS, MAIL_CSS], origin: ctx.origin(), providers: [] }),
  });
  res.end(body);
}

async function listPage(ctx: AppContext, page: PageLocale): Promise<string> {
  const { t } = page;
  const mails = await ctx.store.caughtMail.list(200);
  const items = mails.map(
    (m) =>
      html`<li><a href="/demo/mail/${m.id}?lang=${page.language}"><strong>${m.subject}</strong></a><div class="muted">${t("pages.mail_to")}: ${m.envelope_to} · ${t("pages.mail_received")}: ${formatDate(new Date(m.received_at).toISOString(), page.locale)}</div></li>`,
  );
  return layout({
    page,
    title: t("pages.mail_title"),
    head: html`<style>${new SafeHtml(MAIL_CSS)}</style>`,
    body: html`<main><h1>${t("pages.mail_title")}</h1><p>${t("pages.mail_lead")}</p>${mails.length ? html`<ul class="mail-list" id="mails">${items}</ul>` : html`<p class="muted" id="mails-empty">${t("pages.mail_empty")}</p>`}</main>`,
  });
}

function mailPage(page: PageLocale, id: string, mail: ParsedMail, receivedAt: number): string {
  const { t } = page;
  const base = `/demo/mail/${encodeURIComponent(id)}`;
  const attachments = mail.attachments.map(
    (a, i) =>
      html`<li><a href="${base}/attachments/${i}" download="${a.filename ?? `attachment-${i}`}">${a.filename ?? `attachment-${i}`}</a> <span class="muted">(${a.contentType}, ${Math.round(a.size / 1024)} KB)</span></li>`,
  );
  return layout({
    page,
    title: `${mail.subject ?? ""} — ${t("pages.mail_title")}`,
    head: html`<style>${new SafeHtml(MAIL_CSS)}</style>`,
    body: html`<main><p><a href="/demo/mail?lang=${page.language}">← ${t("pages.mail_back")}</a></p>
<h1>${mail.subject ?? ""}</h1>
<dl class="mail-head">
<dt>${t("pages.mail_from")}</dt><dd>${mail.from?.text ?? ""}</dd>
<dt>${t("pages.mail_to")}</dt><dd>${[mail.to]
      .flat()
      .map((a) => a?.text ?? "")
      .join(", ")}</dd>
<dt>${t("pages.mail_received")}</dt><dd>${formatDate(new Date(receivedAt).toISOString(), page.locale)}</dd>
<dt>Message-ID</dt><dd><code>${mail.messageId ?? ""}</code></dd>
</dl>
${attachments.length ? html`<h2>${t("pages.mail_attachments")}</h2><ul id="attachments">${attachments}</ul>` : ""}
${mail.html ? html`<h2>${t("pages.mail_html")}</h2><iframe class="mail-frame" sandbox="" src="${base}/html" title="${mail.subject ?? ""}"></iframe>` : ""}
<h2>${t("pages.mail_text")}</h2><pre class="mail-text">${mail.text ?? ""}</pre>
</main>`,
  });
}

/** The mail's own HTML, for the sandboxed frame: no script, no request anywhere, framed only by our page. */
function sendMailHtml(res: ServerResponse, body: string): void {
  res.writeHead(200, {
    "content-type": "text/html; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    "content-security-policy":
      "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'",
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
  });
  res.end(body);
}

/** GET /demo/mail, /demo/mail/:id, /demo/mail/:id/html, /demo/mail/:id/attachments/:n; false for other paths. */
export async function serveDemoMail(
  ctx: AppContext,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  page: PageLocale,
): Promise<boolean> {
  if (!ctx.payments.config.demoMode || (pathname !== "/demo/mail" && !pathname.startsWith("/demo/mail/"))) return false;
  if (pathname === "/demo/mail" || pathname === "/demo/mail/") {
    send(ctx, res, 200, await listPage(ctx, page));
    return true;
  }
  const m = /^\/demo\/mail\/([A-Za-z0-9_-]{1,64})(?:\/(html)|\/attachments\/(\d{1,3}))?$/.exec(pathname);
  const caught = m && (await ctx.store.caughtMail.find(m[1]!));
  if (!m || !caught) return false;
  const mail = await parse(caught.raw);
  if (m[2]) {
    sendMailHtml(res, typeof mail.html === "string" ? mail.html : "");
    return true;
  }
  if (m[3] !== undefined) {
    const attachment = mail.attachments[Number(m[3])];
    if (!attachment) return false;
    const name = (attachment.filename ?? "attachment").replace(/[^\w.-]/g, "_");
    res.writeHead(200, {
      "content-type": attachment.contentType,
      "content-length": attachment.content.byteLength,
      "content-disposition": `attachment; filename="${name}"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    });
    res.end(req.method === "HEAD" ? undefined : attachment.content);
    return true;
  }
  send(ctx, res, 200, mailPage(page, caught.id, mail, caught.received_at));
  return true;
}
