import { ADA, chooseTickets, expect, fillDetails, openCheckout, test } from "./checkout-fixtures.ts";
import { encryptDetails } from "../../widget/lib/secure-storage.ts";

test("saved details are prefilled on a second visit and removed when unticked", async ({ page, api, host }) => {
  const path = `/saved-${Math.random().toString(36).slice(2)}`;
  let w = await openCheckout(page, api, host, { event: "101", path });
  await chooseTickets(w, "Standard");
  await expect(w.getByLabel("Save my data for future use")).not.toBeChecked();
  await fillDetails(w, { country: "Netherlands" });
  await w.getByLabel("Company name (optional)").fill("Engines Ltd");
  await w.getByLabel("Save my data for future use").check();
  await w.getByRole("button", { name: "Next" }).click();
  await expect(w.getByRole("heading", { name: "Pay now" })).toBeVisible();

  const stored = await page.evaluate(() => ({
    details: localStorage.getItem("userDetails"),
    country: localStorage.getItem("country"),
    currency: localStorage.getItem("currency"),
  }));
  expect(stored.details).toBeTruthy();
  expect(stored.details).not.toContain(ADA.email); // encrypted, not plain JSON
  expect(stored.details).not.toContain("Lovelace");
  expect(stored.country).toBe("NL");
  expect(stored.currency).toBe("EUR"); // spec §1 default, kept under `currency`

  // Second visit, same browser context, from another page of the organizer: the same page would resume the
  // checkout just left on step 3 (pay-resume.spec.ts), while saved details belong to the browser, not the page.
  w = await openCheckout(page, api, host, { event: "101", path: `${path}-again` });
  await chooseTickets(w, "Standard");
  await expect(w.getByLabel("First name")).toHaveValue(ADA.firstName);
  await expect(w.getByLabel("Last name")).toHaveValue(ADA.lastName);
  await expect(w.getByLabel("Email", { exact: true })).toHaveValue(ADA.email);
  await expect(w.getByLabel("Confirm email")).toHaveValue(ADA.email);
  await expect(w.getByLabel("Street and number")).toHaveValue(ADA.street);
  await expect(w.getByLabel("Postcode")).toHaveValue(ADA.postCode);
  await expect(w.getByLabel("City")).toHaveValue(ADA.city);
  await expect(w.getByLabel("Country")).toHaveValue("Netherlands");
  await expect(w.getByLabel("Company name (optional)")).toHaveValue("Engines Ltd");
  await expect(w.getByLabel("Save my data for future use")).toBeChecked();
  await page.screenshot({ path: "test-results/checkout-prefilled.png", fullPage: true });

  await w.getByLabel("Save my data for future use").uncheck();
  expect(await page.evaluate(() => localStorage.getItem("userDetails"))).toBeNull();

  w = await openCheckout(page, api, host, { event: "101", path });
  await chooseTickets(w, "Standard");
  await expect(w.getByLabel("First name")).toHaveValue("");
  await expect(w.getByLabel("Save my data for future use")).not.toBeChecked();
  await expect(w.getByLabel("Country")).toHaveValue("Netherlands"); // the country key stays
});

test("corrupt or foreign saved details give an empty form, never a crash", async ({ page, api, host }) => {
  const path = `/corrupt-${Math.random().toString(36).slice(2)}`;
  await openCheckout(page, api, host, { event: "101", path });
  for (const junk of ["not-base64-%%%", btoa("x".repeat(120)), JSON.stringify({ firstName: "Mallory" })]) {
    await page.evaluate((value) => localStorage.setItem("userDetails", value), junk);
    const w = await openCheckout(page, api, host, { event: "101", path });
    await chooseTickets(w, "Standard");
    await expect(w.getByLabel("First name")).toHaveValue("");
    await expect(w.getByLabel("Country")).toHaveValue("Germany"); // default DE
    await expect(w.getByLabel("Save my data for future use")).not.toBeChecked();
  }
});

test("a free order validates prefilled details as soon as step 2 opens; a paid one waits for Next", async ({
  page,
  api,
  host,
}) => {
  const path = `/stale-${Math.random().toString(36).slice(2)}`;
  // Saved by an older visit, before the city field was required: the city is missing.
  const stale = encryptDetails({
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.org",
    street: "Analytical Street 1",
    postCode: "10115",
    city: "",
    country: "Germany",
    companyName: "",
    vatNumber: "",
  });
  await openCheckout(page, api, host, { event: "201", path });
  await page.evaluate((value) => localStorage.setItem("userDetails", value), stale);

  let w = await openCheckout(page, api, host, { event: "101", path });
  await chooseTickets(w, "Standard");
  await expect(w.getByLabel("First name")).toHaveValue("Ada");
  await expect(w.locator(".tc-field-error")).toHaveCount(0); // paid: no errors before the buyer presses Next

  w = await openCheckout(page, api, host, { event: "201", path });
  await chooseTickets(w, "Free registration");
  await expect(w.getByLabel("First name")).toHaveValue("Ada");
  await expect(w.getByLabel("City")).toHaveAccessibleDescription("Please enter your city.");
  await expect(w.locator(".tc-field-error")).toHaveCount(1);
});
