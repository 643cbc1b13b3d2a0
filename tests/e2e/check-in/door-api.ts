// The server side of the check-in browser tests, through the real HTTP API of a demo-mode server: the demo owner's
// session (fresh: just signed in, as pairing a device needs), tickets bought through the Stripe sandbox and their
// codes read off the issued PDF as a scanner would, check-in lists, device pairing and revocation, the back office's
// conflicts and figures, and a refund.
import { PDFDocument } from "pdf-lib";
import { decodeQr, extractImages } from "../../../demo-site/server/testing/pdf-images.ts";
import { cartBody } from "../../../demo-site/server/testing/payments.ts";

/** Organizer 1 of the seed (ACME Live, the demo owner's): events 101-111. */
export const ORG = 1;
/** "Available — Summer Open Air" and its two ticket types. */
export const EVENT = 101;
export const STANDING = 10101;
/** "Unlimited — Online Stream": another event of the same organizer. */
export const OTHER_EVENT = 109;
export const OTHER_EVENT_TICKET = 10901;
/** The demo server's ticket secret in these specs, so a test can sign codes as the server would (or not). */
export const TICKET_SECRET = "check-in-e2e-ticket-secret-0123456789abcdef";

/**
 * fetch, sent again once when the server had closed the kept-alive connection just as it was reused ("other side
 * closed", a reset): the request never reached the server, so sending it again does nothing twice.
 */
async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code !== "UND_ERR_SOCKET" && code !== "ECONNRESET") throw error;
    return fetch(url, init);
  }
}

async function post(origin: string, path: string, body: unknown): Promise<Answer> {
  const res = await send(origin + path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

export interface Answer {
  status: number;
  body: any;
}

/** The back office's API as the demo organizer's owner, signed in a moment ago. */
export class DoorApi {
  private constructor(
    readonly origin: string,
    private readonly cookie: string,
  ) {}

  static async signIn(origin: string): Promise<DoorApi> {
    const res = await send(`${origin}/api/manage/demo/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" },
      body: JSON.stringify({ as: "organizer" }),
    });
    const cookie = res.headers.get("set-cookie")?.split(";")[0];
    if (!res.ok || !cookie) throw new Error(`demo sign-in: ${res.status} ${await res.text()}`);
    return new DoorApi(origin, cookie);
  }

  /** `method` /api/manage/organizers/1 + `path`, as a same-origin browser call would be. */
  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const res = await send(`${this.origin}/api/manage/organizers/${ORG}${path}`, {
      method,
      headers: {
        cookie: this.cookie,
        "sec-fetch-site": "same-origin",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  }

  private async ok(method: string, path: string, body?: unknown): Promise<any> {
    const answer = await this.call(method, path, body);
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  /** A new check-in list of `event` (every ticket type, one entry per ticket, no time window unless given). */
  async createList(name: string, options: Record<string, unknown> = {}, event = EVENT): Promise<{ id: number }> {
    const body = { name, ticketTypeIds: null, allowReentry: false, validFrom: null, validUntil: null, ...options };
    return this.ok("POST", `/events/${event}/check-in-lists`, body);
  }

  /** A device to pair for `listIds`: its id and the pairing link the back office's QR holds. */
  async newDevice(name: string, listIds: number[]): Promise<{ id: string; pairingUrl: string; pairingCode: string }> {
    const made = await this.ok("POST", "/check-in-devices", { name, listIds });
    return { id: made.device.id, pairingUrl: made.pairingUrl, pairingCode: made.pairingCode };
  }

  revokeDevice(id: string): Promise<unknown> {
    return this.ok("POST", `/check-in-devices/${id}/revoke`, {});
  }

  conflicts(event = EVENT): Promise<{ conflicts: any[]; revokedDeviceScans: any[] }> {
    return this.ok("GET", `/events/${event}/check-in/conflicts`);
  }

  stats(event = EVENT): Promise<{ lists: { id: number; checkedIn: number }[]; conflicts: number }> {
    return this.ok("GET", `/events/${event}/check-in/stats`);
  }

  /** Refunds the whole order (the sandbox confirms at once): its tickets are revoked. */
  refund(orderId: string): Promise<{ state: string }> {
    return this.ok("POST", `/orders/${orderId}/refunds`, { returnToSale: false, reason: "check-in test" });
  }
}

/** A paid order (the Stripe sandbox) of `count` tickets of `ticketType`: its id and its ticket codes. */
export async function buyTickets(
  origin: string,
  count = 1,
  event = EVENT,
  ticketType = STANDING,
): Promise<{ orderId: string; codes: string[] }> {
  const created = await post(origin, "/api/stripe/create-payment-intent", {
    ...cartBody({ event_id: event, ticketQuantities: { [String(ticketType)]: count } }),
    payment_method_types: ["card"],
  });
  if (created.status !== 200)
    throw new Error(`create-payment-intent: ${created.status} ${JSON.stringify(created.body)}`);
  const secret = String(created.body.clientSecret);
  const intent = secret.split("_secret_")[0]!;
  await post(origin, `/sandbox/stripe/intents/${intent}/confirm`, { client_secret: secret, outcome: "succeeded" });
  const paid = await post(origin, "/api/stripe/verifyIntent", { payment_intent: intent, client_secret: secret });
  if (paid.status !== 200) throw new Error(`verifyIntent: ${paid.status} ${JSON.stringify(paid.body)}`);
  return { orderId: String(created.body.order_id), codes: await pdfCodes(String(paid.body.ticket)) };
}

/** The codes of the QR codes on a ticket PDF, read off its images as a phone's camera would read them. */
export async function pdfCodes(ticketUrl: string): Promise<string[]> {
  const res = await send(ticketUrl, {});
  if (!res.ok) throw new Error(`${ticketUrl}: ${res.status}`);
  const pdf = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
  return extractImages(pdf).map((png) => {
    const code = decodeQr(png);
    if (!code) throw new Error(`a QR code of ${ticketUrl} did not decode`);
    return code;
  });
}
