// The paid path's requests for scripts/bench-paid.mjs, on the sandbox: a hold, each provider's payment started for a
// held cart and paid by the payer in the provider's window, and what confirms it; each by another client address
// (X-Forwarded-For, TRUST_PROXY=loopback) and another buyer. Also the SMTP server that never answers (why: see
// bench-paid.mjs).
import { createServer } from "node:net";
import { FREE_ORDER_BODY, PAID_TICKET } from "./bench-server.mjs";

const PAID_EVENT = 101;

/** An SMTP server that never answers (see above): the env that points the servers at it. */
export async function silentSmtp() {
  const sockets = new Set();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => undefined);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise((done) => server.listen(0, "127.0.0.1", done));
  server.unref();
  return { SMTP_URL: `smtp://127.0.0.1:${server.address().port}`, MAIL_FROM: "Bench <bench@example.com>" };
}

export const json = { "content-type": "application/json" };
let clients = 0;
/** Another client address each time (TRUST_PROXY=loopback reads it from X-Forwarded-For). */
export const nextClient = () => {
  const n = ++clients;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

export async function post(origin, path, body, headers = {}, tries = 3) {
  const init = {
    method: "POST",
    headers: { ...json, "x-forwarded-for": nextClient(), ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
    redirect: "manual",
  };
  // A kept-alive connection the server closed as it was reused (a loaded machine): the request again, on a new one.
  const res = await fetch(origin + path, init).catch((err) => {
    if (tries <= 1) throw err;
    return null;
  });
  if (!res) return post(origin, path, body, headers, tries - 1);
  const text = await res.text();
  let parsed = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = text;
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

export async function ok(answer, what, status = 200) {
  const a = await answer;
  if (a.status !== status) throw new Error(`${what} answered ${a.status}: ${JSON.stringify(a.body).slice(0, 300)}`);
  return a.body;
}

export const HOLD = JSON.stringify({ event_id: PAID_EVENT, ticketQuantities: { [PAID_TICKET]: 1 } });
let buyers = 0;
/** The cart of one ticket of the paid event, by another buyer, on hold `reservationId`. */
function cart(reservationId, method = "card") {
  const { customer } = JSON.parse(FREE_ORDER_BODY);
  return {
    event_id: PAID_EVENT,
    ticketQuantities: { [PAID_TICKET]: 1 },
    voucherCode: null,
    guestListToken: null,
    currency: "EUR",
    customer: { ...customer, email: `payer${++buyers}@example.com` },
    selectedPaymentMethod: method,
    reservation_id: reservationId,
  };
}

export const hold = async (origin) => (await ok(post(origin, "/api/reservations", HOLD), "a hold", 201)).reservation_id;

// Each provider's steps, on the sandbox: create (the payment started for a held cart) and pay (the payer in the
// provider's window, not the server's code) give what confirm sends.
export const providers = {
  stripe: {
    create: async (origin, res) => ok(post(origin, "/api/stripe/create-payment-intent", cart(res)), "create-intent"),
    pay: async (origin, created) => {
      const id = created.clientSecret.split("_secret_")[0];
      const body = { client_secret: created.clientSecret, outcome: "succeeded" };
      await ok(post(origin, `/sandbox/stripe/intents/${id}/confirm`, body), "the sandbox's confirm");
      return { path: "/api/stripe/verifyIntent", body: { payment_intent: id, client_secret: created.clientSecret } };
    },
  },
  paypal: {
    create: async (origin, res) => ok(post(origin, "/api/paypal/order", { cart: cart(res, "paypal") }), "order"),
    pay: async (origin, created) => {
      await ok(post(origin, `/sandbox/paypal/orders/${created.id}/approve`, {}), "the sandbox's approve");
      return { path: "/api/paypal/capture", body: { orderId: created.id, internalOrderId: created.internal_order_id } };
    },
  },
  braintree: {
    create: async (origin, res) =>
      ok(
        post(origin, "/api/braintree/process-payment", {
          ...cart(res),
          payment_method_nonce: "fake-valid-nonce",
          deviceData: "{}",
          intent_id: null,
          payment_id: null,
        }),
        "process-payment",
      ),
    pay: null,
  },
  mollie: {
    create: async (origin, res) =>
      ok(
        post(origin, "/api/mollie/process-payment", {
          ...cart(res, "ideal"),
          locale: "nl_NL",
          method: "ideal",
          metadata: {},
          redirectUrl: "http://127.0.0.1:9/shop",
        }),
        "process-payment",
      ),
    pay: async (_origin, created) => {
      const back = await post(
        new URL(created.checkoutUrl).origin,
        new URL(created.checkoutUrl).pathname,
        "choice=pay",
        {
          "content-type": "application/x-www-form-urlencoded",
        },
      );
      const to = new URL(back.headers.get("location"));
      const q = (k) => to.searchParams.get(k);
      return {
        path: "/api/mollie/verify-order",
        body: { order_id: q("order_id"), guest_id: q("guest_id"), event_id: Number(q("event_id")) },
        webhook: {
          path: "/api/payments/webhook/mollie",
          body: { id: new URL(created.checkoutUrl).pathname.split("/").pop() },
        },
      };
    },
  },
};
