import {
  ADA,
  chooseTickets,
  expect,
  expectPdf,
  fillDetails,
  openCheckout,
  overviewRow,
  test,
} from "./checkout-fixtures.ts";

// Free orders, vouchers and the stop at payment, against the default seed:
// event 201 has a 0.00 ticket; event 101 has vouchers EARLY20 (20 %) and FREE100 (100 %); commission 5 % + 0.50.

test("free ticket end to end: step 1 → details → download tickets → success → the PDF", async ({ page, api, host }) => {
  const w = await openCheckout(page, api, host, { event: "201" });
  await chooseTickets(w, "Free registration");
  await expect(w.locator('[data-testid="sales-overview"]')).toContainText("Free registration");
  expect(await overviewRow(w, "grand-total")).toBe("€0.00");
  await fillDetails(w);
  await w.getByRole("button", { name: "Download tickets" }).click();

  await expect(w.getByRole("heading", { name: "Ada, you got the vibe!" })).toBeVisible();
  await expect(w.getByText(`Your order was processed and your tickets were sent to ${ADA.email}.`)).toBeVisible();
  await expect(w.getByText("Save your ticket now: you need it to get in.")).toBeVisible();
  const link = w.getByRole("link", { name: /Download tickets/ });
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /noopener/);
  const href = (await link.getAttribute("href"))!;
  expect(href).toMatch(new RegExp(`^${api.origin}/api/tickets/`));
  await expectPdf(page, href);
  await page.screenshot({ path: "test-results/checkout-success.png" });
  // An order exists now: nothing to go back or forward to, only the success actions.
  await expect(w.getByRole("button", { name: "Back" })).toHaveCount(0);
  await expect(w.getByRole("button", { name: "Next" })).toHaveCount(0);
  await expect(w.getByRole("heading", { name: "Ada, you got the vibe!" })).toBeFocused();

  await w.getByRole("button", { name: "Get more tickets" }).click();
  await expect(w.getByRole("heading", { name: "Buy tickets" })).toBeVisible();
  await expect(w.getByRole("button", { name: "Next" })).toBeDisabled();
});

test("100 % voucher end to end: full-discount message, zero fees, free order with the voucher, PDF", async ({
  page,
  api,
  host,
}) => {
  const orders: unknown[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/orders/free")) orders.push(r.postDataJSON());
  });
  const w = await openCheckout(page, api, host, { event: "101" });
  await chooseTickets(w, "Standard", 2);
  await fillDetails(w);
  await w.getByLabel("I have a voucher code").check();
  await expect(w.getByRole("textbox", { name: "Voucher code" })).toBeFocused();
  await w.getByRole("textbox", { name: "Voucher code" }).fill("free100");
  await w.getByRole("button", { name: "Apply" }).click();
  await expect(w.getByText("Voucher applied: 100% off.")).toBeVisible();
  await expect(w.getByTestId("full-discount")).toHaveText("Your voucher gives a full discount: this checkout is free.");
  expect(await overviewRow(w, "total")).toBe("€50.00");
  expect(await overviewRow(w, "discount")).toBe("-€50.00");
  expect(await overviewRow(w, "total-after-discount")).toBe("€0.00");
  expect(await overviewRow(w, "service-fee")).toBe("€0.00");
  expect(await overviewRow(w, "handling-fee")).toBe("€0.00");
  expect(await overviewRow(w, "grand-total")).toBe("€0.00");
  await w.locator('[data-testid="sales-overview"]').screenshot({ path: "test-results/checkout-full-discount.png" });
  await w.getByRole("button", { name: "Download tickets" }).click();
  await expect(w.getByRole("heading", { name: "Ada, you got the vibe!" })).toBeVisible();
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({
    event_id: 101,
    ticketQuantities: { "10101": 2 },
    voucherCode: "free100",
    guestListToken: null,
    selectedPaymentMethod: "free_ticket",
  });
  await expectPdf(page, (await w.getByRole("link", { name: /Download tickets/ }).getAttribute("href"))!);
});

