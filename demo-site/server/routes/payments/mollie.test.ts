// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server.ts";
import { startServerOn, testStores } from "../../testing/stores.ts";
import { cartBody, demoEnv, post } from "../../testing/payments.ts";
import { row } from "../../testing/sql.ts";

describe.each(testStores)("Mollie sandbox routes on %s", (_store, kind) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServerOn(kind, demoEnv);
  });
  afterAll(() => server.close());

  const redirectUrl = "http://127.0.0.1:9999/shop/checkout?step=0";

  async function start() {
    const res = await post(server.origin, "/api/mollie/process-payment", {
      ...cartBody({ selectedPaymentMethod: "ideal" }),
      locale: "nl_NL",
      method: "ideal",
      metadata: { product: "tickets" },
      redirectUrl,
    });
    expect(res.status).toBe(200);
    expect(res.body.checkoutUrl).toMatch(new RegExp(`^${server.origin}/sandbox/mollie/checkout/tr_[A-Za-z0-9]{10}$`));
    return res.body.checkoutUrl as string;
  }

  /** Presses a button of the hosted page (a plain form POST) and returns where it redirects to. */
  async function press(checkoutUrl: string, choice: string): Promise<URL> {
    const res = await fetch(checkoutUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `choice=${choice}`,
      redirect: "manual",
    });
    expect(res.status).toBe(303);
    return new URL(res.headers.get("location") ?? "");
  }

  const verify = (back: URL) =>
    post(server.origin, "/api/mollie/verify-order", {
      order_id: back.searchParams.get("order_id"),
      guest_id: back.searchParams.get("guest_id"),
      event_id: Number(back.searchParams.get("event_id")),
    });

  describe("Mollie hosted checkout (sandbox)", () => {
    it("the hosted page is bannered as test mode, has four plain forms and no script", async () => {
      const res = await fetch(await start());
      const page = await res.text();
      expect(res.status).toBe(200);
      expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
      expect(page).toContain("TEST MODE");
      expect(page).toContain("EUR 53.50");
      expect(page).not.toMatch(/<script/i);
      for (const label of ["Pay", "Fail", "Cancel", "Leave pending"]) expect(page).toContain(`>${label}</button>`);
      expect(page.match(/<form method="post"/g)).toHaveLength(4);
    });

    it("Pay redirects back with the return parameters; verify-order then gives the ticket, once", async () => {
      const back = await press(await start(), "pay");
      expect(back.origin + back.pathname).toBe("http://127.0.0.1:9999/shop/checkout");
      expect(back.searchParams.get("step")).toBe("0");
      expect(back.searchParams.get("payment_provider")).toBe("mollie");
      expect(back.searchParams.get("event_id")).toBe("101");
      const res = await verify(back);
      expect(res.body).toMatchObject({
        status: "paid",
        verified: true,
        ticket: expect.stringContaining("/api/tickets/"),
      });
      expect((await verify(back)).body.ticket).toBe(res.body.ticket);
      const issued = await row<{ n: number }>(
        server.store,
        "SELECT COUNT(*) AS n FROM issued_tickets WHERE order_id = ?",
        back.searchParams.get("order_id"),
      );
      expect(issued.n).toBe(2);
    });

    it("Fail, Cancel and Leave pending come back as failed, canceled and open-then-paid", async () => {
      expect((await verify(await press(await start(), "fail"))).body).toMatchObject({
        status: "failed",
        verified: false,
      });
      expect((await verify(await press(await start(), "cancel"))).body).toMatchObject({
        status: "canceled",
        verified: false,
      });
      const checkout = await start();
      const back = await press(checkout, "pending");
      expect((await verify(back)).body).toMatchObject({ status: "pending", verified: true });
      expect((await verify(await press(checkout, "pay"))).body.status).toBe("paid");
    });

    it("verify-order can be driven (pending, succeed, timeout) and refuses a wrong guest_id", async () => {
      const back = await press(await start(), "pending");
      await post(server.origin, "/sandbox/control", { target: "mollie.verify-order", outcome: "timeout" });
      expect((await verify(back)).status).toBe(504);
      await post(server.origin, "/sandbox/control", { target: "mollie.verify-order", outcome: "succeed" });
      expect((await verify(back)).body.status).toBe("paid");
      const wrong = await post(server.origin, "/api/mollie/verify-order", {
        order_id: back.searchParams.get("order_id"),
        guest_id: "guess",
        event_id: 101,
      });
      expect(wrong.status).toBe(404);
    });

    it("400 naming the field for a bad redirectUrl or missing method", async () => {
      const body = { ...cartBody(), locale: "nl_NL", method: "ideal", redirectUrl };
      expect(
        (await post(server.origin, "/api/mollie/process-payment", { ...body, redirectUrl: "javascript:alert(1)" }))
          .body,
      ).toMatchObject({ type: "validation_error", field: "redirectUrl" });
      expect(
        (await post(server.origin, "/api/mollie/process-payment", { ...body, method: undefined })).body,
      ).toMatchObject({ type: "validation_error", field: "method" });
      expect(
        (await post(server.origin, "/api/mollie/verify-order", { order_id: "x", guest_id: "y" })).body,
      ).toMatchObject({ type: "validation_error", field: "event_id" });
    });
  });

  describe("POST /api/payments/webhook/mollie and the hosted page's refusals", () => {
    it("the webhook reads the state from the provider: open stays pending, paid finalises; unknown ids are 404", async () => {
      const checkout = await start();
      const id = checkout.split("/").pop()!;
      const open = await post(server.origin, "/api/payments/webhook/mollie", { id });
      expect(open.body).toMatchObject({ received: true, order_status: "pending" });
      const back = await press(checkout, "pay");
      expect((await post(server.origin, "/api/payments/webhook/mollie", { id })).body).toMatchObject({
        received: true,
        order_status: "paid",
      });
      expect((await verify(back)).body).toMatchObject({ status: "paid", ticket: expect.any(String) });
      expect((await post(server.origin, "/api/payments/webhook/mollie", { id: "tr_unknown" })).status).toBe(404);
      expect((await post(server.origin, "/api/payments/webhook/mollie", {})).body).toMatchObject({
        type: "validation_error",
        field: "id",
      });
    });

    it("a decided payment cannot be decided again (409), an unknown button is 400", async () => {
      const checkout = await start();
      const bogus = await fetch(checkout, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "choice=steal",
        redirect: "manual",
      });
      expect(bogus.status).toBe(400);
      await press(checkout, "fail");
      const again = await fetch(checkout, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "choice=pay",
        redirect: "manual",
      });
      expect(again.status).toBe(409);
      expect(await again.text()).toContain("already failed");
    });
  });
});
