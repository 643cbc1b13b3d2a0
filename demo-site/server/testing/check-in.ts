// Tests only: door check-in's fixtures straight through the store: a check-in list, orders of an event with their
// issued tickets (TC2 codes signed with a known secret, or TC1 ones as tickets issued before TC2 carry), in bulk for
// the snapshot's size test; and a caller of the scan routes.
import type { Kysely } from "kysely";
import type { RunningServer } from "../server.ts";
import type { Store } from "../store/index.ts";
import type { OrderStatus } from "../store/schema.ts";
import { hashToken } from "../domain/accounts/tokens.ts";
import { randomId } from "../domain/random-id.ts";
import { makeLegacyTicketCode, makeTicketCode } from "../domain/tickets/ticket-code.ts";

/** The TICKET_SECRET a test server runs with, so a test signs its own ticket codes. */
export const TEST_TICKET_SECRET = "check-in-test-ticket-secret";
export const testTicketSecret = Buffer.from(TEST_TICKET_SECRET, "utf8");

const kysely = (store: Store) => (store as unknown as { kysely: Kysely<any> }).kysely;

export interface ListFixture {
  organizerId?: number;
  eventId?: number;
  name?: string;
  ticketTypeIds?: number[] | null;
  allowReentry?: boolean;
  validFrom?: number | null;
  validUntil?: number | null;
}

export function insertList(store: Store, list: ListFixture = {}): Promise<number> {
  return store.checkInSetup.insertList({
    organizer_id: list.organizerId ?? 1,
    event_id: list.eventId ?? 101,
    name: list.name ?? "Main entrance",
    ticket_ids: list.ticketTypeIds ? list.ticketTypeIds.join(" ") : null,
    allow_reentry: list.allowReentry ? 1 : 0,
    valid_from: list.validFrom ?? null,
    valid_until: list.validUntil ?? null,
    created_at: Date.now(),
    archived_at: null,
  });
}

export interface OrderFixture {
  eventId?: number;
  status?: OrderStatus;
  firstName?: string;
  lastName?: string;
  /** One ticket per entry: its ticket type. */
  ticketTypes: number[];
  /** TC1 codes (tickets issued before TC2). */
  legacy?: boolean;
}

export interface IssuedFixture {
  orderId: string;
  tickets: { id: string; code: string; ticketTypeId: number }[];
}

function orderRow(id: string, o: OrderFixture) {
  return {
    id,
    event_id: o.eventId ?? 101,
    link_token: `lt-${id}`,
    status: o.status ?? "paid",
    payment_method: "card",
    first_name: o.firstName ?? "Ada",
    last_name: o.lastName ?? "Lovelace",
    email: `${id.toLowerCase()}@example.org`,
    street: "S",
    post_code: "1",
    city: "C",
    country: "Germany",
    currency: "EUR",
    price_before_discount: "0.00",
    discount_amount: "0.00",
    final_price_paid: "0.00",
    created_at: new Date().toISOString(),
  };
}

/** Inserts the orders with their lines and issued tickets, 500 rows a statement. */
export async function insertOrders(store: Store, orders: readonly OrderFixture[]): Promise<IssuedFixture[]> {
  const made: IssuedFixture[] = [];
  const rows = { orders: [] as object[], lines: [] as object[], tickets: [] as object[] };
  for (const o of orders) {
    const orderId = `ci_${randomId(9)}`;
    const eventId = o.eventId ?? 101;
    const tickets = o.ticketTypes.map((ticketTypeId) => {
      const id = randomId(12);
      const code = o.legacy
        ? makeLegacyTicketCode(testTicketSecret, eventId, id)
        : makeTicketCode(testTicketSecret, eventId, ticketTypeId, id);
      return { id, code, ticketTypeId };
    });
    rows.orders.push(orderRow(orderId, o));
    for (const type of new Set(o.ticketTypes))
      rows.lines.push({
        order_id: orderId,
        ticket_id: type,
        ticket_name: `type ${type}`,
        unit_price: "0.00",
        quantity: o.ticketTypes.filter((t) => t === type).length,
      });
    tickets.forEach((t, i) =>
      rows.tickets.push({ id: t.id, order_id: orderId, ticket_id: t.ticketTypeId, position: i + 1, code: t.code }),
    );
    made.push({ orderId, tickets });
  }
  const db = kysely(store);
  for (const [table, list] of [
    ["orders", rows.orders],
    ["order_lines", rows.lines],
    ["issued_tickets", rows.tickets],
  ] as const)
    for (let i = 0; i < list.length; i += 500)
      await db
        .insertInto(table)
        .values(list.slice(i, i + 500))
        .execute();
  return made;
}

/** One paid order of event 101 with one ticket of `ticketTypeId`: the ticket. */
export async function oneTicket(store: Store, order: Partial<OrderFixture> = {}) {
  const [made] = await insertOrders(store, [{ ticketTypes: [10101], ...order }]);
  return { orderId: made!.orderId, ...made!.tickets[0]! };
}

/** Calls /api/manage/organizers/:org + path with `headers` (a session's writeHeaders, or a bearer token). */
export function scanApi(server: () => RunningServer, headers: () => Record<string, string>, org = 1) {
  return async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server().origin}/api/manage/organizers/${org}${path}`, {
      method,
      headers: { "sec-fetch-site": "same-origin", "content-type": "application/json", ...headers() },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null, res };
  };
}

/** A paired device of `organizerId` for `listIds` (revoked when `revoked`): its bearer token. */
export async function insertDevice(
  store: Store,
  device: { organizerId?: number; name?: string; listIds: number[]; revoked?: boolean },
): Promise<{ id: string; token: string; headers: Record<string, string> }> {
  const id = `dev_${randomId(9)}`;
  const token = `tkd_${randomId(32)}`;
  const now = Date.now();
  await store.checkInSetup.insertDevice({
    id,
    organizer_id: device.organizerId ?? 1,
    name: device.name ?? `Gate ${id.slice(4, 8)}`,
    list_ids: device.listIds.join(" "),
    pairing_hash: null,
    pairing_expires_at: null,
    token_hash: hashToken(token),
    prefix: token.slice(0, 8),
    created_by: null,
    created_at: now,
    paired_at: now,
    last_seen_at: null,
    revoked_at: device.revoked ? now : null,
  });
  return { id, token, headers: { authorization: `Bearer ${token}` } };
}
