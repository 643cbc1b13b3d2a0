import { chooseTickets, expect, fillDetails, openCheckout, test } from "./checkout-fixtures.ts";

const REQUIRED: [string, string][] = [
  ["First name", "Please enter your first name."],
  ["Last name", "Please enter your last name."],
  ["Email", "Please enter your email address."],
  ["Confirm email", "Please confirm your email address."],
  ["Street and number", "Please enter your street and house number."],
  ["Postcode", "Please enter your postcode."],
  ["City", "Please enter your city."],
  ["Country", "Please choose your country."],
];

test("every section-5 message shows under its field, tied by aria-describedby and aria-invalid", async ({
  page,
  api,
  host,
}) => {
  const w = await openCheckout(page, api, host, { event: "101" });
  await chooseTickets(w, "Standard");
  await w.getByLabel("Country").selectOption("");
  await w.getByRole("button", { name: "Next" }).click();
  for (const [label, message] of REQUIRED) {
    const field = w.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(message);
  }
  await expect(w.getByLabel("First name")).toBeFocused();
  await expect(w.getByLabel("Company name (optional)")).not.toHaveAttribute("aria-invalid", "true");
  await page.screenshot({ path: "test-results/checkout-validation.png", fullPage: true });

  // Invalid emails; errors of the last round are cleared (only what is still wrong shows).
  await fillDetails(w, { email: "ada@example", country: "Germany" });
  await w.getByRole("button", { name: "Next" }).click();
  await expect(w.getByLabel("Email", { exact: true })).toHaveAccessibleDescription(
    "Please enter a valid email address, like name@example.com.",
  );
  await expect(w.getByLabel("Confirm email")).toHaveAccessibleDescription(
    "Please enter a valid email address to confirm, like name@example.com.",
  );
  await expect(w.getByLabel("First name")).not.toHaveAttribute("aria-invalid", "true");
  await expect(w.locator(".tc-field-error")).toHaveCount(2);

  // Mismatch shows on both fields.
  await w.getByLabel("Email", { exact: true }).fill("ada@example.org");
  await w.getByLabel("Confirm email").fill("ada@example.com");
  await w.getByRole("button", { name: "Next" }).click();
  await expect(w.getByLabel("Email", { exact: true })).toHaveAccessibleDescription("The email addresses do not match.");
  await expect(w.getByLabel("Confirm email")).toHaveAccessibleDescription("The email addresses do not match.");

  // Voucher: ticked but empty, then typed but not applied.
  await w.getByLabel("Confirm email").fill("ada@example.org");
  await w.getByLabel("I have a voucher code").check();
  await w.getByRole("button", { name: "Next" }).click();
  await expect(w.getByText("Please enter your voucher code or untick the voucher box.")).toBeVisible();
  await expect(w.getByRole("textbox", { name: "Voucher code" })).toBeFocused(); // the only invalid field
  await w.getByRole("textbox", { name: "Voucher code" }).fill("EARLY20");
  await w.getByRole("button", { name: "Next" }).click();
  await expect(w.getByText("Please apply a valid voucher code or untick the voucher box.")).toBeVisible();
  await expect(w.locator(".tc-field-error")).toHaveCount(1);
  await expect(w.getByRole("heading", { name: "Personal information" })).toBeVisible();
});

test("voucher check messages: invalid, network failure, empty code", async ({ page, api, host }) => {
  const w = await openCheckout(page, api, host, { event: "101" });
  await chooseTickets(w, "Standard");
  await w.getByLabel("I have a voucher code").check();
  const code = w.getByRole("textbox", { name: "Voucher code" });
  await code.fill("NOPE");
  await w.getByRole("button", { name: "Apply" }).click();
  await expect(w.getByRole("alert")).toHaveText("This voucher code is not valid.");
  await expect(code).toHaveAttribute("aria-invalid", "true");
  await expect(w.getByRole("button", { name: "Apply" })).toBeFocused(); // focus survives the check
  // Editing resets the result.
  await code.fill("NOPE2");
  await expect(w.getByText("This voucher code is not valid.")).toHaveCount(0);

  await page.route("**/api/check-coupon", (route) => route.abort("connectionrefused"));
  await w.getByRole("button", { name: "Apply" }).click();
  await expect(w.getByRole("alert")).toHaveText(
    "We could not check your voucher. Please check your connection and try again.",
  );
  await page.unroute("**/api/check-coupon");

  await page.route("**/api/check-coupon", (route) =>
    route.fulfill({ status: 500, json: { error: { code: "boom", message: "x" } } }),
  );
  await code.fill("EARLY20");
  await w.getByRole("button", { name: "Apply" }).click();
  await expect(w.getByRole("alert")).toHaveText("This voucher code is not valid.");
  await page.unroute("**/api/check-coupon");

  await code.fill("");
  await expect(w.getByRole("button", { name: "Apply" })).toBeDisabled();
  await code.press("Enter");
  await expect(w.getByRole("alert")).toHaveText("Please provide a voucher code.");
});