test("partial voucher: overview amounts are right and the flow stops visibly at payment", async ({
  page,
  api,
  host,
}) => {
  const orders: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/orders")) orders.push(r.url());
  });
  const w = await openCheckout(page, api, host, { event: "101" });
  await chooseTickets(w, "Standard", 2);
  await w.getByLabel("I have a voucher code").check();
  await w.getByRole("textbox", { name: "Voucher code" }).fill("  EARLY20 ");
  await expect(w.getByRole("textbox", { name: "Voucher code" })).toHaveValue("EARLY20"); // trimmed while editing
  await w.getByRole("textbox", { name: "Voucher code" }).press("Enter");
  await expect(w.getByText("Voucher applied: 20% off.")).toBeVisible();
  // 2 × 25.00 = 50.00; −20 % = 40.00; service fee 5 % of 40.00 = 2.00; handling 2 × 0.50 = 1.00; total 43.00
  await expect(w.locator('[data-line="10101"]')).toContainText("2 × €25.00");
  await expect(w.locator('[data-line="10101"] [data-amount="line"]')).toHaveText("€50.00");
  expect(await overviewRow(w, "total")).toBe("€50.00");
  expect(await overviewRow(w, "discount")).toBe("-€10.00");
  expect(await overviewRow(w, "total-after-discount")).toBe("€40.00");
  expect(await overviewRow(w, "service-fee")).toBe("€2.00");
  expect(await overviewRow(w, "handling-fee")).toBe("€1.00");
  expect(await overviewRow(w, "grand-total")).toBe("€43.00");
  // Spec §2: service fee, handling fee and grand total are each marked VAT-inclusive.
  for (const row of ["service-fee", "handling-fee", "grand-total"])
    await expect(w.locator(`[data-row="${row}"]`)).toContainText("(incl. VAT)");
  await expect(w.locator('[data-row="total"]')).not.toContainText("VAT");
  await expect(w.getByTestId("full-discount")).toHaveCount(0);

  await fillDetails(w);
  await w.getByRole("button", { name: "Next" }).click();
  await expect(w.getByRole("heading", { name: "Pay now" })).toBeVisible();
  // Step 3's method list, or its load error when the server runs without payments (no DEMO_MODE).
  await expect(
    w
      .getByRole("radiogroup", { name: "Choose a payment method" })
      .or(w.getByText("The payment methods could not be loaded.")),
  ).toBeVisible();
  expect(await overviewRow(w, "grand-total")).toBe("€43.00");
  await expect(w.getByRole("button", { name: "Back" })).toBeVisible();
  await page.screenshot({ path: "test-results/checkout-payment-stop.png" });
  expect(orders).toEqual([]);

  // Back keeps what was typed and the applied voucher.
  await w.getByRole("button", { name: "Back" }).click();
  await expect(w.getByLabel("First name")).toHaveValue("Ada");
  expect(await overviewRow(w, "grand-total")).toBe("€43.00");
});

test("a voucher from ?voucher= is applied when step 2 opens; unticking clears it", async ({ page, api, host }) => {
  const w = await openCheckout(page, api, host, { event: "101", query: "?voucher=EARLY20" });
  await chooseTickets(w, "VIP");
  await expect(w.getByLabel("I have a voucher code")).toBeChecked();
  await expect(w.getByRole("textbox", { name: "Voucher code" })).toHaveValue("EARLY20");
  await expect(w.getByText("Voucher applied: 20% off.")).toBeVisible();
  // 89.00 − 17.80 = 71.20; 5 % = 3.56; + 0.50 = 75.26
  expect(await overviewRow(w, "grand-total")).toBe("€75.26");
  await w.getByLabel("I have a voucher code").uncheck();
  await expect(w.getByRole("textbox", { name: "Voucher code" })).toHaveCount(0);
  // 89.00 + 4.45 + 0.50 = 93.95
  expect(await overviewRow(w, "grand-total")).toBe("€93.95");
  await w.getByLabel("I have a voucher code").check();
  await expect(w.getByRole("textbox", { name: "Voucher code" })).toHaveValue("");
});

test("the voucher attribute is applied too", async ({ page, api, host }) => {
  const w = await openCheckout(page, api, host, { event: "101", attrs: 'voucher="FREE100"' });
  await chooseTickets(w, "Student");
  await expect(w.getByTestId("full-discount")).toBeVisible();
});

test("double-clicking download creates exactly one order", async ({ page, api, host }) => {
  let posts = 0;
  page.on("request", (r) => {
    if (r.url().endsWith("/api/orders/free") && r.method() === "POST") posts++;
  });
  // Hold the answer so the second click lands while the first order is in flight.
  await page.route("**/api/orders/free", async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  const w = await openCheckout(page, api, host, { event: "201" });
  await chooseTickets(w, "Free registration", 2);
  await fillDetails(w);
  const button = w.getByRole("button", { name: "Download tickets" });
  await button.dblclick();
  await expect(w.getByRole("button", { name: "Please wait" })).toBeDisabled();
  await expect(w.getByRole("heading", { name: "Ada, you got the vibe!" })).toBeVisible();
  expect(posts).toBe(1);
});

test("a free order refused for stock shows the translated message, focused, and the buyer can retry", async ({
  page,
  api,
  host,
}) => {
  let answer = 409;
  await page.route("**/api/orders/free", (route) =>
    answer === 409
      ? route.fulfill({
          status: 409,
          json: { type: "ticket_stock_error", error: { code: "ticket_stock_error", message: "Only 0 left." } },
        })
      : route.continue(),
  );
  const w = await openCheckout(page, api, host, { event: "201" });
  await chooseTickets(w, "Free registration");
  await fillDetails(w);
  await w.getByRole("button", { name: "Download tickets" }).click();
  const alert = w.getByRole("alert");
  await expect(alert).toHaveText("Sorry, there are not enough tickets left for your selection.");
  await expect(alert).toBeFocused(); // not lost to the page body
  await expect(w.getByRole("heading", { name: "Personal information" })).toBeVisible();
  await expect(w.getByRole("button", { name: "Download tickets" })).toBeEnabled();
  answer = 201;
  await w.getByRole("button", { name: "Download tickets" }).click();
  await expect(w.getByRole("heading", { name: "Ada, you got the vibe!" })).toBeVisible();
});
