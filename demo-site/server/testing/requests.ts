import { request, type IncomingHttpHeaders } from "node:http";

/** A complete, valid free-order body for the demo seed; tests override one part at a time. */
export function freeOrderBody(overrides: Record<string, unknown> = {}) {
  return {
    event_id: 201,
    ticketQuantities: { "20101": 1 },
    customer: {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      street: "Main Street 1",
      postCode: "10115",
      city: "Berlin",
      country: "Germany",
      countryCode: "DE",
      companyName: "",
      vatNumber: "",
      lang: "en",
    },
    voucherCode: null,
    guestListToken: null,
    selectedPaymentMethod: "free_ticket",
    user_commission: 5,
    user_added_commission: 0.5,
    amount: "0.00",
    totalPrice: "0.00",
    ...overrides,
  };
}

export function postJson(origin: string, path: string, body: unknown): Promise<Response> {
  return fetch(origin + path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** An answer as it is on the wire: status, headers, and the body's bytes, still compressed if they were sent so. */
export interface WireResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A request with exactly the given headers, through node:http: fetch (undici) would add its own Accept-Encoding
 * and decompress the body, hiding what the server sent.
 */
export function onTheWire(url: string, headers: Record<string, string> = {}, method = "GET"): Promise<WireResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}