test("pasting into the email confirmation is blocked (and allowed into email)", async ({
  page,
  api,
  host,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const w = await openCheckout(page, api, host, { event: "101" });
  await chooseTickets(w, "Standard");
  await page.evaluate(() => navigator.clipboard.writeText("pasted@example.org"));
  await w.getByLabel("Email", { exact: true }).focus();
  await page.keyboard.press("ControlOrMeta+V");
  await expect(w.getByLabel("Email", { exact: true })).toHaveValue("pasted@example.org");
  await w.getByLabel("Confirm email").focus();
  await page.keyboard.press("ControlOrMeta+V");
  await expect(w.getByLabel("Confirm email")).toHaveValue("");
  await expect(w.getByText("Please type your email address again instead of pasting it.")).toBeVisible();
});

test("apply needs 3 characters and is debounced by 100 ms", async ({ page, api, host }) => {
  const checks: number[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/check-coupon")) checks.push(Date.now());
  });
  const w = await openCheckout(page, api, host, { event: "101" });
  await chooseTickets(w, "Standard");
  await w.getByLabel("I have a voucher code").check();
  const code = w.getByRole("textbox", { name: "Voucher code" });
  const apply = w.getByRole("button", { name: "Apply" });
  await code.fill("EA");
  await expect(apply).toBeDisabled();
  await code.press("Enter");
  await page.waitForTimeout(300);
  expect(checks).toHaveLength(0);

  await code.fill("EAR");
  await expect(apply).toBeEnabled();
  // Three Enters and two clicks in one burst (well inside 100 ms) → one request, sent ≥ 100 ms after the burst.
  const started = await w.locator("input[name=voucher]").evaluate((input) => {
    const button = input.parentElement!.querySelector("button")!;
    for (let i = 0; i < 3; i++) input.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    button.click();
    button.click();
    return Date.now();
  });
  // The one request may be late on a busy machine; a second one would come within the same 100 ms debounce.
  await expect.poll(() => checks.length).toBeGreaterThan(0);
  await page.waitForTimeout(300);
  expect(checks).toHaveLength(1);
  expect(checks[0]! - started).toBeGreaterThanOrEqual(95);
  await expect(w.getByRole("alert")).toHaveText("This voucher code is not valid.");

  // Two bursts far apart → two requests.
  await apply.click();
  await expect.poll(() => checks.length).toBe(2);
});

test("step 2 scrolls into view 500 ms after it opens", async ({ page, api, host }) => {
  const w = await openCheckout(page, api, host, { event: "101", after: '<div style="height:4000px"></div>' });
  await w.getByRole("button", { name: "Increase quantity of Standard" }).click();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const stepTop = () => w.locator(".tc-step-2").evaluate((el) => el.getBoundingClientRect().top);
  // The painted Next stays disabled until the code has hydrated and applied the "+" (a busy machine gets there late).
  await expect(w.getByRole("button", { name: "Next" })).toBeEnabled();
  // A DOM click: Playwright's own click would scroll the button into view first.
  await w.getByRole("button", { name: "Next" }).evaluate((button: HTMLElement) => {
    button.focus({ preventScroll: true });
    button.click();
  });
  await expect(w.locator(".tc-step-2")).toBeAttached();
  await expect(w.getByRole("heading", { name: "Personal information" })).toBeFocused(); // announced, without scrolling yet
  await page.waitForTimeout(250);
  expect(await stepTop()).toBeLessThan(0); // still above the viewport before 500 ms
  await expect.poll(stepTop, { timeout: 3000 }).toBeGreaterThanOrEqual(-1);
  expect(await stepTop()).toBeLessThan(50);
});
