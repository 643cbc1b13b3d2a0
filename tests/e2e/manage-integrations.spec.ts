import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { freeOrderBody } from "../../demo-site/server/testing/requests.ts";
import { failOnPageErrors } from "./support/page-errors.ts";
import {
  cspViolations,
  expectNoSeriousAxeFindings,
  manageDemoServer,
  recordCspViolations,
} from "./manage-app-helpers.ts";

// The back office's integrations in a real browser, as an owner (the demo operator, who acts as the owner of the
// seed's second organizer, whose event 201 sells free tickets): an API token is shown once and its scopes hold (a
// check-in-only token is refused the export), and once revoked it is refused outright; a webhook endpoint on a
// receiver of our own gets the event change, signed so that the `standardwebhooks` library accepts it, and the
// delivery and its redelivery show in the log; after a new secret a delivery verifies with either secret; the
// endpoint switches off and on. The event's dashboard follows the sale live; the attendee export downloads with the
// buyers, a formula-like name escaped.

const server = manageDemoServer();
failOnPageErrors(test);

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

let receiver: Server;
const received: Received[] = [];

test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200, { "content-type": "text/plain" }).end("thanks");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});

/** The id of the seed's organizer with the free event 201, from the operator's list. */
async function nightOwlId(page: Page): Promise<number> {
  const list = await page.evaluate(async () => {
    const res = await fetch("/api/manage/operator/organizers", { headers: { accept: "application/json" } });
    return (await res.json()) as { organizers?: { id: number; name: string }[] } | { id: number; name: string }[];
  });
  const organizers = Array.isArray(list) ? list : (list.organizers ?? []);
  const found = organizers.find((o) => o.name === "Night Owl Events");
  if (!found) throw new Error(`no Night Owl Events among ${JSON.stringify(organizers)}`);
  return found.id;
}

/** With SHOTS=<folder>: a picture of the screen, for the docs. */
async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS) await page.screenshot({ path: join(process.env.SHOTS, `${name}.png`), fullPage: true });
}

