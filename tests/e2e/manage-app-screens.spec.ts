import { expect, test, type Page } from "@playwright/test";
import { TOTP } from "otpauth";
import { failOnPageErrors } from "./support/page-errors.ts";
import {
  cspViolations,
  expectNoSeriousAxeFindings,
  invitationLinkFor,
  manageDemoServer,
  recordCspViolations,
} from "./manage-app-helpers.ts";

// The back office's other screens as people use them: every screen through axe and without a CSP violation, on a
// desktop and on a phone; two people saving the same event; someone invited to the team joining with a password
// and an authenticator app; the operator's screen; another language; the re-auth dialog.

const api = manageDemoServer();

failOnPageErrors(test);

async function signInAsDemo(page: Page, as: "organizer" | "operator" = "organizer"): Promise<void> {
  await recordCspViolations(page);
  await page.goto(`${api.origin}/manage/demo${as === "operator" ? "?as=operator" : ""}`);
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

test("every screen of an event and of the organizer passes axe, with no CSP violation", async ({ page }) => {
  test.setTimeout(60_000);
  await signInAsDemo(page);
  await page.getByRole("link", { name: "Available — Summer Open Air" }).click();
  await expect(page.getByLabel("Name")).toHaveValue("Available — Summer Open Air");
  await expect(page.getByLabel("Attention text")).toHaveValue("Bags larger than A4 are not allowed on the grounds.");
  await expectNoSeriousAxeFindings(page, "the event editor");

  await page.getByRole("link", { name: "Ticket types" }).click();
  await expect(page.getByRole("cell", { name: "VIP", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Move VIP up" }).click();
  await expect(page.locator("tbody tr").first()).toContainText("VIP");
  await page.getByRole("button", { name: "Edit VIP" }).click();
  const edit = page.getByRole("dialog", { name: "Edit the ticket type" });
  await edit.getByLabel("Stock").fill("1");
  await edit.getByRole("button", { name: "Save" }).click();
  // 12 VIP tickets are sold in the seed: the server refuses, and says how many.
  await expect(edit.getByRole("alert")).toContainText("12");
  await expectNoSeriousAxeFindings(page, "the ticket type dialog with an error");
  await edit.getByRole("button", { name: "Cancel" }).click();
  // The server's schema, checked in the form before anything is sent: the message sits at the field.
  let posts = 0;
  page.on("request", (r) => void (r.method() === "POST" && r.url().endsWith("/ticket-types") && posts++));
  await page.getByRole("button", { name: "Add a ticket type" }).click();
  const add = page.getByRole("dialog", { name: "Add a ticket type" });
  await add.getByLabel("Name").fill("Late entry");
  await add.getByLabel("Price").fill("12.345");
  await add.getByRole("button", { name: "Save" }).click();
  await expect(add.getByLabel("Price")).toHaveAttribute("aria-invalid", "true");
  await expect(add).toContainText("must be a decimal string");
  expect(posts).toBe(0);
  await add.getByRole("button", { name: "Cancel" }).click();

  await page.getByRole("link", { name: "Vouchers" }).click();
  await page.getByRole("button", { name: "Edit EARLY20" }).click();
  const voucher = page.getByRole("dialog", { name: "Edit the voucher" });
  await expect(voucher.getByLabel("Code")).toHaveValue("EARLY20");
  await voucher.getByLabel("Maximum uses").fill("100");
  await voucher.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("row", { name: /EARLY20/ })).toContainText("/ 100");
  await page.getByRole("button", { name: "Remove FREE100" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remove FREE100? This cannot be undone." });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoSeriousAxeFindings(page, "the confirmation before removing");
  await confirm.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByRole("cell", { name: "FREE100", exact: true })).toHaveCount(0);
  await expect(page.getByRole("cell", { name: "EARLY20", exact: true })).toBeVisible();

  await page.getByRole("link", { name: "Guest list" }).click();
  await page.getByRole("button", { name: "Add a guest" }).click();
  const guest = page.getByRole("dialog", { name: "Add a guest" });
  await guest.getByLabel("Name").fill("Grace Hopper");
  await guest.getByLabel("E-mail address").fill("grace@example.org");
  await guest.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("cell", { name: "grace@example.org" })).toBeVisible();
  await page.getByRole("button", { name: "Import a CSV" }).click();
  const csv = page.getByRole("dialog", { name: "Import a CSV" });
  await csv.getByRole("textbox", { name: "CSV" }).fill("name,email,ticket\nAlan Turing,alan@example.org,Standard\n");
  await csv.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("1 guest imported.")).toBeVisible();
  await expect(page.getByRole("cell", { name: "alan@example.org" })).toBeVisible();
  await page.getByRole("button", { name: "Send the invitations" }).click();
  await expect(page.getByText("2 invitations sent.")).toBeVisible();
  await expect(page.getByRole("row", { name: /grace@example.org/ })).toContainText("Yes");
  await expectNoSeriousAxeFindings(page, "the guest list");

  await page.getByRole("link", { name: "Sale" }).click();
  await expect(page.getByTestId("sold-total")).toHaveText("162 sold");
  await expectNoSeriousAxeFindings(page, "the sale");

  await page.getByRole("link", { name: "History" }).last().click();
  await expect(page.getByRole("heading", { name: "History of event 101" })).toBeVisible();
  await expect(
    page
      .getByRole("cell", { name: "guest.create" })
      .or(page.getByRole("cell", { name: /guest/ }))
      .first(),
  ).toBeVisible();
  await expectNoSeriousAxeFindings(page, "the event's history");

  for (const [link, heading] of [
    ["Team", "Team"],
    ["Settings", "Settings"],
    ["History", "History"],
    ["My account", "My account"],
  ] as const) {
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: link }).click();
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    await expectNoSeriousAxeFindings(page, heading);
  }
  expect(await cspViolations(page)).toEqual([]);
});

