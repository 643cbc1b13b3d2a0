import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import type { AppContext } from "../context.ts";
import { findRepoRoot } from "../config.ts";
import { embedSnippet, loaderTag } from "./event-page.ts";
import { html, SafeHtml } from "../domain/html.ts";
import { layout } from "./layout.ts";
import type { PageLocale } from "./page-language.ts";
import type { Translate } from "../domain/i18n/translations.ts";

// /demo/theme: live controls for the theme custom properties of <ticket-checkout> (docs/embedding.md, "Theming"),
// a live checkout beside them, and the snippet and CSS to copy. The page's script and styles are
// demo-site/theme/theme.js and theme.css, served under /demo/theme.js and /demo/theme.css.

/** The colour properties an organizer sets, their defaults (widget/lib/theme-palette.ts) and what they colour (a key). */
export const THEME_COLOURS: readonly { name: string; value: string; role: string }[] = [
  { name: "--tc-primary", value: "#4338ca", role: "theme.role_primary" },
  { name: "--tc-primary-contrast", value: "#ffffff", role: "theme.role_primary_contrast" },
  { name: "--tc-success", value: "#02c39a", role: "theme.role_success" },
  { name: "--tc-warning", value: "#b45309", role: "theme.role_warning" },
  { name: "--tc-danger", value: "#c62828", role: "theme.role_danger" },
  { name: "--tc-text", value: "#1f2937", role: "theme.role_text" },
  { name: "--tc-muted", value: "#5b6472", role: "theme.role_muted" },
  { name: "--tc-background", value: "#ffffff", role: "theme.role_background" },
  { name: "--tc-surface", value: "#f5f6f8", role: "theme.role_surface" },
  { name: "--tc-border", value: "#d9dce1", role: "theme.role_border" },
  { name: "--tc-focus", value: "#2563eb", role: "theme.role_focus" },
];

