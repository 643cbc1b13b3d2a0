import { freeOrderBody } from "./requests.ts";

/**
 * A complete, valid cart for the demo seed (event 101, 2 × "25.00": 53.50 with commission); tests override parts.
 * The shown amount (which the server checks) belongs to that default cart: a cart with other tickets or a voucher
 * sends none unless the test gives one.
 */
export function cartBody(overrides: Record<string, unknown> = {}) {
  const { customer } = freeOrderBody();
  const otherCart =
    ["event_id", "ticketQuantities", "voucherCode"].some((k) => k in overrides) && !("amount" in overrides);
  return {
    event_id: 101,
    ticketQuantities: { "10101": 2 },
    voucherCode: null,
    guestListToken: null,
    user_commission: 5,
    user_added_commission: 0.5,
    amount: "53.50",
    totalPrice: "53.50",
    currency: "EUR",
    customer,
    selectedPaymentMethod: "card",
    reservation_id: null,
    ...(otherCart ? { amount: undefined, totalPrice: undefined } : {}),
    ...overrides,
  };
}

/** POST JSON, with an Idempotency-Key when given. */
export async function post(
  origin: string,
  path: string,
  body: unknown,
  key?: string,
): Promise<{ status: number; body: any; headers: Headers }> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (key) headers["idempotency-key"] = key;
  const res = await fetch(origin + path, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}

export async function get(origin: string, path: string): Promise<{ status: number; body: any }> {
  const res = await fetch(origin + path);
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** The env of a demo-mode test server (short sandbox timeout so "timeout" outcomes stay quick). */
export const demoEnv = { DEMO_MODE: "1", SANDBOX_TIMEOUT_MS: "300" };
