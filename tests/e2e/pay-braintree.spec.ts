import type { Page } from "@playwright/test";
import { HOSTED_FIELDS_FRAME_URL } from "../fixtures/providers/braintree/hosted-fields.ts";
import {
  DECLINED_CARD,
  DECLINED_NONCE,
  enterCard,
  field,
  routeBraintree,
} from "../fixtures/providers/braintree-routes.ts";
import {
  ADA,
  control,
  expect,
  expectTicket,
  holdAll,
  openToStep3,
  pick,
  release,
  test,
  toStep3WithoutHold,
} from "../fixtures/providers/pay-test.ts";

// Braintree card path (event 107, card_path "braintree") through the real braintree-web client and hosted
// fields (routing: tests/fixtures/providers/braintree-routes.ts).

/** Every text and input value of the host page and the widget's shadow roots (not the provider's frames). */
function widgetDomText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      parts.push(root instanceof Document ? root.documentElement.outerHTML : root.innerHTML);
      root.querySelectorAll("input, textarea").forEach((i) => parts.push((i as HTMLInputElement).value));
      root.querySelectorAll("*").forEach((e) => e.shadowRoot && walk(e.shadowRoot));
    };
    walk(document);
    return parts.join("\n");
  });
}

test("Braintree card: hosted fields from Braintree's frame URL, Pay once valid, tokenized in the frame, process-payment, the ticket", async ({
  page,
  api,
  host,
}) => {
  const { gateway, frames, payments } = await routeBraintree(page);
  const tokenizedFrom: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/payment_methods/credit_cards")) tokenizedFrom.push(r.frame().url());
  });
  const w = await openToStep3(page, api, host, { event: "107", ticket: "Seated" });
  await pick(w, "Credit Card");
  const pay = w.getByTestId("braintree-pay");
  await expect(field(w, "cvv").getByLabel("Security code (CVV)")).toBeVisible();
  await expect(w.locator('iframe[name="braintree-hosted-field-number"]')).toHaveAttribute("title", "Card number");
  await expect(pay).toBeDisabled();

  await field(w, "number").getByLabel("Card number").fill("4111 1111 1111 1111");
  await field(w, "cvv").getByLabel("Security code (CVV)").fill("12");
  // Our label focuses its hosted field; leaving the short CVV marks it invalid and announces what is missing.
  await w.getByText("Expiry date (MM/YY)").click();
  await expect(field(w, "expirationDate").getByLabel("Expiry date (MM/YY)")).toBeFocused();
  await expect(
    w.getByRole("alert").filter({ hasText: "Please enter the card number, the expiry date and the security code." }),
  ).toBeVisible();
  await expect(field(w, "cvv").getByLabel("Security code (CVV)")).toHaveAttribute("aria-invalid", "true");
  await expect(pay).toBeDisabled();
  await enterCard(w, "4111 1111 1111 1111");
  await expect(pay).toBeEnabled();
  await expect(field(w, "cvv").getByLabel("Security code (CVV)")).not.toHaveAttribute("aria-invalid", "true");

  expect(frames).toHaveLength(3);
  for (const url of frames) expect(url.split("#")[0]).toBe(HOSTED_FIELDS_FRAME_URL);
  const dom = await widgetDomText(page);
  expect(dom).not.toContain("4111 1111 1111 1111");
  expect(dom).not.toContain("4111111111111111");

  // braintree-web slots its frames through holders it appends to <ticket-checkout>; leaving step 4 removes them.
  await expect(page.locator("ticket-checkout > [slot^='shadow-slot-'] iframe")).toHaveCount(3);
  await pay.click();
  await expectTicket(page, w);
  await expect(page.locator("ticket-checkout > [slot^='shadow-slot-']")).toHaveCount(0);
  const calls = gateway.calls().map((c) => `${c.endpoint} ${c.host}`);
  expect(calls).toContain("configuration api.sandbox.braintreegateway.com");
  expect(calls).toContain("credit_cards api.sandbox.braintreegateway.com");
  expect(tokenizedFrom).toHaveLength(1);
  expect(tokenizedFrom[0]!.split("#")[0]).toBe(HOSTED_FIELDS_FRAME_URL);
  const tokenize = gateway.calls().find((c) => c.endpoint === "credit_cards")!;
  expect(tokenize.credentials).toBe("CLIENT_TOKEN");
  expect(tokenize.body).toMatchObject({
    creditCard: {
      number: "4111111111111111",
      expirationDate: "12/30",
      cvv: "123",
      billingAddress: { postalCode: ADA.postCode },
    },
  });
  expect(payments).toHaveLength(1);
  const body = payments[0]!;
  expect(Object.keys(body).sort()).toEqual([
    "amount",
    "customer",
    "deviceData",
    "event_id",
    "guestListToken",
    "intent_id",
    "payment_id",
    "payment_method_nonce",
    "reservation_id",
    "selectedPaymentMethod",
    "ticketQuantities",
    "totalPrice",
    "user_added_commission",
    "user_commission",
    "voucherCode",
  ]);
  expect(body).toMatchObject({
    event_id: 107,
    payment_method_nonce: "tokencc_unionpay_1111",
    intent_id: null,
    payment_id: null,
  });
  expect(Object.values(body.ticketQuantities as Record<string, number>)).toEqual([1]);
  expect(JSON.parse(body.deviceData as string)).toHaveProperty("correlation_id");
});

