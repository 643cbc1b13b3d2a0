import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import type { AppContext } from "../context.ts";
import { findRepoRoot } from "../config.ts";
import { embedSnippet, loaderTag } from "./event-page.ts";
import { html, SafeHtml } from "./html.ts";
import { layout } from "./layout.ts";

// /demo/theme: live controls for the theme custom properties of <ticket-checkout> (docs/embedding.md, "Theming"),
// a live checkout beside them, and the snippet and CSS to copy. The page's script and styles are
// demo-site/theme/theme.js and theme.css, served under /demo/theme.js and /demo/theme.css.

/** The colour properties an organizer sets, their defaults (widget/lib/theme-palette.ts) and what they colour. */
export const THEME_COLOURS: readonly { name: string; value: string; role: string }[] = [
  { name: "--tc-primary", value: "#4338ca", role: "Buttons, the selected tab, links" },
  { name: "--tc-primary-contrast", value: "#ffffff", role: "Text on primary buttons" },
  { name: "--tc-success", value: "#02c39a", role: "The success page and Download tickets" },
  { name: "--tc-warning", value: "#b45309", role: "Low stock, presale and attention notes" },
  { name: "--tc-danger", value: "#c62828", role: "Errors and sold-out labels" },
  { name: "--tc-text", value: "#1f2937", role: "Text" },
  { name: "--tc-muted", value: "#5b6472", role: "Secondary text" },
  { name: "--tc-background", value: "#ffffff", role: "Background of the checkout and its rows" },
  { name: "--tc-surface", value: "#f5f6f8", role: "Panels, the selection, quantity buttons" },
  { name: "--tc-border", value: "#d9dce1", role: "Card and divider lines (controls get a darker shade)" },
  { name: "--tc-focus", value: "#2563eb", role: "The keyboard focus ring" },
];

