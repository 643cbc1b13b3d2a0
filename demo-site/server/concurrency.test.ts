// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { ChildServer } from "./testing/child-server.ts";
import { useSharedDbServers } from "./testing/shared-db-servers.ts";
import { freeOrderBody, postJson } from "./testing/requests.ts";

// Real concurrency: four separate server processes on ONE SQLite file, 200 requests in flight at once,
// spread round-robin over the processes. Only the database's locking can keep the counts right.
const processes = 4;
const shared = useSharedDbServers(processes, { dirPrefix: "tc-concurrency-" });

async function fire(n: number, body: (i: number) => unknown) {
  const started = performance.now();
  const responses = await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const res = await postJson(shared.servers[i % shared.servers.length]!.origin, "/api/orders/free", body(i));
      return { status: res.status, body: await res.json() };
    }),
  );
  return { responses, ms: Math.round(performance.now() - started) };
}

describe(`${processes} server processes on one database file`, () => {
  it("200 concurrent orders for the last 10 tickets issue exactly 10", async () => {
    expect(new Set(shared.servers.map((s) => s.origin)).size).toBe(processes);
    // every process caches the event first; orders placed through the other processes must still show
    const stockSeenBy = async (s: ChildServer) =>
      (await (await fetch(`${s.origin}/api/events/203`)).json()).event_tickets[0].sold as number;
    expect(await Promise.all(shared.servers.map(stockSeenBy))).toEqual(Array(processes).fill(490));
    const { responses, ms } = await fire(200, (i) =>
      freeOrderBody({
        event_id: 203,
        ticketQuantities: { "20301": 1 },
        customer: { ...freeOrderBody().customer, firstName: `Buyer${i}` },
      }),
    );
    const created = responses.filter((r) => r.status === 201);
    const refused = responses.filter((r) => r.status === 409);
    console.log(
      `concurrency: 200 orders over ${processes} processes for 10 tickets -> ${created.length} issued, ${refused.length} refused (409), in ${ms} ms`,
    );
    expect(created).toHaveLength(10);
    expect(refused).toHaveLength(190);
    expect(
      refused.every((r) => r.body.type === "ticket_stock_error" && r.body.error.code === "ticket_stock_error"),
    ).toBe(true);
    expect(new Set(created.map((r) => r.body.order_id)).size).toBe(10);
    expect(shared.readDb<{ sold: number }>("SELECT sold FROM tickets WHERE id = 20301").sold).toBe(500);
    expect(await Promise.all(shared.servers.map(stockSeenBy))).toEqual(Array(processes).fill(500));
    expect(shared.readDb<{ n: number }>("SELECT COUNT(*) AS n FROM issued_tickets WHERE ticket_id = 20301").n).toBe(10);
    expect(shared.readDb<{ n: number }>("SELECT COUNT(*) AS n FROM orders WHERE event_id = 203").n).toBe(10);
    // every process can serve any order's ticket link: the link works from another process too
    const link = created[0]!.body.ticket as string;
    const viaOther = link.replace(/^http:\/\/localhost:\d+/, shared.servers[3]!.origin);
    const pdf = await fetch(viaOther);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
  }, 60_000);

  it("one guest-list token used by 20 concurrent requests succeeds exactly once", async () => {
    const { responses, ms } = await fire(20, () =>
      freeOrderBody({
        event_id: 202,
        ticketQuantities: { "20201": 1 },
        guestListToken: "guest-202-unused",
        selectedPaymentMethod: "guest_list",
      }),
    );
    const created = responses.filter((r) => r.status === 201);
    const used = responses.filter((r) => r.status === 409 && r.body.error.code === "guest_list_token_used");
    console.log(
      `concurrency: 20 requests over ${processes} processes for one guest-list token -> ${created.length} issued, ${used.length} refused (409 guest_list_token_used), in ${ms} ms`,
    );
    expect(created).toHaveLength(1);
    expect(used).toHaveLength(19);
    expect(
      shared.readDb<{ used: number; used_by_order: string }>(
        "SELECT used, used_by_order FROM guest_list WHERE token = 'guest-202-unused'",
      ),
    ).toEqual({
      used: 1,
      used_by_order: created[0]!.body.order_id,
    });
    expect(
      shared.readDb<{ n: number }>("SELECT COUNT(*) AS n FROM orders WHERE guest_list_token = 'guest-202-unused'").n,
    ).toBe(1);
  }, 60_000);
});

describe("process lifecycle", () => {
  it.each([
    ["SIGTERM", 1],
    ["SIGINT", 2],
  ] as const)(
    "prints one listening line and exits 0 on %s",
    async (signal, index) => {
      const s = shared.servers[index]!;
      expect(s.output().match(/Listening on http:\/\/localhost:\d+/g)).toHaveLength(1);
      const exited = new Promise<number | null>((resolve) => s.child.once("exit", (code) => resolve(code)));
      s.child.kill(signal);
      expect(await exited).toBe(0);
      await expect(fetch(s.origin + "/api/events/101")).rejects.toThrow();
    },
    30_000,
  );
});