test("Braintree declined card with the device-data collector failing: the payment goes on, the processor's message; on retry the gateway refusing the card data: its message", async ({
  page,
  api,
  host,
}) => {
  const { gateway, frames, payments } = await routeBraintree(page);
  gateway.fail("fraudnet", { kind: "abort" });
  const w = await openToStep3(page, api, host, { event: "107", ticket: "Seated" });
  await pick(w, "Credit Card");
  await enterCard(w, DECLINED_CARD);
  await w.getByTestId("braintree-pay").click();
  await expect(w.getByTestId("payment-error")).toContainText("Do Not Honor");
  await expect(w.getByRole("heading", { name: "Ada, you got the vibe!" })).toHaveCount(0);
  expect(gateway.requests.some((r) => r.endpoint === "fraudnet")).toBe(true);
  expect(payments).toHaveLength(1);
  expect(payments[0]).toMatchObject({ payment_method_nonce: DECLINED_NONCE, deviceData: null });

  // Retry mounts fresh hosted fields; the hosted fields answer tokenize with the gateway's error this time.
  gateway.fail("credit_cards", { kind: "http", status: 422, times: 1 });
  await w.getByRole("button", { name: "Try again" }).click();
  await enterCard(w, "4111 1111 1111 1111");
  expect(frames).toHaveLength(6);
  await expect(w.locator("iframe[name^='braintree-hosted-field-']")).toHaveCount(3);
  await w.getByTestId("braintree-pay").click();
  await expect(w.getByTestId("payment-error")).toContainText("Credit card is invalid");
  expect(payments).toHaveLength(1);
});

test('Braintree client token failing: "Failed to fetch client token", braintree-web never starts', async ({
  page,
  api,
  host,
}) => {
  const { gateway, frames } = await routeBraintree(page);
  const w = await openToStep3(page, api, host, { event: "107", ticket: "Seated" });
  await control(page, api, "braintree.token", "fail");
  await pick(w, "Credit Card");
  await expect(w.getByTestId("payment-error")).toContainText("Failed to fetch client token");
  expect(gateway.calls()).toEqual([]);
  expect(frames).toEqual([]);
});

test('Braintree: the tickets run out between step 3 and paying → "not enough tickets" (ticket_stock_error), no ticket', async ({
  page,
  api,
  host,
}) => {
  await routeBraintree(page);
  const answers: number[] = [];
  page.on("response", (r) => {
    if (r.url().endsWith("/api/braintree/process-payment")) answers.push(r.status());
  });
  const w = await toStep3WithoutHold(page, api, host, { event: "107", ticket: "Seated" });
  const held = await holdAll(page, api, { event: 107, ticketId: "10701" });
  try {
    await pick(w, "Credit Card");
    await enterCard(w, "4111 1111 1111 1111");
    await w.getByTestId("braintree-pay").click();
    await expect(w.getByTestId("payment-error")).toHaveRole("alert");
    await expect(w.getByTestId("payment-error")).toContainText(
      "Sorry, there are not enough tickets left for your order.",
    );
    expect(answers).toEqual([409]);
    await expect(w.getByRole("heading", { name: /you got the vibe/ })).toHaveCount(0);
  } finally {
    await release(page, api, held);
  }
});
