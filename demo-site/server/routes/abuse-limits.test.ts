// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { tempDir, writeSeed } from "../testing/in-process.ts";
import { startServerOn, testStores } from "../testing/stores.ts";
import { fromAddress } from "../testing/from-address.ts";
import { freeOrderBody } from "../testing/requests.ts";
import { DEFAULT_LIMITS } from "../domain/limits/config.ts";
import { readFileSync } from "node:fs";
import { repoRoot } from "../testing/in-process.ts";

// The limits at their defaults (the test servers relax them for other suites; these set them back).
const DEFAULTS = {
  LIMIT_VOUCHER_FAILURES: String(DEFAULT_LIMITS.voucherFailures.points),
  LIMIT_GUEST_LIST_FAILURES: String(DEFAULT_LIMITS.guestListFailures.points),
  LIMIT_ORDERS: String(DEFAULT_LIMITS.orders.points),
  LIMIT_HOLDS_PER_CLIENT: String(DEFAULT_LIMITS.holdsPerClient),
  LIMIT_TICKETS_PER_BUYER: String(DEFAULT_LIMITS.ticketsPerBuyer),
};

describe.each(testStores)("abuse limits on %s", (_store, kind) => {
  let server: RunningServer | undefined;
  afterEach(async () => server?.close());
  const start = async (env: Record<string, string> = {}) =>
    (server = await startServerOn(kind, { ...DEFAULTS, ...env }));
  const coupon = (from: string, code: string, event_id = 101, headers: Record<string, string> = {}) =>
    fromAddress(from, `${server!.origin}/api/check-coupon`, "POST", { event_id, coupon: code }, headers);

  describe("voucher guessing", () => {
    it("a brute-force script gets 429 with Retry-After after 10 failures; a second client address still gets answers", async () => {
      await start();
      const answers = [];
      for (let i = 1; i <= 30; i++) answers.push(await coupon("127.0.0.1", `GUESS${i}`));
      expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(200));
      expect(answers.slice(0, 10).every((a) => a.body.valid === false)).toBe(true);
      expect(answers.slice(10).map((a) => a.status)).toEqual(Array(20).fill(429));
      const limited = answers[10]!;
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(590);
      expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(600);
      expect(limited.body).toMatchObject({
        type: "rate_limited",
        limit: "voucher",
        retry_after: Number(limited.headers["retry-after"]),
        error: { code: "rate_limited" },
      });
      // The real code is refused too while the address is over: the budget is for guesses, not a lock per code.
      expect((await coupon("127.0.0.1", "FREE100")).status).toBe(429);
      // Another client address, and the same address for another event, have budgets of their own.
      expect(await coupon("127.0.0.2", "GUESS31")).toMatchObject({ status: 200, body: { valid: false } });
      expect(await coupon("127.0.0.2", "FREE100")).toMatchObject({ status: 200, body: { valid: true, discount: 100 } });
      expect((await coupon("127.0.0.1", "OWL1O", 202)).status).toBe(200);
    });

    it("a parallel burst of 40 guesses gets exactly 10 answers", async () => {
      await start();
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => coupon("127.0.0.3", `BURST${i}`)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
      expect(answers.filter((a) => a.status === 429)).toHaveLength(30);
    });

    it("a buyer with a typo, then the right code, then ordering, never sees a 429; successes do not count", async () => {
      await start();
      expect(await coupon("127.0.0.4", "EARLY2O")).toMatchObject({ status: 200, body: { valid: false } });
      for (let i = 0; i < 20; i++)
        expect(await coupon("127.0.0.4", "early20")).toMatchObject({
          status: 200,
          body: { valid: true, discount: 20 },
        });
      const order = await fromAddress(
        "127.0.0.4",
        `${server!.origin}/api/orders/free`,
        "POST",
        freeOrderBody({ event_id: 101, ticketQuantities: { "10101": 1 }, voucherCode: "FREE100" }),
      );
      expect(order.status).toBe(201);
    });

    it("an unknown, an expired and another event's code get one answer", async () => {
      const seed = JSON.parse(readFileSync(`${repoRoot}/demo-site/data/seed.json`, "utf8"));
      seed.organizers[0].events[0].vouchers.push(
        { code: "OLD50", discount: 50, valid_until: "2020-01-01T00:00:00Z" },
        { code: "LATER50", discount: 50, valid_until: "2099-01-01T00:00:00Z" },
      );
      await start({ SEED_FILE: writeSeed(tempDir(), seed) });
      const bodies = await Promise.all(
        ["NOPE99", "OLD50", "OWL10"].map(async (code) => (await coupon("127.0.0.5", code)).body),
      );
      expect(bodies).toEqual([
        { valid: false, discount: 0 },
        { valid: false, discount: 0 },
        { valid: false, discount: 0 },
      ]);
      expect((await coupon("127.0.0.5", "LATER50")).body).toEqual({ valid: true, discount: 50 });
      const order = await fromAddress(
        "127.0.0.5",
        `${server!.origin}/api/orders/free`,
        "POST",
        freeOrderBody({ event_id: 101, ticketQuantities: { "10101": 1 }, voucherCode: "OLD50" }),
      );
      expect(order.body.error).toMatchObject({ code: "voucher_invalid" });
    });
  });

  describe("the client address behind a proxy", () => {
    it("X-Forwarded-For counts only when TRUST_PROXY names the peer: one header cannot buy a new budget", async () => {
      await start();
      for (let i = 0; i < 10; i++) await coupon("127.0.0.6", `X${i}`, 101, { "x-forwarded-for": `198.51.100.${i}` });
      expect((await coupon("127.0.0.6", "X10", 101, { "x-forwarded-for": "198.51.100.99" })).status).toBe(429);
    });

    it("behind a trusted proxy each forwarded client has its own budget, and a forged left-hand entry changes nothing", async () => {
      await start({ TRUST_PROXY: "127.0.0.0/8" });
      for (let i = 0; i < 10; i++)
        await coupon("127.0.0.7", `Y${i}`, 101, { "x-forwarded-for": `1.1.1.${i}, 203.0.113.5` });
      expect((await coupon("127.0.0.7", "Y10", 101, { "x-forwarded-for": "9.9.9.9, 203.0.113.5" })).status).toBe(429);
      expect((await coupon("127.0.0.7", "Y11", 101, { "x-forwarded-for": "203.0.113.6" })).status).toBe(200);
    });
  });

  describe("guest-list tokens", () => {
    const lookup = (from: string, token: string) =>
      fromAddress(from, `${server!.origin}/api/events/202/guest-list/${token}`, "GET");

    it("unknown → 404, used → used:true, both count; the invitation itself does not; then 429", async () => {
      await start();
      expect(await lookup("127.0.1.1", "guest-202-unused")).toMatchObject({ status: 200, body: { used: false } });
      expect(await lookup("127.0.1.1", "guest-202-used")).toMatchObject({ status: 200, body: { used: true } });
      for (let i = 0; i < 9; i++) expect((await lookup("127.0.1.1", `guess-token-${i}`)).status).toBe(404);
      expect((await lookup("127.0.1.1", "guest-202-unused")).status).toBe(429);
      expect((await lookup("127.0.1.2", "guest-202-unused")).status).toBe(200);
    });

    it("a free order with a token: invalid and used are told apart only once the rest of the order is valid", async () => {
      await start();
      const order = (token: string, extra: Record<string, unknown> = {}) =>
        fromAddress(
          "127.0.1.3",
          `${server!.origin}/api/orders/free`,
          "POST",
          freeOrderBody({
            event_id: 202,
            ticketQuantities: { "20201": 1 },
            guestListToken: token,
            selectedPaymentMethod: "guest_list",
            ...extra,
          }),
        );
      // Not a valid order (no such ticket): the same 400 whatever the token.
      const badLines = [
        await order("guest-202-used", { ticketQuantities: { "99999": 1 } }),
        await order("made-up-token", { ticketQuantities: { "99999": 1 } }),
      ];
      expect(badLines.map((a) => [a.status, a.body.error.code])).toEqual([
        [400, badLines[0]!.body.error.code],
        [400, badLines[0]!.body.error.code],
      ]);
      expect(await order("made-up-token")).toMatchObject({
        status: 400,
        body: { error: { code: "guest_list_token_invalid" } },
      });
    });
  });

  describe("orders and holds", () => {
    it("orders: 10 per client address per 10 minutes, free orders and payment starts together; a retried start (same Idempotency-Key) is not counted again", async () => {
      await start({ DEMO_MODE: "1" });
      const free = (from: string, email: string) =>
        fromAddress(
          from,
          `${server!.origin}/api/orders/free`,
          "POST",
          freeOrderBody({
            event_id: 203,
            ticketQuantities: { "20301": 1 },
            customer: { ...freeOrderBody().customer, email },
          }),
        );
      const points = DEFAULT_LIMITS.orders.points;
      expect(points).toBe(10);
      for (let i = 0; i < points - 1; i++) expect((await free("127.0.2.1", `buyer${i}@example.com`)).status).toBe(201);
      const start1 = {
        event_id: 101,
        ticketQuantities: { "10101": 1 },
        customer: freeOrderBody().customer,
        selectedPaymentMethod: "card",
        payment_method_types: ["card"],
        metadata: {},
      };
      const intent = () =>
        fromAddress("127.0.2.1", `${server!.origin}/api/stripe/create-payment-intent`, "POST", start1, {
          "idempotency-key": "start-one",
        });
      expect((await intent()).status).toBe(200);
      // The widget's retries of that start after a lost answer: replayed, and the budget's last point is already gone.
      for (let i = 0; i < 3; i++)
        expect(await intent()).toMatchObject({ status: 200, headers: { "idempotent-replayed": "true" } });
      const over = await free("127.0.2.1", "late@example.com");
      expect(over).toMatchObject({ status: 429, body: { type: "rate_limited", limit: "orders" } });
      expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
      expect((await free("127.0.2.2", "late@example.com")).status).toBe(201);
    });

    it("tickets per buyer email and event: the event's own cap, else LIMIT_TICKETS_PER_BUYER; any letter case", async () => {
      const seed = JSON.parse(readFileSync(`${repoRoot}/demo-site/data/seed.json`, "utf8"));
      seed.organizers[1].events.find((e: { id: number }) => e.id === 203).max_tickets_per_buyer = 2;
      await start({ SEED_FILE: writeSeed(tempDir(), seed), LIMIT_ORDERS: "50", LIMIT_TICKETS_PER_BUYER: "3" });
      const order = (event_id: number, ticket: string, n: number, email: string) =>
        fromAddress(
          "127.0.2.3",
          `${server!.origin}/api/orders/free`,
          "POST",
          freeOrderBody({
            event_id,
            ticketQuantities: { [ticket]: n },
            customer: { ...freeOrderBody().customer, email },
          }),
        );
      expect((await order(203, "20301", 3, "drop@example.com")).body).toMatchObject({
        type: "buyer_ticket_limit",
        max_per_buyer: 2,
        left: 2,
      });
      expect((await order(203, "20301", 2, "drop@example.com")).status).toBe(201);
      expect(await order(203, "20301", 1, "DROP@example.com")).toMatchObject({
        status: 409,
        body: { error: { code: "buyer_ticket_limit" }, left: 0 },
      });
      // Event 201 has no cap of its own: the server's 3.
      expect((await order(201, "20101", 3, "drop@example.com")).status).toBe(201);
      expect((await order(201, "20101", 1, "drop@example.com")).status).toBe(409);
    });

    it("holds: 3 open per client address; a released one makes room", async () => {
      await start({ DEMO_MODE: "1" });
      const hold = (from: string) =>
        fromAddress(from, `${server!.origin}/api/reservations`, "POST", {
          event_id: 101,
          ticketQuantities: { "10101": 1 },
        });
      const ids = [];
      for (let i = 0; i < 3; i++) {
        const r = await hold("127.0.3.1");
        expect(r.status).toBe(201);
        ids.push(r.body.reservation_id);
      }
      const over = await hold("127.0.3.1");
      expect(over).toMatchObject({ status: 429, body: { type: "rate_limited", limit: "holds" } });
      expect(Number(over.headers["retry-after"])).toBeGreaterThan(800);
      expect((await hold("127.0.3.2")).status).toBe(201);
      expect((await fromAddress("127.0.3.1", `${server!.origin}/api/reservations/${ids[0]}`, "DELETE")).status).toBe(
        204,
      );
      expect((await hold("127.0.3.1")).status).toBe(201);
    });
  });
});
