// The pages `scripts/bench-widget.mjs` loads and the script it installs in them: the organizer's host page (the
// snippet, or the floor: the same rows as plain HTML) and the clicker that notes the first row and the first
// working "+".

import { createServer } from "node:http";

const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The host page: one layout, either the organizer snippet or the floor (the same rows as plain HTML). */
export function hostHtml(body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Organizer page</title>
<meta name="viewport" content="width=device-width"></head>
<body><h1>Our summer festival</h1><p>Tickets below.</p>${body}<p>Footer of the organizer's page.</p></body></html>`;
}

export function floorRows(event) {
  const rows = event.event_tickets
    .filter((t) => !(t.ticket_stock === "limited" && t.stock_limit === null))
    .map(
      (t) => `<li data-ticket-id="${t.id}"><span>${escapeHtml(t.ticket_name)}</span> <span>${escapeHtml(t.price)} ${escapeHtml(event.currency ?? "EUR")}</span>
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
    server.listen(0, () => resolve({ origin: `http://localhost:${server.address().port}`, close: () => server.close() })),
  );
}

// Installed before the host page's own scripts: notes the first frame with a ticket row; clicks the widget's (or the floor's) first "+" every 25 ms once
// it exists and records the time of the first click that changed the quantity next to it.
export const CLICKER = () => {
  const report = () =>
    performance.getEntriesByName("bench:first-row-painted").length > 0 &&
    performance.getEntriesByName("tc:first-interaction").length > 0 &&
    console.log("bench:done");
  const row = () => {
    const el = document.querySelector("ticket-checkout");
    const root = el ? el.shadowRoot : document;
    if (root && root.querySelector(".tc-ticket, li[data-ticket-id]")) {
      performance.mark("bench:first-row");
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        performance.mark("bench:first-row-painted");
        report();
      };
      channel.port2.postMessage(0);
    } else requestAnimationFrame(row);
  };
  requestAnimationFrame(row);
  const find = () => {
    const el = document.querySelector("ticket-checkout");
    const root = el ? el.shadowRoot : document;
    return root ? root.querySelector('[part~="quantity-increase"], button[aria-label="increase"]') : null;
  };
  const tick = () => {
    const plus = find();
    if (plus) {
      const select = plus.parentElement?.querySelector("select");
      const before = select ? select.value : "";
      const at = performance.now();
      plus.click();
      // A React state update commits in a later task: look after it.
      setTimeout(() => {
        const now = plus.parentElement?.querySelector("select");
        const floorClick = !document.querySelector("ticket-checkout") && plus.isConnected;
        if ((now && now.value !== before && plus.isConnected) || floorClick) {
          performance.mark("tc:first-interaction", { startTime: at });
          report();
          return;
        }
        setTimeout(tick, 25);
      }, 0);
      return;
    }
    setTimeout(tick, 25);
  };
  setTimeout(tick, 0);
};
