// @vitest-environment node
// Door check-in's setup end to end on both stores: a manager makes a gate's list (ticket types of the event only),
// changes it (a stale version is 409 changed_meanwhile), pairs a phone (the pairing code works once; the device
// token is shown once and stored hashed), the phone reads its own lists only and nothing else of the back office,
// another organizer's list or device is 404, and revoking the device refuses its next call at once (401
// device_revoked).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server.ts";
import { ManageClient, manageSession } from "../../testing/manage-session.ts";
import { row, rows, run } from "../../testing/sql.ts";
import { startServerOn, testStores } from "../../testing/stores.ts";

type Json = Record<string, any>;
const SEEN = "SELECT last_seen_at AS at FROM check_in_devices WHERE id = ?";

describe.each(testStores)("check-in setup on %s", (_name, kind) => {
  let server: RunningServer;
  let manager: ManageClient;
  let ticketTypes: number[];
  beforeAll(async () => {
    server = await startServerOn(kind, { DEMO_MODE: "0" });
    manager = new ManageClient(
      server.origin,
      (await manageSession(server.store, { organizerId: 1, role: "manager" })).cookie,
    );
    ticketTypes = (await server.store.events.tickets(101)).map((t) => t.id);
  }, 60_000);
  afterAll(() => server.close());

  const asDevice = (token: string, path: string, init: RequestInit = {}) =>
    fetch(`${server.origin}/api/manage${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...(init.headers as Json) },
    }).then(async (res) => ({ status: res.status, body: (await res.json().catch(() => null)) as Json }));
  const pair = (code: string) =>
    fetch(`${server.origin}/api/manage/check-in/pair`, {
      method: "POST",
      headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" },
      body: JSON.stringify({ code }),
    }).then(async (res) => ({ status: res.status, body: (await res.json()) as Json }));
  const newList = async (body: Json, event = 101) => {
    const made = await manager.call("POST", `/organizers/1/events/${event}/check-in-lists`, body);
    expect(made.status).toBe(201);
    return made.body as Json;
  };

  it("makes, changes and archives a list, each change audited, a stale version refused", async () => {
    const list = await newList({ name: "Main gate", ticketTypeIds: [ticketTypes[0]], allowReentry: true });
    expect(list).toMatchObject({
      eventId: 101,
      name: "Main gate",
      ticketTypeIds: [ticketTypes[0]],
      allowReentry: true,
      validFrom: null,
      validUntil: null,
      version: 1,
    });
    const changed = await manager.call("PATCH", `/organizers/1/check-in-lists/${list.id}`, {
      version: 1,
      name: "North gate",
      ticketTypeIds: null,
      validFrom: 1_000,
      validUntil: 2_000,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: "North gate", ticketTypeIds: null, validFrom: 1_000, version: 2 });
    const stale = await manager.call("PATCH", `/organizers/1/check-in-lists/${list.id}`, { version: 1, name: "x" });
    expect([stale.status, stale.body.error.code, stale.body.version]).toEqual([409, "changed_meanwhile", 2]);
    const backwards = await manager.call("PATCH", `/organizers/1/check-in-lists/${list.id}`, {
      version: 2,
      validUntil: 500,
    });
    expect([backwards.status, backwards.body.error.field]).toEqual([400, "validUntil"]);

    const listed = await manager.call("GET", "/organizers/1/events/101/check-in-lists");
    expect(listed.body.items.map((l: Json) => l.id)).toContain(list.id);
    expect((await manager.call("DELETE", `/organizers/1/check-in-lists/${list.id}`)).status).toBe(204);
    const after = await manager.call("GET", "/organizers/1/events/101/check-in-lists");
    expect(after.body.items.map((l: Json) => l.id)).not.toContain(list.id);
    const gone = await manager.call("PATCH", `/organizers/1/check-in-lists/${list.id}`, { version: 3, name: "x" });
    expect([gone.status, gone.body.error.code]).toEqual([404, "list_not_found"]);

    const audit = await rows<{ action: string; organizer_id: number }>(
      server.store,
      `SELECT action, organizer_id FROM audit_log WHERE target = 'check_in_list:${list.id}' ORDER BY id`,
    );
    expect(audit.map((a) => [a.action, Number(a.organizer_id)])).toEqual([
      ["check_in_list.create", 1],
      ["check_in_list.update", 1],
      ["check_in_list.archive", 1],
    ]);
  });

  it("takes only the event's ticket types, and keeps to the organizer's events and lists", async () => {
    const otherTypes = (await server.store.events.tickets(201)).map((t) => t.id);
    const stray = await manager.call("POST", "/organizers/1/events/101/check-in-lists", {
      name: "Gate",
      ticketTypeIds: [otherTypes[0]],
    });
    expect([stray.status, stray.body.error.code, stray.body.error.field]).toEqual([
      400,
      "invalid_request",
      "ticketTypeIds",
    ]);
    const foreignEvent = await manager.call("POST", "/organizers/1/events/201/check-in-lists", { name: "Gate" });
    expect(foreignEvent.status).toBe(404);
    const owl = new ManageClient(server.origin, (await manageSession(server.store, { organizerId: 2 })).cookie);
    const theirs = (await owl.call("POST", "/organizers/2/events/201/check-in-lists", { name: "Owl gate" })).body;
    const patch = await manager.call("PATCH", `/organizers/1/check-in-lists/${theirs.id}`, { version: 1, name: "x" });
    expect([patch.status, patch.body.error.code]).toEqual([404, "list_not_found"]);
    expect((await manager.call("DELETE", `/organizers/1/check-in-lists/${theirs.id}`)).status).toBe(404);
    const pairing = await manager.call("POST", "/organizers/1/check-in-devices", { name: "x", listIds: [theirs.id] });
    expect([pairing.status, pairing.body.error.field]).toEqual([400, "listIds"]);
    const scannable = await manager.call("GET", "/organizers/1/check-in-lists");
    expect(scannable.body.items.map((l: Json) => l.id)).not.toContain(theirs.id);
  });

  it("pairs a device once, shows its token once, keeps it to its lists, and refuses it once revoked", async () => {
    const gate = await newList({ name: "Gate A" });
    const side = await newList({ name: "Side door" });
    const made = await manager.call("POST", "/organizers/1/check-in-devices", { name: "Phone 1", listIds: [gate.id] });
    expect(made.status).toBe(201);
    const { device, pairingCode, pairingUrl, expiresAt } = made.body as Json;
    expect(pairingCode).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(pairingUrl).toBe(`${server.origin}/manage/check-in/#pair=${pairingCode}`);
    expect(device).toMatchObject({ name: "Phone 1", listIds: [gate.id], pairedAt: null, pairingExpiresAt: expiresAt });

    const paired = await pair(pairingCode);
    expect(paired.status).toBe(201);
    const token = paired.body.token as string;
    expect(token).toMatch(/^tkd_[A-Za-z0-9_-]{43}$/);
    expect(paired.body.device).toEqual({ id: device.id, name: "Phone 1", organizerId: 1, listIds: [gate.id] });
    expect((await pair(pairingCode)).body.error.code).toBe("pairing_invalid");

    const stored = JSON.stringify(await rows(server.store, "SELECT * FROM check_in_devices"));
    const audit = JSON.stringify(await rows(server.store, "SELECT * FROM audit_log"));
    for (const secret of [pairingCode, token.slice(8)]) {
      expect(stored).not.toContain(secret);
      expect(audit).not.toContain(secret);
    }

    const mine = await asDevice(token, "/organizers/1/check-in-lists");
    expect(mine.status).toBe(200);
    expect(mine.body.items).toEqual([expect.objectContaining({ id: gate.id, eventName: expect.any(String) })]);
    const ofEvent = await asDevice(token, "/organizers/1/events/101/check-in-lists");
    expect(ofEvent.body.items.map((l: Json) => l.id)).toEqual([gate.id]);
    expect(ofEvent.body.items.map((l: Json) => l.id)).not.toContain(side.id);
    const catalog = await asDevice(token, "/organizers/1/check-in-devices");
    expect([catalog.status, catalog.body.error.code]).toEqual([403, "token_not_allowed"]);
    const elsewhere = await asDevice(token, "/organizers/2/check-in-lists");
    expect(elsewhere.status).toBe(404);
    const devices = await manager.call("GET", "/organizers/1/check-in-devices");
    const seen = devices.body.items.find((d: Json) => d.id === device.id);
    expect(seen).toMatchObject({ pairedAt: expect.any(Number), lastSeenAt: expect.any(Number), revokedAt: null });
    expect(token.startsWith(seen.prefix)).toBe(true);

    const revoked = await manager.call("POST", `/organizers/1/check-in-devices/${device.id}/revoke`, {});
    expect([revoked.status, revoked.body.revokedAt]).toEqual([200, expect.any(Number)]);
    const refused = await asDevice(token, "/organizers/1/check-in-lists");
    expect([refused.status, refused.body.error.code]).toEqual([401, "device_revoked"]);
    const unknown = await asDevice("tkd_nope", "/organizers/1/check-in-lists");
    expect([unknown.status, unknown.body.error.code]).toEqual([401, "token_invalid"]);
    const actions = await rows<{ action: string }>(
      server.store,
      `SELECT action FROM audit_log WHERE target = 'check_in_device:${device.id}' ORDER BY id`,
    );
    expect(actions.map((a) => a.action)).toEqual([
      "check_in_device.create",
      "check_in_device.pair",
      "check_in_device.revoke",
    ]);
  });

  it("pairs one phone when five try one code at once, and marks a device seen at most once a minute", async () => {
    const gate = await newList({ name: "Gate C" });
    const made = (await manager.call("POST", "/organizers/1/check-in-devices", { name: "Race", listIds: [gate.id] }))
      .body as Json;
    const tries = await Promise.all(Array.from({ length: 5 }, () => pair(made.pairingCode)));
    expect(tries.map((t) => t.status).sort()).toEqual([201, 400, 400, 400, 400]);
    const token = tries.find((t) => t.status === 201)!.body.token as string;
    await asDevice(token, "/organizers/1/check-in-lists");
    const seenAt = async () => Number((await row<{ at: unknown }>(server.store, SEEN, made.device.id)).at);
    /** Last seen `ago` ms before `first`, then one call: when does the device say it was last seen? */
    const callSeenAgo = async (ago: number) => {
      await run(server.store, "UPDATE check_in_devices SET last_seen_at = ? WHERE id = ?", first - ago, made.device.id);
      await asDevice(token, "/organizers/1/check-in-lists");
      return seenAt();
    };
    const first = await seenAt();
    expect(await callSeenAgo(30_000)).toBe(first - 30_000);
    expect(await callSeenAgo(61_000)).toBeGreaterThanOrEqual(first);
  });

  it("refuses an expired pairing code, and another organizer's device", async () => {
    const gate = await newList({ name: "Gate B" });
    const made = (await manager.call("POST", "/organizers/1/check-in-devices", { name: "Late", listIds: [gate.id] }))
      .body as Json;
    await run(server.store, "UPDATE check_in_devices SET pairing_expires_at = 1 WHERE id = ?", made.device.id);
    expect((await pair(made.pairingCode)).body.error.code).toBe("pairing_invalid");
    const owl = new ManageClient(server.origin, (await manageSession(server.store, { organizerId: 2 })).cookie);
    const theirs = await owl.call("POST", `/organizers/2/check-in-devices/${made.device.id}/revoke`, {});
    expect([theirs.status, theirs.body.error.code]).toEqual([404, "device_not_found"]);
    const door = new ManageClient(
      server.origin,
      (await manageSession(server.store, { organizerId: 1, role: "door" })).cookie,
    );
    expect((await door.call("GET", "/organizers/1/check-in-lists")).status).toBe(200);
    expect((await door.call("POST", "/organizers/1/events/101/check-in-lists", { name: "x" })).status).toBe(403);
  });
});