/** The font stacks offered (any CSS font-family works; these need no web font). */
const FONTS = [
  {
    label: "theme.font_system",
    value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  { label: "theme.font_humanist", value: '"Gill Sans", "Trebuchet MS", Calibri, sans-serif' },
  { label: "theme.font_serif", value: 'Georgia, "Times New Roman", serif' },
  { label: "theme.font_mono", value: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace' },
];

/** The checkout's languages (the `lang` attribute). */
const LANGUAGES = [
  ["", "theme.language_page"],
  ["en", "English"],
  ["de", "Deutsch"],
  ["nl", "Nederlands"],
  ["fr", "Français"],
  ["es", "Español"],
  ["it", "Italiano"],
  ["pl", "Polski"],
  ["pt", "Português"],
] as const;

const FILES: Record<string, { file: string; type: string }> = {
  "/demo/theme.js": { file: "theme.js", type: "text/javascript; charset=utf-8" },
  "/demo/theme.css": { file: "theme.css", type: "text/css; charset=utf-8" },
};

function colourRow(t: Translate, { name, value, role }: (typeof THEME_COLOURS)[number]) {
  const id = name.slice(2);
  return html`<div class="colour-row">
  <input type="color" id="${id}-picker" value="${value}" aria-label="${t("theme.colour_picker", { name })}" data-for="${id}">
  <label for="${id}"><code>${name}</code><span class="muted">${t(role)}</span></label>
  <input type="text" id="${id}" name="${name}" value="${value}" data-default="${value}" spellcheck="false" autocomplete="off">
</div>`;
}

type ThemeEvent = { id: number; label: string };

/** Every event with a label for the picker, in organizer order. */
async function themeEvents(ctx: AppContext): Promise<ThemeEvent[]> {
  const organizers = await ctx.store.events.listOrganizers();
  const lists = await Promise.all(organizers.map((o) => ctx.store.events.listEvents(o.id)));
  return organizers.flatMap((o, i) =>
    (lists[i] ?? []).map((e) => ({ id: e.id, label: `${e.id} · ${e.name} (${o.name})` })),
  );
}

function renderThemePage(ctx: AppContext, page: PageLocale, events: readonly ThemeEvent[], eventId: number): string {
  const { t } = page;
  const origin = ctx.origin();
  return layout({
    page,
    title: t("theme.title"),
    head: html`<link rel="stylesheet" href="/demo/theme.css"><script type="module" src="/demo/theme.js"></script>`,
    body: html`<div class="hero"><div class="inner">
  <h1>${t("theme.title")}</h1>
  <p>${t("theme.lead_before")} <code>&lt;ticket-checkout&gt;</code>${t("theme.lead_after")}</p>
</div></div>
<main class="theme-layout" data-origin="${origin}" data-css-defaults="${t("theme.css_defaults")}" data-copied-snippet="${t("theme.copied_snippet")}" data-copied-css="${t("theme.copied_css")}" data-copy-by-hand="${t("theme.copy_by_hand")}">
  <form class="theme-controls" id="theme-form" aria-label="${t("theme.settings_label")}">
    <fieldset class="presets"><legend>${t("theme.presets")}</legend>
      <button type="button" data-preset="default">${t("theme.preset_default")}</button>
      <button type="button" data-preset="coral">${t("theme.preset_coral")}</button>
      <button type="button" data-preset="forest">${t("theme.preset_forest")}</button>
      <button type="button" data-preset="night">${t("theme.preset_night")}</button>
      <button type="button" data-preset="pale">${t("theme.preset_pale")}</button>
    </fieldset>
    <fieldset><legend>${t("theme.colours")}</legend>
      <p class="muted">${t("theme.colours_hint_before")} (<code>#e4572e</code>, <code>rgb()</code>, <code>hsl()</code>, …). ${t("theme.colours_hint_after")}</p>
      ${THEME_COLOURS.map((colour) => colourRow(t, colour))}
    </fieldset>
    <fieldset><legend>${t("theme.type_shape")}</legend>
      <label for="tc-font"><span><code>--tc-font</code></span>
        <select id="tc-font" name="--tc-font" data-default="${FONTS[0]!.value}">${FONTS.map((f) => html`<option value="${f.value}">${t(f.label)}</option>`)}</select>
      </label>
      <label for="tc-font-size"><span class="label-line"><code>--tc-font-size</code> <output id="tc-font-size-out" for="tc-font-size">16px</output></span>
        <input type="range" id="tc-font-size" name="--tc-font-size" min="12" max="22" step="1" value="16" data-unit="px" data-default="16px">
      </label>
      <label for="tc-radius"><span class="label-line"><code>--tc-radius</code> <output id="tc-radius-out" for="tc-radius">8px</output></span>
        <input type="range" id="tc-radius" name="--tc-radius" min="0" max="24" step="1" value="8" data-unit="px" data-default="8px">
      </label>
    </fieldset>
    <fieldset><legend>${t("theme.checkout")}</legend>
      <label for="event"><span>${t("theme.event")}</span>
        <select id="event">${events.map((e) => html`<option value="${e.id}" ${e.id === eventId ? new SafeHtml("selected") : ""}>${e.label}</option>`)}</select>
      </label>
      <label for="lang"><span>${t("theme.language")} (<code>lang</code>)</span>
        <select id="lang">${LANGUAGES.map(([value, label]) => html`<option value="${value}">${value ? label : t(label)}</option>`)}</select>
      </label>
    </fieldset>
  </form>
  <section class="theme-preview" aria-labelledby="preview-title">
    <h2 id="preview-title">${t("theme.preview")}</h2>
    <div class="checkout" id="preview-host">
${new SafeHtml(embedSnippet(origin, eventId).replace(loaderTag(origin), ""))}
    </div>
  </section>
  <section class="theme-output" aria-labelledby="output-title">
    <h2 id="output-title">${t("theme.output")}</h2>
    <div class="output-head"><h3 id="snippet-title">${t("theme.snippet")}</h3><button type="button" data-copy="snippet-out">${t("theme.copy_snippet")}</button></div>
    <pre class="snippet" id="snippet-out" aria-labelledby="snippet-title" tabindex="0">${embedSnippet(origin, eventId)}</pre>
    <div class="output-head"><h3 id="css-title">${t("theme.css")}</h3><button type="button" data-copy="css-out">${t("theme.copy_css")}</button></div>
    <pre class="snippet" id="css-out" aria-labelledby="css-title" tabindex="0">${t("theme.css_defaults")}</pre>
    <p class="muted">${t("theme.parts_before")} <code>::part()</code> ${t("theme.parts_middle")} <code>ticket-checkout::part(button-primary) { text-transform: uppercase; }</code>. ${t("theme.parts_after")} (<code>docs/embedding.md</code>).</p>
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
export async function serveThemePage(
  ctx: AppContext,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  page: PageLocale,
): Promise<boolean> {
  const asset = FILES[pathname];
  if (asset) {
    const body = readFileSync(join(findRepoRoot(), "demo-site", "theme", asset.file), "utf8");
    res.writeHead(200, {
      "content-type": asset.type,
      "cache-control": "no-cache",
      "x-content-type-options": "nosniff",
    });
    res.end(body);
    return true;
  }
  if (pathname !== "/demo/theme") return false;
  const events = await themeEvents(ctx);
  const ids = events.map((e) => e.id);
  const asked = Number(new URL(req.url ?? "/", "http://localhost").searchParams.get("event"));
  const eventId = ids.includes(asked) ? asked : ids.includes(101) ? 101 : ids[0];
  const body =
    eventId === undefined
      ? layout({ page, title: page.t("theme.title"), body: html`<main><p>${page.t("theme.no_events")}</p></main>` })
      : renderThemePage(ctx, page, events, eventId);
  res.writeHead(200, {
    "content-type": "text/html; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-cache",
    "x-content-type-options": "nosniff",
  });
  res.end(body);
  return true;
}
