import { enterCard, routeBraintree } from "../fixtures/providers/braintree-routes.ts";
import { expect, test } from "../fixtures/providers/live-test.ts";
import { expectTicket, openToStep3, pick } from "../fixtures/providers/pay-test.ts";

// The production widget, from step 3 to the ticket, against each live adapter on its provider's official Node SDK,
// which talks to a local fake of the provider's API (tests/fixtures/provider-apis/); the provider's browser script
// is faked at its real URL and talks to the same fake. No demo mode, no sandbox, no internet.

const tagged = async (page: import("@playwright/test").Page, pattern: RegExp) => {
  const calls: string[] = [];
  page.on("request", (r) => {
    if (pattern.test(r.url())) calls.push(new URL(r.url()).pathname);
  });
  return calls;
};

test.describe("Stripe", () => {
  test.use({ provider: "stripe" });
  test("card: the intent created at Stripe for the server's amount, confirmed by Stripe.js, verified, the ticket; Stripe's event also arrives", async ({
    page,
    api,
    host,
    fakes,
  }) => {
    const calls = await tagged(page, /\/api\/stripe\//);
    const w = await openToStep3(page, api, host);
    await pick(w, "Credit Card");
    await w.getByLabel("Card number").fill("4242 4242 4242 4242");
    await w.getByRole("button", { name: "Confirm payment" }).click();
    await expectTicket(page, w);
    expect(calls).toEqual(["/api/stripe/create-payment-intent", "/api/stripe/verifyIntent"]);
    const stripe = fakes.stripe!;
    const created = new URLSearchParams(stripe.creates()[0]!.body);
    expect([created.get("amount"), created.get("currency"), created.get("allowed_payment_method_types[0]")]).toEqual([
      "2675",
      "eur",
      "card",
    ]);
    expect(
      await page.evaluate(
        () => (window as unknown as { __fakeStripe: { publishableKey: string } }).__fakeStripe.publishableKey,
      ),
    ).toBe("pk_test_fakefakefake1234");
    await expect.poll(() => stripe.deliveries).toEqual([{ type: "payment_intent.succeeded", status: 200 }]);
  });
});

test.describe("PayPal", () => {
  test.use({ provider: "paypal" });
  test("approve: the order created at PayPal for the server's amount, approved by the payer, captured, the ticket", async ({
    page,
    api,
    host,
    fakes,
  }) => {
    const calls = await tagged(page, /\/api\/paypal\//);
    const w = await openToStep3(page, api, host);
    await pick(w, "PayPal");
    await w.getByRole("button", { name: "PayPal", exact: true }).click();
    await expectTicket(page, w);
    expect(calls).toEqual(["/api/paypal/order", "/api/paypal/capture"]);
    const paypal = fakes.paypal!;
    const order = [...paypal.orders.values()][0]!;
    expect(order.status).toBe("COMPLETED");
    expect(order.purchase_units[0]!.amount).toEqual({ currency_code: "EUR", value: "26.75" });
    expect(
      await page.evaluate(() => (window as unknown as { __fakePayPal: { src: string } }).__fakePayPal.src),
    ).toContain("client-id=fake-client-id-0123456789");
  });
});

test.describe("Braintree", () => {
  test.use({ provider: "braintree" });
  test("card: a client token from Braintree, hosted fields, the sale at Braintree for the server's amount, the ticket", async ({
    page,
    api,
    host,
    fakes,
  }) => {
    await routeBraintree(page);
    const w = await openToStep3(page, api, host, { event: "107", ticket: "Seated" });
    await pick(w, "Credit Card");
    await enterCard(w, "4111 1111 1111 1111");
    await w.getByTestId("braintree-pay").click();
    await expectTicket(page, w);
    const braintree = fakes.braintree!;
    expect(braintree.requests.filter((r) => r.path.endsWith("/client_token"))).toHaveLength(1);
    const sales = braintree.sales().map((r) => JSON.parse(r.body).transaction);
    expect(sales).toHaveLength(1);
    expect(sales[0]).toMatchObject({
      payment_method_nonce: expect.stringMatching(/^tokencc_/),
      options: { submit_for_settlement: true },
      order_id: expect.stringMatching(/^ord_/),
    });
    expect([...braintree.transactions.values()][0]).toMatchObject({
      status: "submitted_for_settlement",
      currencyIsoCode: "EUR",
    });
  });
});

test.describe("Mollie", () => {
  test.use({ provider: "mollie" });
  test("hosted checkout: the payment created at Mollie, its hosted page, Mollie's webhook pays the order, the return shows the ticket", async ({
    page,
    api,
    host,
    fakes,
  }) => {
    await page.addInitScript(() => {
      (window as unknown as { __TC_PAYMENT_DELAYS__: object }).__TC_PAYMENT_DELAYS__ = {
        countdownMs: 500,
        firstCheckMs: 300,
        retryMs: 300,
      };
    });
    const w = await openToStep3(page, api, host);
    await pick(w, "SEPA transfer");
    const mollie = fakes.mollie!;
    await page.waitForURL(new RegExp(`^${mollie.pagesOrigin}/checkout/tr_`));
    await page.getByRole("button", { name: "Paid" }).click();
    await page.waitForURL(/payment_provider=mollie/);
    await expectTicket(page, page.locator("ticket-checkout"));
    const created = JSON.parse(mollie.creates()[0]!.body);
    expect(created).toMatchObject({
      amount: { currency: "EUR", value: "26.75" },
      webhookUrl: `${api.origin}/api/webhooks/mollie`,
    });
    expect(mollie.webhookCalls).toEqual([{ id: expect.stringMatching(/^tr_/), status: 200 }]);
  });
});
