import { html, SafeHtml } from "../domain/html.ts";
import type { PageLocale } from "./page-language.ts";

const css = `
:root { --accent: #0b6e4f; --ink: #1d2330; --muted: #5b6475; --bg: #f5f3ee; --card: #fff; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: var(--bg); }
a { color: var(--accent); }
.site-header { background: var(--ink); color: #fff; }
.site-header .inner, main, .site-footer .inner { max-width: 960px; margin: 0 auto; padding: 0 20px; }
.site-header .inner { display: flex; align-items: center; justify-content: space-between; min-height: 64px; gap: 16px; }
.site-header a { color: #fff; text-decoration: none; }
.brand { font-weight: 700; font-size: 1.2rem; letter-spacing: .02em; }
.site-header nav a { margin-left: 18px; opacity: .85; }
.site-header nav a:hover { opacity: 1; }
main { padding-top: 28px; padding-bottom: 48px; }
h1 { font-size: 2rem; margin: 0 0 8px; line-height: 1.2; }
.hero { background: linear-gradient(120deg, #0b6e4f, #14365d); color: #fff; padding: 36px 0; }
.hero .inner { max-width: 960px; margin: 0 auto; padding: 0 20px; }
.hero p { margin: 6px 0 0; opacity: .9; }
.hero a { color: #fff; }
.cards { list-style: none; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: 16px; }
.card { background: var(--card); border-radius: 10px; padding: 16px 18px; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
.card h3 { margin: 0 0 4px; font-size: 1.05rem; }
.card .when, .muted { color: var(--muted); font-size: .9rem; }
.organizer { margin-bottom: 36px; }
.event-layout { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1.2fr); gap: 28px; align-items: start; }
@media (max-width: 800px) { .event-layout { grid-template-columns: 1fr; } }
.attention { background: #fff4d6; border-left: 4px solid #e0a800; padding: 8px 12px; border-radius: 4px; }
.checkout { background: var(--card); border-radius: 10px; padding: 12px; box-shadow: 0 1px 3px rgba(0,0,0,.08); min-height: 200px; }
pre.snippet { background: #1d2330; color: #e6e6e6; padding: 12px; border-radius: 6px; overflow-x: auto; font-size: .8rem; }
.site-footer { color: var(--muted); font-size: .85rem; padding: 24px 0; border-top: 1px solid #ddd; }
.badge { display: inline-block; font-size: .75rem; padding: 1px 8px; border-radius: 999px; background: #e7ece9; color: var(--ink); margin-left: 6px; }
`;

/** The layout's one inline style: pages/page-headers.ts allows it by its hash. */
export const LAYOUT_CSS = css;

export interface LayoutOptions {
  /** The page's language: its words, and `<html lang>`. */
  page: PageLocale;
  title: string;
  /** Shown in the header instead of the demo brand on organizer pages. */
  brand?: { name: string; href: string };
  body: SafeHtml;
  head?: SafeHtml;
}

export function layout({ page, title, brand, body, head }: LayoutOptions): string {
  const { t } = page;
  const b = brand ?? { name: t("pages.brand"), href: "/" };
  return `<!doctype html>\n${
    html`<html lang="${page.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="icon" href="data:,">
<style>${new SafeHtml(css)}</style>
${head}
</head>
<body>
<header class="site-header"><div class="inner">
  <a class="brand" href="${b.href}">${b.name}</a>
  <nav aria-label="${t("pages.nav_label")}"><a href="/">${t("pages.nav_organizers")}</a><a href="/demo/theme">${t("pages.nav_theme")}</a><a href="/playground/">${t("pages.nav_playground")}</a><a href="/docs/sdk/">${t("pages.nav_sdk_reference")}</a></nav>
</div></header>
${body}
<footer class="site-footer"><div class="inner">${t("pages.footer")}</div></footer>
</body>
</html>`.value
  }\n`;
}
