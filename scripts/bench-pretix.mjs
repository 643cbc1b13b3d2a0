// pretix's widget beside ours in `npm run bench` (BENCH_PRETIX=DIR): the first row's goal is set against
// it. pretix's code is not in this repository (nor may it be); DIR holds the two files a pretix server sends for
// its v1 (Vue 2) widget, as an organizer's page loads them:
//   DIR/v1.en.js  what `GET /widget/v1.en.js` answers (pretix's generate_widget_js("en"): Django's i18n catalog,
//                 Vue 2, docready.js, floatformat.js and widget.js, whitespace-minified);
//   DIR/v1.css    what `GET /<organizer>/<event>/widget/v1.css` answers (its compiled widget.scss).
// To rebuild DIR outside the repository: pretix's src/pretix/static/pretixpresale/js/widget/{docready,floatformat,
// widget.v1}.js and scss/widget.v1.scss (with pretixbase/scss/_bootstrap_vars.scss and _theme_variables.scss) from
// its GitHub repository, `npm pack vue@2.7.14` (dist/vue.min.js) and bootstrap-sass@3.3.7; v1.en.js is
// "(function (siteglobals) {var module = {}, exports = {};var lang = "en";" + Django's JS catalog for English (no
// entries, English formats) + vue.min.js + docready.js + floatformat.js + widget.v1.js + "})({});", through terser
// without compression or renaming (rJSMin only drops whitespace); v1.css the stylesheet compiled with Dart Sass.
// The 2026-12-08 rebuild: 56,148 B of JavaScript and 7,282 B of CSS, gzip -9.
// This module plays the pretix server: those two files, gzip-compressed as pretix sends them, and the widget's one
// API call, `<event>/widget/product_list`, with event 101's tickets in the shape pretix's WidgetAPIProductList
// answers. It answers from memory at once, faster than pretix's Django view could, so the comparison favours
// pretix.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { shownTickets } from "./bench-widget-page.mjs";

const EVENT_PATH = "/demo/democon/";

/**
 * The embed code pretix's documentation gives organizers for the v1 widget: stylesheet and script "in the <head>
 * if possible", the element where the shop should appear.
 */
export function pretixSnippet(origin) {
  return {
    head:
      `<link rel="stylesheet" type="text/css" href="${origin}${EVENT_PATH}widget/v1.css">` +
      `<script type="text/javascript" src="${origin}/widget/v1.en.js" async></script>`,
    body: `<pretix-widget event="${origin}${EVENT_PATH}"></pretix-widget>`,
  };
}

/** Our event (GET /api/events/:id) as pretix's product list: one product per ticket, no tax, all available. */
function productList(event, origin) {
  const price = (t) => ({
    gross: t.price,
    net: t.price,
    tax: "0.00",
    rate: "0.00",
    name: "",
    includes_mixed_tax_rate: false,
  });
  // The rows the widget and the floor show.
  const items = shownTickets(event).map((t) => ({
    id: t.id,
    name: t.ticket_name,
    picture: null,
    picture_fullsize: null,
    description: t.short_description ? `<p>${t.short_description}</p>` : null, // pretix's rich_text() output
    has_variations: false,
    require_voucher: false,
    order_min: null,
    order_max: t.purchase_limit ?? 10,
    price: price(t),
    suggested_price: price(t),
    min_price: null,
    max_price: null,
    allow_waitinglist: true,
    mandatory_priced_addons: false,
    free_price: false,
    avail: [100, null], // available, the quota's size not shown
    original_price: null,
    variations: [],
  }));
  const start = new Date(event.start_date);
  // Django's "N" date format (Associated Press month abbreviations), as pretix's date_range prints it.
  const month = ["Jan.", "Feb.", "March", "April", "May", "June", "July", "Aug.", "Sept.", "Oct.", "Nov.", "Dec."][
    start.getUTCMonth()
  ];
  return {
    currency: event.currency ?? "EUR",
    display_net_prices: false,
    use_native_spinners: false,
    show_variations_expanded: false,
    waiting_list_enabled: false,
    voucher_explanation_text: "",
    error: null,
    cart_exists: false,
    name: event.name,
    frontpage_text: event.description_html ?? "",
    location: "",
    date_range: `${month} ${start.getUTCDate()}, ${start.getUTCFullYear()} ${start.toISOString().slice(11, 16)}`,
    vouchers_exist: true, // event 101 has vouchers in the seed: pretix then shows its voucher box under the list
    items_by_category: [{ id: null, name: null, description: null, items }],
    display_add_to_cart: true,
    itemnum: items.length,
    has_seating_plan: false,
    has_seating_plan_waitinglist: false,
    target_url: origin + EVENT_PATH, // the widget takes its shop address from the answer
    subevent: null,
    poweredby: '<a href="https://pretix.eu" target="_blank" rel="noopener">ticketing powered by pretix</a>',
  };
}

/** The fake pretix server on an ephemeral loopback port, serving DIR's files and `event` as its product list. */
export function startPretix(dir, event) {
  // Level 6: Django's GZipMiddleware. Compressed once, so every answer is immediate.
  const asset = (type, body) => ({ type, body: gzipSync(body, { level: 6 }) });
  const files = new Map([
    ["/widget/v1.en.js", asset("text/javascript", readFileSync(join(dir, "v1.en.js")))],
    [`${EVENT_PATH}widget/v1.css`, asset("text/css", readFileSync(join(dir, "v1.css")))],
  ]);
  const server = createServer((req, res) => {
    const answer = files.get(new URL(req.url ?? "/", "http://x").pathname);
    if (!answer) return void res.writeHead(404).end();
    // Always gzip: every browser the bench runs accepts it.
    res.writeHead(200, {
      "content-type": answer.type,
      "content-encoding": "gzip",
      "cache-control": "no-store",
      "access-control-allow-origin": "*",
    });
    res.end(answer.body);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const origin = `http://127.0.0.1:${server.address().port}`;
      files.set(
        `${EVENT_PATH}widget/product_list`,
        asset("application/json", JSON.stringify(productList(event, origin))),
      );
      resolve({ origin, close: () => (server.closeAllConnections(), server.close()) });
    }),
  );
}
