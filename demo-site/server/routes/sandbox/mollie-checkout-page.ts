import type { IncomingMessage, ServerResponse } from "node:http";
import { ApiError } from "../../domain/errors.ts";
import { html, type SafeHtml } from "../../domain/html.ts";
import type { AppContext } from "../../context.ts";
import type { Route } from "../route.ts";
import { findSandboxPayment, setSandboxStatus, type SandboxPayment } from "../../domain/payments/sandbox/payments.ts";

// The hosted checkout page of the sandbox Mollie: plain forms that POST back here (no script at all), then a
// 303 to the merchant's redirectUrl — which already carries the return parameters, as with real Mollie.

const choices = { pay: "paid", fail: "failed", cancel: "canceled", pending: "pending" } as const;
type Choice = keyof typeof choices;
const decidable = ["open", "pending"];

function sendPage(res: ServerResponse, status: number, body: SafeHtml): void {
  const text = body.value;
  res.writeHead(status, {
    "content-type": "text/html; charset=utf-8",
    "content-length": Buffer.byteLength(text),
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    // No script may run here; the forms' redirect leaves for the shop's origin, so form-action stays open.
    "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  });
  res.end(text);
}

function page(payment: SandboxPayment, notice: string | null): SafeHtml {
  const open = decidable.includes(payment.status);
  const button = (choice: Choice, label: string) =>
    html`<form method="post" action="/sandbox/mollie/checkout/${payment.id}"><input type="hidden" name="choice" value="${choice}"><button type="submit" name="action" value="${choice}">${label}</button></form>`;
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test mode — Mollie sandbox checkout</title>
<style>body{font:16px system-ui,sans-serif;margin:0;color:#1b1b1b}.banner{background:#ffd54a;padding:.75rem 1rem;font-weight:700;text-align:center}
main{max-width:28rem;margin:2rem auto;padding:0 1rem}.amount{font-size:1.6rem;margin:.5rem 0 1.5rem}form{display:inline-block;margin:0 .5rem .5rem 0}
button{font:inherit;padding:.6rem 1rem;border-radius:.4rem;border:1px solid #555;background:#fff;cursor:pointer}button[value=pay]{background:#0a7d2c;color:#fff;border-color:#0a7d2c}</style></head>
<body><div class="banner" role="note">TEST MODE — sandbox payment, no real money moves</div>
<main><h1>Mollie sandbox checkout</h1>
<p>${payment.data.description ?? ""}</p>
<p class="amount">${payment.amount.currency} ${payment.amount.amount}</p>
<p>Method: ${payment.data.method ?? "any"} · Payment ${payment.id} · Status: <strong>${payment.status}</strong></p>
${notice ? html`<p role="status">${notice}</p>` : ""}
${open ? html`<div>${button("pay", "Pay")}${button("fail", "Fail")}${button("cancel", "Cancel")}${button("pending", "Leave pending")}</div>` : html`<p><a href="${payment.data.redirectUrl ?? "/"}">Back to the shop</a></p>`}
</main></body></html>`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 4096) throw new ApiError(413, "body_too_large", "The form body must be at most 4096 bytes.");
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

/** GET/POST /sandbox/mollie/checkout/:id */
const load = async (store: AppContext["store"], id: string) => {
  const payment = await findSandboxPayment(store, "mollie", id);
  if (!payment) throw new ApiError(404, "not_found", `No sandbox Mollie payment ${id}.`);
  return payment;
};

export const mollieCheckoutRoutes: Route[] = [
  {
    pattern: /^\/sandbox\/mollie\/checkout\/([^/]+)$/,
    methods: {
      GET: async (ctx, _req, res, [id = ""]) => sendPage(res, 200, page(await load(ctx.store, id), null)),
      POST: async (ctx, req, res, [id = ""]) => {
        const payment = await load(ctx.store, id);
        const choice = (await readForm(req)).get("choice") ?? "";
        if (!(choice in choices)) {
          sendPage(res, 400, page(payment, `Unknown choice "${choice}": use one of the buttons.`));
          return;
        }
        if (!(await setSandboxStatus(ctx.store, "mollie", id, choices[choice as Choice], decidable))) {
          sendPage(res, 409, page(payment, `This payment is already ${payment.status}.`));
          return;
        }
        res.writeHead(303, {
          location: payment.data.redirectUrl ?? "/",
          "cache-control": "no-store",
          "content-length": "0",
        });
        res.end();
      },
    },
  },
];
