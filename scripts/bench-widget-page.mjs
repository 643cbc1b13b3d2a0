// The pages `scripts/bench-widget.mjs` loads and the script it installs in them: the organizer's host page (the
// snippet, or the floor: the same rows as plain HTML) and the clicker that notes the first row and the first
// working "+".

import { createServer } from "node:http";

const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The host page: one layout, with an organizer snippet (pretix's puts its part in `head`) or the floor. */
export function hostHtml(body, head = "") {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Organizer page</title>
<meta name="viewport" content="width=device-width">${head}</head>
<body><h1>Our summer festival</h1><p>Tickets below.</p>${body}<p>Footer of the organizer's page.</p></body></html>`;
}

/** The tickets step 1 shows (a limited ticket without a limit is hidden: widget/lib/tickets.ts visibleTickets). */
export const shownTickets = (event) =>
  event.event_tickets.filter((t) => !(t.ticket_stock === "limited" && t.stock_limit === null));

export function floorRows(event) {
  const rows = shownTickets(event)
    .map(
      (
        t,
      ) => `<li data-ticket-id="${t.id}"><span>${escapeHtml(t.ticket_name)}</span> <span>${escapeHtml(t.price)} ${escapeHtml(event.currency ?? "EUR")}</span>
<button type="button" aria-label="decrease">−</button><select aria-label="quantity"><option>0</option><option>1</option></select><button type="button" aria-label="increase">+</button></li>`,
    )
    .join("");
  return `<h2>${escapeHtml(event.name)}</h2><ul>${rows}</ul>`;
}

export function startHost(pages) {
  const server = createServer((req, res) => {
    const html = pages.get(new URL(req.url ?? "/", "http://x").pathname);
    res.writeHead(html ? 200 : 404, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    res.end(html ?? "not found");
  });
  // No host: dual-stack, so `localhost` answers whichever loopback address Chromium tries first.
  return new Promise((resolve) =>
    server.listen(0, () =>
      resolve({ origin: `http://localhost:${server.address().port}`, close: () => server.close() }),
    ),
  );
}

// Installed before the host page's own scripts: notes the frame that first shows a ticket row, then clicks the
// widget's (or the floor's, or pretix's: BENCH_PRETIX) first "+" every 25 ms and records the time of the first
// click that changed the quantity next to it. Its selectors are written out here, pretix's included: the function
// runs in the page as its source text, so it can import nothing. It watches the DOM rather than polling it, so
// that it adds no work of its own to the page before the row: a requestAnimationFrame loop made the page draw a
// frame on every vsync from navigation start, and a 25 ms click timer from then ran through the whole load;
// neither happens on a buyer's page. With both (2 runs of 21
// interleaved loads against this one) our first row came at 495 / 458 ms against 440 / 424, fe0e23b's at 1,095 /
// 949 against 1,120 / 1,003. The marks: "bench:first-row" in the animation callback of the first frame after the
// row is in the DOM (before its style, layout and paint), "bench:first-row-painted" once that frame's work is done.
export const CLICKER = () => {
  const marked = (name) => performance.getEntriesByName(name).length > 0;
  const ours = () => !!document.querySelector("ticket-checkout");
  // Done once the row is painted and the first press is shown, and on our page also applied by the widget.
  const report = () =>
    marked("bench:first-row-painted") &&
    marked("bench:quantity-shown") &&
    (!ours() || marked("bench:press-applied")) &&
    console.log("bench:done");
  /** Runs `then` with the end of the next frame's work (its first task after: user-blocking, as for the row). */
  const afterNextFrame = (then) =>
    requestAnimationFrame(() => {
      let at;
      const note = () => void (at ??= performance.now());
      globalThis.scheduler?.postTask(note, { priority: "user-blocking" });
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        note();
        then(at);
      };
      channel.port2.postMessage(0);
    });
  const find = () => {
    const el = document.querySelector("ticket-checkout");
    const root = el ? el.shadowRoot : document;
    return root
      ? root.querySelector('[part~="quantity-increase"], button[aria-label="increase"], .pretix-widget-item-count-inc')
      : null;
  };
  /**
   * On our page, the press is applied by the widget itself (not only shown by the painted row) when the total
   * changes: that needs the code, hydration and the recorded press replayed. Noted when the total's text changes.
   */
  const watchTotal = () => {
    const root = document.querySelector("ticket-checkout")?.shadowRoot;
    if (!root) return;
    const total = () => root.querySelector(".tc-total-amount")?.textContent ?? "";
    const before = total();
    const observer = new MutationObserver(() => {
      if (total() === before) return;
      observer.disconnect();
      performance.mark("bench:press-applied");
      report();
    });
    observer.observe(root, { subtree: true, childList: true, characterData: true });
  };
  const tick = () => {
    const plus = find();
    if (plus) {
      const select = plus.parentElement?.querySelector("select, input"); // pretix steps an <input>
      const before = select ? select.value : "";
      const at = performance.now();
      if (ours()) watchTotal();
      plus.click();
      // A framework's state update may commit in a later task: look after it.
      setTimeout(() => {
        const now = plus.parentElement?.querySelector("select, input");
        const floorClick = !!document.querySelector("li[data-ticket-id]") && plus.isConnected;
        if ((now && now.value !== before && plus.isConnected) || floorClick) {
          // The first press that took: accepted at `at`, its quantity on screen at the end of the next frame.
          performance.mark("tc:first-interaction", { startTime: at });
          afterNextFrame((shown) => {
            performance.mark("bench:quantity-shown", { startTime: shown });
            report();
          });
          return;
        }
        setTimeout(tick, 25);
      }, 0);
      return;
    }
    setTimeout(tick, 25);
  };
  let seen = false;
  const observers = [];
  const attachShadow = Element.prototype.attachShadow;
  const look = (root) => {
    if (seen || !root.querySelector(".tc-ticket, li[data-ticket-id], .pretix-widget-item-row")) return;
    seen = true;
    // Done watching: no callback per mutation through hydration and the clicks, and attachShadow as it was.
    for (const observer of observers) observer.disconnect();
    Element.prototype.attachShadow = attachShadow;
    requestAnimationFrame(() => performance.mark("bench:first-row"));
    // "Painted": the frame's style, layout, paint and commit are done when the first task after it runs. A
    // user-blocking task goes ahead of the tasks already queued; a posted message did not, so it also counted
    // the bench's own first click, queued with the row: 7 ms for ours, 35 ms for pretix's (its click runs Vue),
    // 26 ms for the floor (medians of 21 loads, 2026-11-26). The task only notes the time; the message marks it.
    afterNextFrame((painted) => {
      performance.mark("bench:first-row-painted", { startTime: painted });
      report();
    });
    setTimeout(tick, 0); // the "+" comes with the row, in every page the bench loads
  };
  const watch = (root) => {
    const observer = new MutationObserver(() => look(root));
    observer.observe(root, { childList: true, subtree: true });
    observers.push(observer);
    look(root);
  };
  // The floor's rows are in the document; the widgets' in the element's shadow root, watched from its creation.
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init);
    if (this.localName === "ticket-checkout") watch(root);
    return root;
  };
  watch(document);
};
