import { expect, test } from "@playwright/test";
import { failOnPageErrors } from "./support/page-errors.ts";
import {
  addVirtualAuthenticator,
  cspViolations,
  expectNoSeriousAxeFindings,
  invitationLinkFor,
  manageDemoServer,
  recordCspViolations,
} from "./manage-app-helpers.ts";

// Passkeys through the app's own screens, in Chromium with CDP's virtual authenticator: someone invited to the team
// creates a passkey on the invitation screen, signs out, and signs in again with the sign-in screen's passkey button,
// and once more through the browser's passkey suggestion in the e-mail field.

const api = manageDemoServer();

failOnPageErrors(test);

test("an invited manager enrols a passkey on the invitation screen and signs in with it later", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await page.goto(`${api.origin}/manage/demo`);
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  const invited = await page.evaluate(async () => {
    const res = await fetch("/api/manage/organizers/1/members", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "passkey.person@example.org", role: "manager" }),
    });
    return res.status;
  });
  expect(invited).toBe(201);
  const link = await invitationLinkFor(page, api.origin, "passkey.person@example.org");

  const context = await browser.newContext();
  const joiner = await context.newPage();
  await recordCspViolations(joiner);
  const credentials = await addVirtualAuthenticator(context, joiner);
  await joiner.goto(link);
  await expect(joiner.getByRole("heading", { name: "Join the team" })).toBeVisible();
  await joiner.getByLabel("Name").fill("Pat Passkey");
  await joiner.getByRole("button", { name: "Create a passkey" }).click();
  await expect(joiner.getByRole("heading", { name: "Events", level: 1 })).toBeVisible();
  expect(await credentials()).toHaveLength(1);

  await joiner.getByRole("link", { name: "My account" }).click();
  await expect(joiner.getByRole("cell", { name: "Passkey", exact: true }).first()).toBeVisible();
  await expectNoSeriousAxeFindings(joiner, "my account with a passkey");
  // The sign-in screen also waits for the browser's passkey suggestion in its e-mail field (conditional mediation),
  // which the virtual authenticator answers at once; hidden here (until the flag is set) to press the button.
  await joiner.addInitScript(() => {
    if (!sessionStorage.getItem("allow-autofill"))
      Object.defineProperty(PublicKeyCredential, "isConditionalMediationAvailable", { value: undefined });
  });
  await joiner.getByRole("button", { name: "Sign out" }).first().click();
  await joiner.reload();
  await expect(joiner.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await joiner.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(joiner.getByRole("heading", { name: "Events", level: 1 })).toBeVisible();
  await expect(joiner.getByRole("link", { name: "Available — Summer Open Air" })).toBeVisible();

  // Signed out again, with the suggestion: choosing the passkey there (the authenticator's automatic presence)
  // signs in without a press.
  await joiner.getByRole("button", { name: "Sign out" }).first().click();
  await joiner.evaluate(() => sessionStorage.setItem("allow-autofill", "1"));
  await joiner.goto(`${api.origin}/manage/sign-in`);
  await expect(joiner.getByRole("heading", { name: "Events", level: 1 })).toBeVisible();
  expect(await cspViolations(joiner)).toEqual([]);
  await context.close();
});