async function buyFree(page: Page, firstName: string, lastName: string, email: string): Promise<void> {
  const body = freeOrderBody({ ticketQuantities: { "20101": 1 } });
  const answer = await page.request.post(`${server.origin}/api/orders/free`, {
    data: { ...body, customer: { ...body.customer, firstName, lastName, email } },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

test("an owner creates a token, adds a webhook endpoint and sees its delivery, sees the dashboard, and exports", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await recordCspViolations(page);
  await page.goto(`${server.origin}/manage/demo?as=operator`);
  // Signed in once the app's frame (which only a session gets) shows.
  await expect(page.getByRole("link", { name: "My account" })).toBeVisible();
  const org = await nightOwlId(page);
  await buyFree(page, "Grace", "Hopper", "grace@example.org");
  await buyFree(page, '=HYPERLINK("https://evil.example","x")', "Mallory", "mallory@example.org");

  // An API token: shown once, then only its name; a check-in-only token may not export.
  await page.goto(`${server.origin}/manage/o/${org}/integrations`);
  await expect(page.getByRole("heading", { name: "Integrations", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Create a token" }).click();
  const tokenDialog = page.getByRole("dialog", { name: "Create a token" });
  await tokenDialog.getByLabel("Name").fill("Door scanner");
  await tokenDialog.getByRole("checkbox", { name: /Read orders/ }).uncheck({ force: true });
  await tokenDialog.getByRole("checkbox", { name: /Check-in/ }).check({ force: true });
  await expectNoSeriousAxeFindings(page, "the new-token dialog");
  await tokenDialog.getByRole("button", { name: "Create", exact: true }).click();
  const token = (await tokenDialog.getByTestId("new-token").textContent())?.trim() ?? "";
  expect(token.length).toBeGreaterThan(20);
  await expect(tokenDialog.getByText("it is shown only this once")).toBeVisible();
  await tokenDialog.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("cell", { name: "Door scanner", exact: true })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Check-in", exact: true })).toBeVisible();
  expect(await page.content()).not.toContain(token);
  const exportPath = `/api/manage/organizers/${org}/events/201/export/attendees.csv`;
  const refused = await page.request.get(server.origin + exportPath, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);
  await page.getByRole("button", { name: "Revoke Door scanner" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByRole("cell", { name: "Revoked", exact: true })).toBeVisible();
  const revoked = await page.request.get(server.origin + exportPath, { headers: { authorization: `Bearer ${token}` } });
  expect(revoked.status()).toBe(401);

  // A webhook endpoint on our receiver: its secret shown once; an event change reaches it, signed.
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  await page.getByRole("button", { name: "Add an endpoint" }).click();
  const hookDialog = page.getByRole("dialog", { name: "Add an endpoint" });
  await hookDialog.getByLabel("Address").fill(url);
  await hookDialog.getByRole("checkbox", { name: /event\.changed/ }).check({ force: true });
  await hookDialog.getByRole("button", { name: "Add", exact: true }).click();
  const secret = (await hookDialog.getByTestId("new-webhook-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^whsec_/);
  await hookDialog.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("link", { name: `Delivery log of ${url}` })).toBeVisible();
  await expectNoSeriousAxeFindings(page, "the integrations screen");
  await shot(page, "manage-integrations");

  await page.goto(`${server.origin}/manage/o/${org}/events/201`);
  await page.getByLabel("Venue").fill("Night Owl Hall");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();

  await page.goto(`${server.origin}/manage/o/${org}/integrations`);
  await page.getByRole("link", { name: `Delivery log of ${url}` }).click();
  await expect(page.getByRole("heading", { name: "Delivery log" })).toBeVisible();
  const delivered = page.getByRole("row").filter({ hasText: "event.changed" }).filter({ hasText: "Delivered: 200" });
  await expect(delivered).toHaveCount(1, { timeout: 30_000 });
  const first = received.find((r) => r.body.includes("event.changed"));
  expect(first, "the receiver got the event change").toBeDefined();
  // The receivers' own library accepts our signature with the secret shown once.
  const payload = new Webhook(secret).verify(first!.body, first!.headers as Record<string, string>) as {
    type: string;
  };
  expect(payload.type).toBe("event.changed");
  await expectNoSeriousAxeFindings(page, "the delivery log");
  await shot(page, "manage-webhook");

  await delivered.getByRole("button", { name: "Redeliver event.changed" }).click();
  await expect(page.getByRole("row").filter({ hasText: "Delivered: 200" })).toHaveCount(2, { timeout: 30_000 });
  const sameMessage = () => received.filter((r) => r.headers["webhook-id"] === first!.headers["webhook-id"]);
  expect(sameMessage().length).toBe(2);

  // A new secret, shown once: for a while each delivery carries a signature with either secret.
  await page.getByRole("button", { name: "New signing secret" }).click();
  const rotated = (await page.getByTestId("rotated-secret").textContent())?.trim() ?? "";
  expect(rotated).toMatch(/^whsec_/);
  expect(rotated).not.toBe(secret);
  await page.getByRole("button", { name: "Done" }).click();
  await expect(page.getByTestId("rotated-secret")).toHaveCount(0);
  await delivered.first().getByRole("button", { name: "Redeliver event.changed" }).click();
  await expect.poll(() => sameMessage().length, { timeout: 30_000 }).toBe(3);
  const third = sameMessage()[2]!;
  for (const key of [secret, rotated])
    expect(new Webhook(key).verify(third.body, third.headers as Record<string, string>)).toMatchObject({
      type: "event.changed",
    });

  // Switched off and on again.
  await page.getByRole("button", { name: "Switch off" }).click();
  await expect(page.getByTestId("webhook-state")).toHaveText(/^Off/);
  await page.getByRole("button", { name: "Switch on" }).click();
  await expect(page.getByTestId("webhook-state")).toHaveText("On");

  await page.getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await page.getByRole("combobox", { name: "Event" }).selectOption({ label: "Free entry — Community Meetup" });

  // The attendee export: one row per ticket, the formula-like name escaped.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Attendees (CSV)" }).click(),
  ]);
  const csv = await readFile(await download.path(), "utf8");
  expect(csv).toContain("Grace");
  expect(csv).toContain("grace@example.org");
  expect(csv).not.toMatch(/(^|,)"?=HYPERLINK/m);
  expect(csv).toContain("'=HYPERLINK");

  // The dashboard of event 201 follows the sale by itself: a ticket bought now shows up without a reload.
  const figures = page.getByTestId("dashboard-figures");
  await expect(figures).toContainText(/Sold\d+ tickets/);
  const sold = Number(/Sold(\d+) tickets/.exec((await figures.textContent()) ?? "")![1]);
  await buyFree(page, "Alan", "Turing", "alan@example.org");
  await expect(figures).toContainText(`Sold${sold + 1} tickets`);
  await expect(page.getByTestId("sales-chart").locator("rect")).not.toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Tickets left per type" })).toBeVisible();
  await expectNoSeriousAxeFindings(page, "the dashboard");
  await shot(page, "manage-dashboard");

  expect(await cspViolations(page)).toEqual([]);
});