/** The font stacks offered (any CSS font-family works; these need no web font). */
const FONTS = [
  { label: "System UI (default)", value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  { label: "Humanist sans", value: '"Gill Sans", "Trebuchet MS", Calibri, sans-serif' },
  { label: "Serif", value: 'Georgia, "Times New Roman", serif' },
  { label: "Monospace", value: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace' },
];

/** The checkout's languages (the `lang` attribute). */
const LANGUAGES = [
  ["", "The page's language (default)"], ["en", "English"], ["de", "Deutsch"], ["nl", "Nederlands"], ["fr", "Français"],
  ["es", "Español"], ["it", "Italiano"], ["pl", "Polski"], ["pt", "Português"],
] as const;

const FILES: Record<string, { file: string; type: string }> = {
  "/demo/theme.js": { file: "theme.js", type: "text/javascript; charset=utf-8" },
  "/demo/theme.css": { file: "theme.css", type: "text/css; charset=utf-8" },
};

function colourRow({ name, value, role }: (typeof THEME_COLOURS)[number]) {
  const id = name.slice(2);
  return html`<div class="colour-row">
  <input type="color" id="${id}-picker" value="${value}" aria-label="${name} colour picker" data-for="${id}">
  <label for="${id}"><code>${name}</code><span class="muted">${role}</span></label>
  <input type="text" id="${id}" name="${name}" value="${value}" data-default="${value}" spellcheck="false" autocomplete="off">
</div>`;
}

type ThemeEvent = { id: number; label: string };

/** Every event with a label for the picker, in organizer order. */
async function themeEvents(ctx: AppContext): Promise<ThemeEvent[]> {
  const organizers = await ctx.store.events.listOrganizers();
  const lists = await Promise.all(organizers.map((o) => ctx.store.events.listEvents(o.id)));
  return organizers.flatMap((o, i) => (lists[i] ?? []).map((e) => ({ id: e.id, label: `${e.id} · ${e.name} (${o.name})` })));
}

function renderThemePage(ctx: AppContext, events: readonly ThemeEvent[], eventId: number): string {
  const origin = ctx.origin();
  return layout({
    title: "Theme the checkout",
    head: html`<link rel="stylesheet" href="/demo/theme.css"><script type="module" src="/demo/theme.js"></script>`,
    body: html`<div class="hero"><div class="inner">
  <h1>Theme the checkout</h1>
  <p>Set the colours, type and corners of <code>&lt;ticket-checkout&gt;</code>, watch the live checkout follow, then copy the snippet and the CSS into your site.</p>
</div></div>
<main class="theme-layout" data-origin="${origin}">
  <form class="theme-controls" id="theme-form" aria-label="Theme settings">
    <fieldset class="presets"><legend>Start from</legend>
      <button type="button" data-preset="default">Default</button>
      <button type="button" data-preset="coral">Coral</button>
      <button type="button" data-preset="forest">Forest</button>
      <button type="button" data-preset="night">Night</button>
      <button type="button" data-preset="pale">Pale brand</button>
    </fieldset>
    <fieldset><legend>Colours</legend>
      <p class="muted">Any CSS colour works (<code>#e4572e</code>, <code>rgb()</code>, <code>hsl()</code>, names). The checkout derives readable text, borders and focus rings from them (WCAG 2.2 AA), whatever you pick.</p>
      ${THEME_COLOURS.map(colourRow)}
    </fieldset>
    <fieldset><legend>Type and shape</legend>
      <label for="tc-font"><span><code>--tc-font</code></span>
        <select id="tc-font" name="--tc-font" data-default="${FONTS[0]!.value}">${FONTS.map((f) => html`<option value="${f.value}">${f.label}</option>`)}</select>
      </label>
      <label for="tc-font-size"><span class="label-line"><code>--tc-font-size</code> <output id="tc-font-size-out" for="tc-font-size">16px</output></span>
        <input type="range" id="tc-font-size" name="--tc-font-size" min="12" max="22" step="1" value="16" data-unit="px" data-default="16px">
      </label>
      <label for="tc-radius"><span class="label-line"><code>--tc-radius</code> <output id="tc-radius-out" for="tc-radius">8px</output></span>
        <input type="range" id="tc-radius" name="--tc-radius" min="0" max="24" step="1" value="8" data-unit="px" data-default="8px">
      </label>
    </fieldset>
    <fieldset><legend>Checkout</legend>
      <label for="event"><span>Event</span>
        <select id="event">${events.map((e) => html`<option value="${e.id}" ${e.id === eventId ? new SafeHtml("selected") : ""}>${e.label}</option>`)}</select>
      </label>
      <label for="lang"><span>Language (<code>lang</code>)</span>
        <select id="lang">${LANGUAGES.map(([value, label]) => html`<option value="${value}">${label}</option>`)}</select>
      </label>
    </fieldset>
  </form>
  <section class="theme-preview" aria-labelledby="preview-title">
    <h2 id="preview-title">Live checkout</h2>
    <div class="checkout" id="preview-host">
${new SafeHtml(embedSnippet(origin, eventId).replace(loaderTag(origin), ""))}
    </div>
  </section>
  <section class="theme-output" aria-labelledby="output-title">
    <h2 id="output-title">Copy into your site</h2>
    <div class="output-head"><h3 id="snippet-title">The snippet</h3><button type="button" data-copy="snippet-out">Copy the snippet</button></div>
    <pre class="snippet" id="snippet-out" aria-labelledby="snippet-title" tabindex="0">${embedSnippet(origin, eventId)}</pre>
    <div class="output-head"><h3 id="css-title">The CSS</h3><button type="button" data-copy="css-out">Copy the CSS</button></div>
    <pre class="snippet" id="css-out" aria-labelledby="css-title" tabindex="0">/* The defaults: nothing to add. */</pre>
    <p class="muted">Style single elements with <code>::part()</code> too, e.g. <code>ticket-checkout::part(button-primary) { text-transform: uppercase; }</code>. Every part and property is listed in the embedding guide (<code>docs/embedding.md</code>).</p>
    <p class="copy-status" role="status" id="copy-status"></p>
  </section>
</main>
${new SafeHtml(loaderTag(origin))}`,
  });
}

/**
 * GET /demo/theme (`?event=ID`, default 101 or the first event), /demo/theme.js and /demo/theme.css. Returns false
 * for any other path. In every mode, like the organizer pages: organizers running the server see their brand too.
 */
export async function serveThemePage(ctx: AppContext, req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
  const asset = FILES[pathname];
  if (asset) {
    const body = readFileSync(join(findRepoRoot(), "demo-site", "theme", asset.file), "utf8");
    res.writeHead(200, { "content-type": asset.type, "cache-control": "no-cache", "x-content-type-options": "nosniff" });
    res.end(body);
    return true;
  }
  if (pathname !== "/demo/theme") return false;
  const events = await themeEvents(ctx);
  const ids = events.map((e) => e.id);
  const asked = Number(new URL(req.url ?? "/", "http://localhost").searchParams.get("event"));
  const eventId = ids.includes(asked) ? asked : ids.includes(101) ? 101 : ids[0];
  const body = eventId === undefined ? layout({ title: "Theme the checkout", body: html`<main><p>No events yet. Start the server with SEED_FILE to load some.</p></main>` }) : renderThemePage(ctx, events, eventId);
  res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": Buffer.byteLength(body), "cache-control": "no-cache", "x-content-type-options": "nosniff" });
  res.end(body);
  return true;
}