test("on a phone the screens fit the width and stay usable", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsDemo(page);
  await expect(page.getByRole("link", { name: "Available — Summer Open Air" })).toBeVisible();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectNoSeriousAxeFindings(page, "the events list on a phone");
  await page.getByRole("link", { name: "Available — Summer Open Air" }).click();
  await page.getByRole("link", { name: "Ticket types" }).click();
  await expect(page.getByRole("cell", { name: "Standard", exact: true })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  const button = await page.getByRole("button", { name: "Add a ticket type" }).boundingBox();
  expect(button!.height).toBeGreaterThanOrEqual(44); // a finger-sized target
  await expectNoSeriousAxeFindings(page, "the ticket types on a phone");
});

test("two people save the same event: the second is told it changed meanwhile and can load the new version", async ({
  page,
  context,
}) => {
  await signInAsDemo(page);
  const other = await context.newPage();
  for (const p of [page, other]) {
    await p.goto(`${api.origin}/manage/o/1/events/102`);
    await expect(p.getByLabel("Venue")).toBeVisible();
  }
  await other.getByLabel("Venue").fill("Main Stage");
  await other.getByRole("button", { name: "Save" }).click();
  await expect(other.getByText("Saved.")).toBeVisible();

  await page.getByLabel("Venue").fill("Side Stage");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert")).toContainText("Someone else saved this event meanwhile");
  await expectNoSeriousAxeFindings(page, "the changed-meanwhile notice");
  await page.getByRole("button", { name: "Load the saved version" }).click();
  await expect(page.getByLabel("Venue")).toHaveValue("Main Stage");
  await other.close();
});

