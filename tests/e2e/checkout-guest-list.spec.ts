import { chooseTickets, expect, expectPdf, fillDetails, openCheckout, test } from "./checkout-fixtures.ts";

// Event 202 (seed): guest-list tokens guest-202-unused and guest-202-used for ticket 20201 (35.00).

test("guest-list link end to end: one ticket chosen, straight to details, no back/voucher, free PDF", async ({
  page,
  api,
  host,
}) => {
  const orders: unknown[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/orders/free")) orders.push(r.postDataJSON());
  });
  const w = await openCheckout(page, api, host, { event: "202", query: "?guestlist=guest-202-unused" });
  await expect(w.getByRole("heading", { name: "Personal information" })).toBeVisible();
  // The automatic advance does not pull focus from the organizer's page.
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("BODY");
  await expect(w.getByTestId("guest-list-download")).toHaveText(
    "You are on the guest list. Fill in your details and download your free ticket.",
  );
  await expect(w.getByLabel("I have a voucher code")).toHaveCount(0);
  await expect(w.getByRole("button", { name: "Back" })).toHaveCount(0);
  await expect(w.locator('[data-line="20201"]')).toContainText("1 × €35.00");
  await expect(w.locator('[data-row="grand-total"]')).toContainText("€0.00");
  await fillDetails(w, { firstName: "Grace" });
  await page.screenshot({ path: "test-results/checkout-guest-list.png" });
  await w.getByRole("button", { name: "Download tickets" }).click();
  await expect(w.getByRole("heading", { name: "Grace, you got the vibe!" })).toBeVisible();
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({
    event_id: 202,
    ticketQuantities: { "20201": 1 },
    guestListToken: "guest-202-unused",
    selectedPaymentMethod: "guest_list",
    voucherCode: null,
  });
  await expectPdf(page, (await w.getByRole("link", { name: /Download tickets/ }).getAttribute("href"))!);

  // The invitation is spent: opening the link again shows the already-used state.
  const again = await openCheckout(page, api, host, { event: "202", query: "?guestlist=guest-202-unused" });
  await expect(again.locator(".tc-alternative h3")).toHaveText("Guest list ticket already used");
});

test("a used guest-list token (attribute) shows the already-used state on step 1", async ({ page, api, host }) => {
  const w = await openCheckout(page, api, host, { event: "202", attrs: 'guest-list-token="guest-202-used"' });
  await expect(w.locator(".tc-alternative h3")).toHaveText("Guest list ticket already used");
  await expect(w.locator(".tc-ticket")).toHaveCount(0);
  // Spec §2 Next rules: the guest-list clause no longer holds; the step-1 clause shows it, disabled (nothing selected).
  await expect(w.getByRole("button", { name: "Next" })).toBeDisabled();
  await expect(w.getByRole("heading", { name: "Personal information" })).toHaveCount(0);
});

test("an unknown token leaves an ordinary checkout", async ({ page, api, host }) => {
  const w = await openCheckout(page, api, host, { event: "202", query: "?guestlist=nope" });
  await expect(w.locator(".tc-ticket-name")).toHaveText(["Premiere ticket"]);
  await chooseTickets(w, "Premiere ticket");
  await expect(w.getByLabel("I have a voucher code")).toBeVisible();
  await expect(w.getByRole("button", { name: "Back" })).toBeVisible();
});
