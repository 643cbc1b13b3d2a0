// @vitest-environment node
// The catalog through the guard, as the back office's app calls it, on both databases: what a manager changes, the
// 409s that keep two editors and the stock honest, the 404 of another organizer's event, and the audit trail.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server.ts";
import { manageSession, type ManageSession } from "../../testing/manage-session.ts";
import { freeOrderBody, postJson } from "../../testing/requests.ts";
import { row, rows } from "../../testing/sql.ts";
import { startServerOn, testStores } from "../../testing/stores.ts";

describe.each(testStores)("the catalog API on %s", (_name, kind) => {
  let server: RunningServer;
  let manager: ManageSession;
  beforeAll(async () => {
    server = await startServerOn(kind);
    manager = await manageSession(server.store, { organizerId: 1, role: "manager", email: "mia@acme.test" });
  });
  afterAll(() => server.close());

  const api = async (method: string, path: string, body?: unknown, who = manager) => {
    const res = await fetch(`${server.origin}/api/manage/organizers/1${path}`, {
      method,
      headers: body === undefined ? who.headers : who.writeHeaders,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };

  it("creates an event with venue and time zone, changes it with its version, refuses the stale second save", async () => {
    const created = await api("POST", "/events", {
      name: "Open Air Berlin",
      start_date: "2030-07-04T18:00:00+02:00",
      end_date: "2030-07-04T23:00:00+02:00",
      venue: "Parkbühne Wuhlheide",
      time_zone: "Europe/Berlin",
      description_html: '<p onclick="x()">Bring <b>sun</b>screen<script>alert(1)</script></p>',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ venue: "Parkbühne Wuhlheide", time_zone: "Europe/Berlin", version: 1 });
    expect(created.body.description_html).toBe("<p>Bring <b>sun</b>screen</p>");
    const id = created.body.id as number;
    const first = await api("PATCH", `/events/${id}`, { version: 1, name: "Open Air Berlin 2030" });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ name: "Open Air Berlin 2030", version: 2 });
    const second = await api("PATCH", `/events/${id}`, { version: 1, name: "Overwritten?" });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe("changed_meanwhile");
    expect(second.body.version).toBe(2);
    expect((await api("GET", `/events/${id}`)).body.name).toBe("Open Air Berlin 2030");
    // The public event body carries the zone and venue for the widget and the markup.
    const pub = await (await fetch(`${server.origin}/api/events/${id}`)).json();
    expect(pub).toMatchObject({ time_zone: "Europe/Berlin", venue: "Parkbühne Wuhlheide" });
  });

  it("bad input is a 400 naming the field, and changes nothing", async () => {
    const before = await api("GET", "/events/101");
    const zone = await api("PATCH", "/events/101", { version: before.body.version, time_zone: "Mars/Olympus" });
    expect(zone.status).toBe(400);
    expect(zone.body.error).toMatchObject({ code: "invalid_request", field: "time_zone" });
    const ends = await api("PATCH", "/events/101", { version: before.body.version, end_date: "2000-01-01T00:00:00Z" });
    expect(ends.body.error).toMatchObject({ code: "invalid_request", field: "end_date" });
    expect((await api("GET", "/events/101")).body).toEqual(before.body);
  });

  it("another organizer's event, ticket type or voucher is 404 as if it did not exist", async () => {
    expect((await api("GET", "/events/201")).status).toBe(404);
    expect((await api("PATCH", "/events/202/vouchers/OWL10", { version: 1, discount: 99 })).status).toBe(404);
    expect((await api("PATCH", "/events/101/ticket-types/20101", { version: 1, price: "0.00" })).status).toBe(404);
    expect(
      (await row<{ discount: number }>(server.store, "SELECT discount FROM vouchers WHERE code = 'OWL10'")).discount,
    ).toBe(10);
  });

  it("stock never below sold + held: 409 stock_below_taken says how many", async () => {
    // Event 107's Seated: 93 of 100 sold. A buyer holds 2 more.
    const hold = await postJson(server.origin, "/api/reservations", {
      event_id: 107,
      ticketQuantities: { "10701": 2 },
    });
    expect(hold.status).toBe(201);
    const ticket = (await api("GET", "/events/107/ticket-types")).body.ticket_types[0];
    const low = await api("PATCH", "/events/107/ticket-types/10701", { version: ticket.version, stock_limit: 94 });
    expect(low.status).toBe(409);
    expect(low.body.error.code).toBe("stock_below_taken");
    expect(low.body).toMatchObject({ taken: 95, sold: 93, held: 2 });
    expect(low.body.error.message).toContain("95");
    const ok = await api("PATCH", "/events/107/ticket-types/10701", { version: ticket.version, stock_limit: 95 });
    expect(ok.status).toBe(200);
    expect((await api("GET", "/events/107/sales")).body.ticket_types[0]).toMatchObject({ sold: 93, held: 2, left: 0 });
  });

  it("a hidden ticket type is not offered: out of the public list, and an order for it is refused", async () => {
    const made = await api("POST", "/events/109/ticket-types", {
      ticket_name: "Crew",
      price: "0.00",
      ticket_stock: "limited",
      stock_limit: 10,
      hidden: true,
    });
    expect(made.status).toBe(201);
    const pub = await (await fetch(`${server.origin}/api/events/109`)).json();
    const shown = pub.event_tickets.find((t: { id: number }) => t.id === made.body.id);
    expect(shown).toMatchObject({ ticket_stock: "limited", stock_limit: null });
    expect(shown.hidden).toBeUndefined();
    const order = await postJson(
      server.origin,
      "/api/orders/free",
      freeOrderBody({ event_id: 109, ticketQuantities: { [made.body.id]: 1 } }),
    );
    expect(order.status).toBe(400);
    expect((await order.json()).error.code).toBe("ticket_not_available");
  });

  it("a voucher used up is refused exactly like an unknown one; its uses are shown", async () => {
    const made = await api("POST", "/events/101/vouchers", { code: "once", discount: 100, max_uses: 1 });
    expect(made.status).toBe(201);
    const order = (code: string, email: string) =>
      postJson(
        server.origin,
        "/api/orders/free",
        freeOrderBody({
          event_id: 101,
          ticketQuantities: { "10101": 1 },
          voucherCode: code,
          customer: { ...freeOrderBody().customer, email },
        }),
      );
    expect((await order("ONCE", "first@example.org")).status).toBe(201);
    const usedUp = await order("once", "second@example.org");
    const unknown = await order("NEVER-MADE", "third@example.org");
    const [a, b] = [await usedUp.json(), await unknown.json()];
    expect([usedUp.status, a.error.code]).toEqual([unknown.status, b.error.code]);
    expect(a.error.code).toBe("voucher_invalid");
    const list = (await api("GET", "/events/101/vouchers")).body.vouchers;
    expect(list.find((v: { code: string }) => v.code === "once")).toMatchObject({
      uses: 1,
      max_uses: 1,
      used_up: true,
    });
    const lower = await api("PATCH", "/events/101/vouchers/ONCE", { version: 1, max_uses: null });
    expect(lower.status).toBe(200);
    expect((await order("once", "second@example.org")).status).toBe(201);
  });

  it("guests: one added, a CSV with wrong lines refused line by line (nothing imported), invitations queued once", async () => {
    const one = await api("POST", "/events/110/guests", { name: "Ana", email: "Ana@Example.org", ticket_id: 11001 });
    expect(one.status).toBe(201);
    expect(one.body).toMatchObject({ name: "Ana", email: "ana@example.org", used: false, invited_at: null });
    const bad = await api("POST", "/events/110/guests/import", {
      csv: 'name;email;ticket\nBo;bo@example.org;Entry\n"";x;Entry\nCy;cy@example.org;Backstage\n',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("csv_invalid");
    expect(bad.body.problems.map((p: { line: number; field: string }) => [p.line, p.field])).toEqual([
      [3, "name"],
      [3, "email"],
      [4, "ticket"],
    ]);
    expect((await api("GET", "/events/110/guests")).body.guests).toHaveLength(1);
    const good = await api("POST", "/events/110/guests/import", {
      csv: 'name,email,ticket\r\n"Bo, the drummer",bo@example.org,Entry\r\nCy,cy@example.org,11003\r\n',
    });
    expect(good.body).toEqual({ imported: 2 });
    const invited = await api("POST", "/events/110/guests/invite", { lang: "de" });
    expect(invited.body).toEqual({ queued: 3 });
    expect((await api("POST", "/events/110/guests/invite", {})).body).toEqual({ queued: 0 });
    const mails = await rows<{ recipient: string; kind: string; data: string }>(
      server.store,
      "SELECT recipient, kind, data FROM mail_outbox WHERE kind = 'guest_invitation' ORDER BY recipient",
    );
    expect(mails.map((m) => m.recipient)).toEqual(["ana@example.org", "bo@example.org", "cy@example.org"]);
    const content = JSON.parse(mails[0]!.data);
    expect(content.subject).toContain("Einladung");
    expect(content.link.url).toMatch(/\/o\/acme\/events\/110\?guestlist=g_/);
    const guests = (await api("GET", "/events/110/guests")).body.guests;
    expect(guests.every((g: { invited_at: number | null }) => g.invited_at !== null)).toBe(true);
  });

  it("the audit log shows who changed what, before and after, newest first, per event", async () => {
    const log = (await api("GET", "/audit?event=101")).body;
    const update = log.entries.find((e: { action: string }) => e.action === "voucher.update");
    expect(update).toMatchObject({
      actor: { kind: "user", label: "mia@acme.test" },
      event_id: 101,
      target: "voucher:once",
      before: { max_uses: 1 },
      after: { max_uses: null },
    });
    const ids = log.entries.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(log.entries.every((e: { event_id: number }) => e.event_id === 101)).toBe(true);
  });

  it("the team's entries (who was invited, with which role) are in the owner's log, not the manager's", async () => {
    const owner = await manageSession(server.store, { organizerId: 1, role: "owner" });
    const invited = await api("POST", "/members", { email: "new-door@acme.test", role: "door" }, owner);
    expect(invited.status).toBe(201);
    const actions = async (who: typeof owner) =>
      ((await api("GET", "/audit", undefined, who)).body.entries as { action: string }[]).map((e) => e.action);
    expect(await actions(owner)).toContain("member.invite");
    const managers = await actions(manager);
    expect(managers.length).toBeGreaterThan(0);
    expect(managers.filter((a) => a.startsWith("member."))).toEqual([]);
  });

  it("organizer settings: owners only, version-checked, a subdomain taken is refused", async () => {
    const owner = await manageSession(server.store, { organizerId: 1, role: "owner" });
    const now = (await api("GET", "")).body;
    expect((await api("PATCH", "", { version: now.version, name: "X" })).status).toBe(403);
    const taken = await api("PATCH", "", { version: now.version, subdomain: "nightowl" }, owner);
    expect(taken.body.error.code).toBe("subdomain_taken");
    const saved = await api("PATCH", "", { version: now.version, embed_origins: ["https://acme.example"] }, owner);
    expect(saved.body).toMatchObject({ embed_origins: ["https://acme.example"], version: now.version + 1 });
  });

  it("changing the card path needs a fresh sign-in (403 reauth_required, nothing changed); then every event follows", async () => {
    const stale = await manageSession(server.store, { organizerId: 1, role: "owner", now: Date.now() - 11 * 60_000 });
    const fresh = await manageSession(server.store, { organizerId: 1, role: "owner" });
    const { version } = (await api("GET", "")).body;
    const refused = await api("PATCH", "", { version, card_path: "braintree" }, stale);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("reauth_required");
    expect((await api("PATCH", "", { version, name: "ACME Live" }, stale)).status).toBe(200);
    const moved = await api("PATCH", "", { version: version + 1, card_path: "braintree" }, fresh);
    expect(moved.body.card_path).toBe("braintree");
    const paths = await rows<{ card_path: string }>(
      server.store,
      "SELECT DISTINCT card_path FROM events WHERE organizer_id = 1",
    );
    expect(paths).toEqual([{ card_path: "braintree" }]);
  });

  it("the snippet is the script tag and element, with the iframe variants", async () => {
    const { body } = await api("GET", "/events/101/snippet");
    expect(body.snippet).toBe(
      `<script async crossorigin src="${server.origin}/loader.js"></script>\n<ticket-checkout event="101"></ticket-checkout>`,
    );
    expect(body.iframe_mode).toContain('mode="iframe"');
    expect(body.iframe).toContain(`src="${server.origin}/embed/events/101"`);
  });
});
