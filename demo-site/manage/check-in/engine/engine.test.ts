// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import { createEngine } from "./engine.ts";
import { memoryStore } from "./store.ts";
import { code, list, snapshot, T0, ticketId } from "./test-snapshot.ts";
import type { QueuedScan, RedeemAnswer, ScannerEngine } from "./types.ts";

/** A stand-in for the server's check-in routes: answers by path, records every call, can be made unreachable. */
function fakeServer() {
  const calls: { method: string; path: string; auth: string | null; body: unknown }[] = [];
  const server = {
    calls,
    down: false,
    revoked: false,
    maxBatch: 500,
    redeem: (): RedeemAnswer => ({
      result: "valid",
      status: "counted",
      checkInId: 1,
      offline: false,
      list: { id: 11, name: "Main gate", eventId: 101 },
      ticket: { id: ticketId(5), ticketTypeId: 8, ticketTypeName: "Standard", attendeeName: "Guest 5" },
    }),
    batches: [] as QueuedScan[][],
    snapshot: snapshot(),
    fetch: (async (input: string, init?: RequestInit) => {
      const path = input.replace("/api/manage", "");
      const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
      const auth = new Headers(init?.headers).get("authorization");
      calls.push({ method: init?.method ?? "GET", path, auth, body });
      if (server.down) throw new TypeError("Failed to fetch");
      const json = (status: number, value: unknown) => new Response(JSON.stringify(value), { status });
      if (server.revoked && !path.endsWith("/batch"))
        return json(401, { error: { code: "device_revoked", message: "This device was revoked." } });
      if (path === "/session") return json(200, { user: { email: "door@example.org" } });
      if (path === "/organizers/1/check-in" && (body as { code: string }).code === "x".repeat(5000))
        return json(400, { error: { code: "invalid_body", message: "code: at most 1000 characters" } });
      if (path === "/check-in/pair")
        return (body as { code: string }).code === "good"
          ? json(201, { token: "tkd_secret", device: { id: "dev_1", name: "Door 1", organizerId: 1, listIds: [11] } })
          : json(400, { error: { code: "pairing_invalid", message: "…" } });
      if (path === "/organizers/1/check-in-lists") return json(200, { items: [list()] });
      if (path === "/organizers/1/check-in/snapshot?list=11") return json(200, server.snapshot);
      if (path === "/organizers/1/check-in") return json(200, server.redeem());
      if (path === "/organizers/1/check-in/batch") {
        if ((body as { scans: unknown[] }).scans.length > server.maxBatch)
          return json(413, { error: { code: "body_too_large", message: "…" } });
        server.batches.push((body as { scans: QueuedScan[] }).scans);
        return json(200, { results: [], revoked: server.revoked });
      }
      return json(404, { error: { code: "not_found", message: path } });
    }) as unknown as typeof fetch,
  };
  return server;
}

let engine: ScannerEngine | null = null;
afterEach(() => engine?.stop());

async function pairedEngine(server = fakeServer(), store = memoryStore()) {
  let clock = T0;
  engine = createEngine({ fetch: server.fetch, now: () => clock++, store });
  await engine.start();
  await engine.pair("good");
  return { engine, server, store };
}

