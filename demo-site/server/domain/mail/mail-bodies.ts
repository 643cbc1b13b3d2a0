import { escapeHtml } from "../escape-html.ts";
import type { MailContent } from "./mail-content.ts";

/** The plain-text part: every fact on its own lines, the link written out. */
export function mailText(c: MailContent): string {
  const facts = c.facts.map((f) => `${f.label}:\n  ${f.value.split("\n").join("\n  ")}`).join("\n\n");
  const link = c.link ? `\n\n${c.link.hint ? `${c.link.hint}\n` : `${c.link.label}:\n`}${c.link.url}` : "";
  return `${c.greeting}\n\n${c.intro}\n\n${facts}${link}\n\n-- \n${c.footer}\n`;
}

const e = (text: string) => escapeHtml(text);
const multiline = (text: string) => text.split("\n").map(e).join("<br>");

/**
 * The HTML part: inline styles only (mail clients drop style sheets), no script, no remote image. Every organizer-
 * or buyer-written string (event, organizer, note, ticket names, name) is escaped, as on the pages; the only markup
 * is ours.
 */
export function mailHtml(c: MailContent): string {
  const rows = c.facts
    .map(
      (f) =>
        `<tr><th style="text-align:left;vertical-align:top;padding:6px 12px 6px 0;color:#5c6370;font-weight:normal">${e(f.label)}</th><td style="padding:6px 0;color:#1c2430">${multiline(f.value)}</td></tr>`,
    )
    .join("");
  const link = c.link
    ? `${c.link.hint ? `<p style="margin:24px 0 8px">${e(c.link.hint)}</p>` : ""}<p style="margin:8px 0 24px"><a href="${e(c.link.url)}" style="display:inline-block;background:#0a6e4f;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">${e(c.link.label)}</a></p>`
    : "";
  return `<!doctype html>
<html lang="${e(c.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(c.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1c2430">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px">${e(c.greeting)}</p>
<p style="margin:0 0 16px">${e(c.intro)}</p>
<table role="presentation" style="border-collapse:collapse;width:100%">${rows}</table>
${link}<p style="margin:24px 0 0;font-size:12px;color:#5c6370">${e(c.footer)}</p>
</div></body></html>
`;
}