test("someone invited to the team joins with a password and an authenticator app, and sees the recovery codes once", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await signInAsDemo(page);
  await page.getByRole("link", { name: "Team" }).click();
  await page.getByRole("button", { name: "Invite someone" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite someone" });
  await dialog.getByLabel("E-mail address").fill("new.manager@example.org");
  await dialog.getByRole("button", { name: "Send the invitation" }).click();
  await expect(page.getByRole("cell", { name: "new.manager@example.org", exact: true })).toBeVisible();

  const link = await invitationLinkFor(page, api.origin, "new.manager@example.org");

  const invited = await browser.newContext();
  const joiner = await invited.newPage();
  const errors: string[] = [];
  joiner.on("pageerror", (e) => errors.push(e.message));
  await recordCspViolations(joiner);
  await joiner.goto(link);
  await expect(joiner.getByRole("heading", { name: "Join the team" })).toBeVisible();
  await expect(joiner.getByText("invites new.manager@example.org as Manager")).toBeVisible();
  await expectNoSeriousAxeFindings(joiner, "the invitation");
  await joiner.getByRole("button", { name: "Use a password and an authenticator app instead" }).click();
  await joiner.getByLabel("Name").fill("Nina Manager");
  await joiner.getByLabel("Password").fill("correct horse battery staple");
  await expect(joiner.getByRole("img", { name: "QR code for the authenticator app" })).toBeVisible();
  const secret = ((await joiner.locator("code.secret").textContent()) ?? "").replace(/\s+/g, "");
  await joiner.getByLabel("The code your authenticator app shows now").fill(new TOTP({ secret }).generate());
  await expectNoSeriousAxeFindings(joiner, "the password enrolment");
  await joiner.getByRole("button", { name: "Finish" }).click();
  await expect(joiner.getByTestId("recovery-codes").locator("li")).toHaveCount(10);
  await expectNoSeriousAxeFindings(joiner, "the recovery codes");
  await joiner.getByRole("button", { name: "I have kept them, continue" }).click();
  await expect(joiner.getByRole("heading", { name: "Events", level: 1 })).toBeVisible();
  // A manager: no team and no settings.
  await expect(joiner.getByRole("link", { name: "Team" })).toHaveCount(0);
  expect(await cspViolations(joiner)).toEqual([]);
  expect(errors).toEqual([]);
  await invited.close();
});

test("the operator's organizers, and the app in another language", async ({ page }) => {
  await signInAsDemo(page, "operator");
  await page.getByRole("link", { name: "Organizers" }).click();
  await expect(page.getByRole("heading", { name: "Organizers", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "ACME Live" })).toBeVisible();
  await expectNoSeriousAxeFindings(page, "the operator's organizers");
  await page.getByRole("button", { name: "New organizer" }).click();
  const create = page.getByRole("dialog", { name: "New organizer" });
  await create.getByLabel("Name").fill("Harbour Events");
  await create.getByLabel("Subdomain").fill("harbour");
  await create.getByLabel("First owner's e-mail address").fill("owner@harbour.example");
  await create.getByRole("button", { name: "Create" }).click();
  await expect(page.getByRole("link", { name: "Harbour Events" })).toBeVisible();
  await page.getByRole("button", { name: "Edit Harbour Events" }).click();
  const commission = page.getByRole("dialog", { name: "Commission of Harbour Events" });
  await commission.getByLabel("Commission (percent)").fill("7");
  await expectNoSeriousAxeFindings(page, "the commission dialog");
  await commission.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("row", { name: /Harbour Events/ })).toContainText("7 %");
  await page.getByLabel("Language").selectOption("de");
  await expect(page.getByRole("heading", { name: "Veranstalter", level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Veranstalter", level: 1 })).toBeVisible();
  await expectNoSeriousAxeFindings(page, "the operator's organizers in German");
  expect(await cspViolations(page)).toEqual([]);
});

test("an action that needs a fresh sign-in opens the re-auth dialog; cancelling leaves the change undone", async ({
  page,
}) => {
  await signInAsDemo(page);
  await page.goto(`${api.origin}/manage/o/1/settings`);
  await expect(page.getByLabel("Name")).toHaveValue("ACME Live");
  // The session here is fresh; the server's answer for a stale one is what this test needs to see handled.
  await page.route("**/api/manage/organizers/1", (route) =>
    route.request().method() === "PATCH"
      ? route.fulfill({
          status: 403,
          contentType: "application/json",
          body: JSON.stringify({ error: { code: "reauth_required", message: "Sign in again." } }),
        })
      : route.fallback(),
  );
  await page.getByLabel("Name").fill("ACME Live!");
  await page.getByRole("button", { name: "Save" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm it is you" });
  await expect(dialog.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
  await expectNoSeriousAxeFindings(page, "the re-auth dialog");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("alert")).toBeVisible();
  await page.unroute("**/api/manage/organizers/1");
  await page.reload();
  await expect(page.getByLabel("Name")).toHaveValue("ACME Live");
});

test("a session that ends while the app is open leads to the sign-in screen, which comes back afterwards", async ({
  page,
}) => {
  await signInAsDemo(page);
  await page.getByRole("link", { name: "Available — Summer Open Air" }).click();
  await expect(page.getByLabel("Venue")).toBeVisible();
  // Signed out elsewhere (another tab): this page still shows the app.
  expect(await page.evaluate(async () => (await fetch("/api/manage/session", { method: "DELETE" })).status)).toBe(204);
  await page.getByRole("link", { name: "Vouchers" }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  expect(new URL(page.url()).searchParams.get("next")).toBe("/o/1/events/101/vouchers");
  await page.goto(`${api.origin}/manage/demo`);
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
});