describe("the scanner engine", () => {
  it("pairs with the code, keeps the token, picks the device's only list and fetches its snapshot", async () => {
    const { engine, server } = await pairedEngine();
    expect(engine.getState()).toMatchObject({
      ready: true,
      identity: { kind: "device", deviceName: "Door 1", organizerId: 1 },
      listId: 11,
      snapshotAt: server.snapshot.generatedAt,
      online: true,
      pending: 0,
      error: null,
    });
    expect(server.calls.at(-1)).toMatchObject({
      path: "/organizers/1/check-in/snapshot?list=11",
      auth: "Bearer tkd_secret",
    });
  });

  it("says why a pairing code was refused", async () => {
    engine = createEngine({ fetch: fakeServer().fetch, store: memoryStore() });
    await engine.start();
    await expect(engine.pair("bad")).rejects.toMatchObject({ code: "pairing_invalid" });
    expect(engine.getState()).toMatchObject({ identity: null, error: "pairing_invalid" });
  });

  it("online: shows the server's verdict and sends the scan with a client id", async () => {
    const { engine, server } = await pairedEngine();
    const verdict = await engine.scan(` ${code(5)}\n`);
    expect(verdict).toMatchObject({
      result: "valid",
      offline: false,
      code: code(5),
      listName: "Main gate",
      ticket: { attendeeName: "Guest 5", ticketTypeName: "Standard" },
    });
    expect(verdict.readMs).toBeGreaterThanOrEqual(0);
    expect(server.calls.at(-1)?.body).toMatchObject({ listId: 11, code: code(5), type: "entry" });
    expect((server.calls.at(-1)?.body as { clientScanId: string }).clientScanId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("without network: decides alone, queues the scan, remembers it, and sends the queue when the server answers", async () => {
    const { engine, server } = await pairedEngine();
    server.down = true;
    expect(await engine.scan(code(6))).toMatchObject({
      result: "valid",
      offline: true,
      ticket: { attendeeName: "Guest 6" },
    });
    expect(engine.getState()).toMatchObject({ online: false, pending: 1 });
    const callsBefore = server.calls.length;
    // Once offline, the next scans do not wait for the network.
    expect(await engine.scan(code(6))).toMatchObject({
      result: "already_redeemed",
      offline: true,
      previous: { by: "Door 1" },
    });
    expect(server.calls.length).toBe(callsBefore);
    expect(engine.getState().pending).toBe(2);

    server.down = false;
    await engine.selectList(11); // any call that gets through: here the snapshot's refresh
    expect(engine.getState().online).toBe(true);
    await syncNow(engine);
    expect(server.batches.flat().map((s) => [s.code, s.deviceResult])).toEqual([
      [code(6), "valid"],
      [code(6), "already_redeemed"],
    ]);
    expect(engine.getState().pending).toBe(0);
  });

  it("a revoked device: says so, decides alone from then on, and still uploads its queue once", async () => {
    const { engine, server } = await pairedEngine();
    server.revoked = true;
    const verdict = await engine.scan(code(7));
    expect(verdict).toMatchObject({ result: "valid", offline: true });
    expect(engine.getState()).toMatchObject({ revoked: true, pending: 1, error: "device_revoked" });
    await syncNow(engine);
    expect(server.batches).toHaveLength(1);
    expect(engine.getState().pending).toBe(0);
  });

  it("keeps what it knows across restarts and forgets all of it when asked", async () => {
    const store = memoryStore();
    const { server } = await pairedEngine(fakeServer(), store);
    server.down = true;
    await engine!.scan(code(8));
    engine!.stop();
    engine = createEngine({ fetch: server.fetch, store, now: () => T0 + 10_000 });
    await engine.start();
    expect(engine.getState()).toMatchObject({ identity: { deviceName: "Door 1" }, listId: 11, pending: 1 });
    expect(await engine.scan(code(8))).toMatchObject({ result: "already_redeemed" });
    await engine.forget();
    expect(engine.getState()).toMatchObject({ identity: null, listId: null, lists: [], pending: 0, snapshotAt: null });
  });
});

describe("the scanner engine, further", () => {
  it("a person signed in scans with their session (no token) under their email", async () => {
    const server = fakeServer();
    engine = createEngine({ fetch: server.fetch, store: memoryStore(), now: () => T0 });
    await engine.start();
    await engine.usePerson(1);
    expect(engine.getState()).toMatchObject({
      identity: { kind: "person", email: "door@example.org", organizerId: 1 },
    });
    server.down = true;
    await engine.scan(code(5));
    expect(await engine.scan(code(5))).toMatchObject({
      result: "already_redeemed",
      previous: { by: "door@example.org" },
    });
    expect(server.calls.every((c) => c.auth === null)).toBe(true);
  });

  it("a request the server refuses as such is shown as the device's verdict, but neither queued nor counted", async () => {
    const { engine } = await pairedEngine();
    expect(await engine.scan("x".repeat(5000))).toMatchObject({ result: "unknown", offline: true });
    expect(engine.getState()).toMatchObject({ pending: 0, online: true, error: "invalid_body" });
  });

  it("forgets its own scans once a newer snapshot has them, and still knows the ticket was let in", async () => {
    const store = memoryStore();
    const { engine, server } = await pairedEngine(fakeServer(), store);
    await engine.scan(code(5)); // online, counted: remembered until the server's snapshot has it
    expect(await store.locals(11)).toHaveLength(1);
    server.snapshot = snapshot({
      generatedAt: T0 + 60_000,
      checkIns: [[ticketId(5), "entry", T0 + 3, "Main gate", "Door 1"]],
    });
    await engine.selectList(11);
    expect(await store.locals(11)).toHaveLength(0);
    expect(engine.getState().snapshotAt).toBe(T0 + 60_000);
    server.down = true;
    expect(await engine.scan(code(5))).toMatchObject({ result: "already_redeemed", offline: true });
  });

  it("online: says why a revoked ticket is refused, from the snapshot when the answer does not", async () => {
    const { engine, server } = await pairedEngine();
    server.redeem = () => ({
      ...fakeServer().redeem(),
      result: "revoked",
      status: "refused",
      ticket: { id: ticketId(2), ticketTypeId: 8, ticketTypeName: "Standard", attendeeName: "Guest 2" },
    });
    expect(await engine.scan(code(2))).toMatchObject({ result: "revoked", offline: false, revokedReason: "refunded" });
  });

  it("sends a queue too large for one request in smaller batches, oldest first", async () => {
    const { engine, server } = await pairedEngine();
    server.down = true;
    for (let n = 11; n <= 15; n++) await engine.scan(code(n));
    server.down = false;
    server.maxBatch = 2;
    await syncNow(engine);
    expect(server.batches.map((b) => b.length)).toEqual([2, 2, 1]);
    expect(server.batches.flat().map((s) => s.code)).toEqual([11, 12, 13, 14, 15].map((n) => code(n)));
    expect(engine.getState().pending).toBe(0);
  });

  it("still says it was revoked after a restart without network", async () => {
    const store = memoryStore();
    const { server } = await pairedEngine(fakeServer(), store);
    server.revoked = true;
    await engine!.scan(code(7));
    engine!.stop();
    server.down = true;
    engine = createEngine({ fetch: server.fetch, store });
    await engine.start();
    expect(engine.getState().revoked).toBe(true);
  });
});

/** What the 15 s timer would do, now: stop() + start() runs the start-up sync (lists, upload, snapshot). */
async function syncNow(e: ScannerEngine) {
  // The start-up sync runs in the background: wait until the queue is empty (or 2 s).
  e.stop();
  await e.start();
  for (let i = 0; i < 200 && e.getState().pending > 0; i++) await new Promise((r) => setTimeout(r, 10));
}
