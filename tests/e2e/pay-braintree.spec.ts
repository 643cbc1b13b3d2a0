import type { Locator, Page } from "@playwright/test";
import { BRAINTREE_HOSTS, FakeGateway } from "../fixtures/gateway/index.ts";
import { control, expect, expectTicket, holdAll, openToStep3, pick, release, test, toStep3WithoutHold } from "../fixtures/providers/pay-test.ts";

// Braintree card path (event 107, card_path "braintree") through the real braintree-web client: the sandbox
// client token's configUrl is Braintree's sandbox client API, whose hosts are routed here to the fake gateway.

/** Braintree's processor-declined test card; the fake gateway tokenizes it to the sandbox's declined nonce. */
const DECLINED_CARD = "4000111111111115";
const DECLINED_NONCE = "fake-processor-declined-visa-nonce";

async function routeGateway(page: Page): Promise<FakeGateway> {
  const gateway = new FakeGateway();
  // Added after pay-test's catch-all, so these routes win for Braintree's hosts.
  await page.context().route((url) => BRAINTREE_HOSTS.includes(url.hostname), async (route) => {
    const request = route.request();
    const reply = await gateway.handle({ method: request.method(), url: request.url(), headers: await request.allHeaders(), body: request.postData() });
    if (reply.action !== "respond") return route.abort("connectionreset");
    let body = reply.body;
    const card = gateway.requests.at(-1);
    if (card?.endpoint === "credit_cards" && (card.body as { creditCard?: { number?: string } })?.creditCard?.number === DECLINED_CARD) {
      body = body.replace(/"nonce":"[^"]*"/, `"nonce":"${DECLINED_NONCE}"`);
    }
    return route.fulfill({ status: reply.status, headers: reply.headers, body });
  });
  return gateway;
}

async function enterCard(w: Locator, number: string): Promise<void> {
  await expect(w.getByTestId("braintree-card")).toBeVisible();
  await w.getByLabel("Card number").fill(number);
  await w.getByLabel("Expiry date (MM/YY)").fill("12/30");
  await w.getByLabel("Security code (CVV)").fill("123");
  await w.getByTestId("braintree-pay").click();
}

test("Braintree card: braintree-web fetches its configuration, tokenizes the card, process-payment, the ticket", async ({ page, api, host }) => {
  const gateway = await routeGateway(page);
  const payments: Record<string, unknown>[] = [];
  page.on("request", (r) => { if (r.url().endsWith("/api/braintree/process-payment")) payments.push(r.postDataJSON()); });
  const w = await openToStep3(page, api, host, { event: "107", ticket: "Seated" });
  await pick(w, "Credit Card");
  await enterCard(w, "4111 1111 1111 1111");
  await expectTicket(page, w);
  const calls = gateway.calls().map((c) => `${c.endpoint} ${c.host}`);
  expect(calls).toContain("configuration api.sandbox.braintreegateway.com");
  expect(calls).toContain("credit_cards api.sandbox.braintreegateway.com");
  const tokenize = gateway.calls().find((c) => c.endpoint === "credit_cards")!;
  expect(tokenize.credentials).toBe("CLIENT_TOKEN");
  expect(tokenize.body).toMatchObject({ creditCard: { number: "4111111111111111", expirationDate: "12/30", cvv: "123" } });
  expect(payments).toHaveLength(1);
  expect(payments[0]).toMatchObject({ event_id: 107, payment_method_nonce: "tokencc_unionpay_1111" });
});

test("Braintree declined card: the processor's message in the error banner", async ({ page, api, host }) => {
  await routeGateway(page);
  const w = await openToStep3(page, api, host, { event: "107", ticket: "Seated" });
  await pick(w, "Credit Card");
  await enterCard(w, DECLINED_CARD);
  await expect(w.getByTestId("payment-error")).toContainText("Do Not Honor");
  await expect(w.getByRole("heading", { name: "Ada, you got the vibe!" })).toHaveCount(0);
});

test("Braintree client token failing: \"Failed to fetch client token\", braintree-web never starts", async ({ page, api, host }) => {
  const gateway = await routeGateway(page);
  const w = await openToStep3(page, api, host, { event: "107", ticket: "Seated" });
  await control(page, api, "braintree.token", "fail");
  await pick(w, "Credit Card");
  await expect(w.getByTestId("payment-error")).toContainText("Failed to fetch client token");
  expect(gateway.calls()).toEqual([]);
});

test("Braintree: the tickets run out between step 3 and paying → \"not enough tickets\" (ticket_stock_error), no ticket", async ({ page, api, host }) => {
  await routeGateway(page);
  const answers: number[] = [];
  page.on("response", (r) => { if (r.url().endsWith("/api/braintree/process-payment")) answers.push(r.status()); });
  const w = await toStep3WithoutHold(page, api, host, { event: "107", ticket: "Seated" });
  const held = await holdAll(page, api, { event: 107, ticketId: "10701" });
  try {
    await pick(w, "Credit Card");
    await enterCard(w, "4111 1111 1111 1111");
    await expect(w.getByTestId("payment-error")).toHaveRole("alert");
    await expect(w.getByTestId("payment-error")).toContainText("Sorry, there are not enough tickets left for your order.");
    expect(answers).toEqual([409]);
    await expect(w.getByRole("heading", { name: /you got the vibe/ })).toHaveCount(0);
  } finally {
    await release(page, api, held);
  }
});
