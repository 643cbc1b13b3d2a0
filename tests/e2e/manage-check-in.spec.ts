import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { buyTickets, DoorApi, EVENT, ORG, STANDING } from "./check-in/door-api.ts";
import {
  cspViolations,
  expectNoSeriousAxeFindings,
  manageDemoServer,
  recordCspViolations,
} from "./manage-app-helpers.ts";
import { failOnPageErrors } from "./support/page-errors.ts";

// The back office's door screens in a real browser, as the demo organizer's owner: a check-in list made on the
// event's Check-in tab (a window that closes before it opens is refused at the field); a device paired on the
// Devices screen, its QR code and link shown once; scans made through the API by two paired devices (online, an
// exit, the same ticket admitted by both while offline); one device revoked on the screen, refused at once, its
// queued scan kept apart. The event's figures follow the scans by themselves, and the conflicts table names both
// admissions.

const server = manageDemoServer();
failOnPageErrors(test);

/** A paired device as the scanner app talks to the server: its device token on every call. */
class Device {
  private constructor(
    private readonly origin: string,
    private readonly token: string,
  ) {}

  static async pair(origin: string, pairingUrl: string): Promise<Device> {
    const code = new URL(pairingUrl).hash.replace(/^#pair=/, "");
    const answer = await Device.send(origin, "", "POST", "/api/manage/check-in/pair", { code });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return new Device(origin, String(answer.body.token));
  }

  private static async send(origin: string, token: string, method: string, path: string, body: unknown) {
    const res = await fetch(origin + path, {
      method,
      headers: {
        "content-type": "application/json",
        "sec-fetch-site": "same-origin",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  }

  /** An online scan. */
  scan(listId: number, code: string, clientScanId: string, type: "entry" | "exit" = "entry") {
    return Device.send(this.origin, this.token, "POST", `/api/manage/organizers/${ORG}/check-in`, {
      listId,
      code,
      clientScanId,
      type,
    });
  }

  /** Its offline queue, sent when the network is back: one entry it showed as valid, made `ago` ms before. */
  sendQueued(listId: number, code: string, clientScanId: string, ago: number) {
    const scan = { listId, code, clientScanId, type: "entry", scannedAt: Date.now() - ago, deviceResult: "valid" };
    return Device.send(this.origin, this.token, "POST", `/api/manage/organizers/${ORG}/check-in/batch`, {
      scans: [scan],
    });
  }
}

/** With SHOTS=<folder>: a picture of the screen, for the docs. */
async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS) await page.screenshot({ path: join(process.env.SHOTS, `${name}.png`), fullPage: true });
}

test("an owner makes a gate, pairs and revokes a device, and sees the door's figures and conflicts", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const origin = server.origin;
  const owner = await DoorApi.signIn(origin);
  const { codes } = await buyTickets(origin, 3);
  await recordCspViolations(page);
  await page.goto(`${origin}/manage/demo`);
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();

  // The event's Check-in tab: no list yet; a window that closes before it opens is refused before anything is sent.
  await page.goto(`${origin}/manage/o/${ORG}/events/${EVENT}`);
  await page.getByRole("navigation", { name: "Event" }).getByRole("link", { name: "Check-in" }).click();
  await expect(page.getByRole("heading", { name: "Check-in lists" })).toBeVisible();
  await expect(page.getByText("No check-in lists yet.")).toBeVisible();
  let posts = 0;
  page.on("request", (r) => void (r.method() === "POST" && r.url().endsWith("/check-in-lists") && posts++));
  await page.getByRole("button", { name: "Add a list" }).click();
  const add = page.getByRole("dialog", { name: "Add a list" });
  await add.getByLabel("Name").fill("Main gate");
  await add.getByRole("checkbox", { name: /Allow re-entry/ }).check({ force: true });
  await add.getByLabel("Opens").fill("2030-07-04T18:00");
  await add.getByLabel("Closes").fill("2030-07-04T17:00");
  await add.getByRole("button", { name: "Save" }).click();
  await expect(add.getByText("The list must close after it opens.")).toBeVisible();
  await expect(add.getByLabel("Closes")).toHaveAttribute("aria-invalid", "true");
  expect(posts).toBe(0);
  await expectNoSeriousAxeFindings(page, "the list dialog with an error");
  await add.getByLabel("Opens").fill("");
  await add.getByLabel("Closes").fill("");
  await add.getByRole("button", { name: "Save" }).click();
  await expect(add).toHaveCount(0);
  const gate = page.getByRole("table", { name: "Check-in lists" }).getByRole("row", { name: /Main gate/ });
  await expect(gate).toContainText("All ticket types");
  await expect(gate).toContainText("Yes");
  await expect(gate).toContainText("Always");
  const listId = Number((await owner.call("GET", `/events/${EVENT}/check-in-lists`)).body.items[0].id);
  // Changed: only the Standard tickets, until a closing time far ahead (the event's wall clock).
  await page.getByRole("button", { name: "Edit Main gate" }).click();
  const edit = page.getByRole("dialog", { name: "Change the list" });
  await edit.getByRole("checkbox", { name: "All ticket types" }).uncheck({ force: true });
  await edit.getByRole("checkbox", { name: "Standard" }).check({ force: true });
  await edit.getByLabel("Closes").fill("2099-12-31T23:30");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit).toHaveCount(0);
  await expect(gate).toContainText("Standard");
  await expect(gate).toContainText(/Until .*2099.*11:30/);
  const saved = (await owner.call("GET", `/events/${EVENT}/check-in-lists`)).body.items[0];
  // 23:30 in the event's zone (Europe/Berlin, winter time) is 22:30 UTC.
  expect(saved).toMatchObject({
    ticketTypeIds: [STANDING],
    validFrom: null,
    validUntil: Date.UTC(2099, 11, 31, 22, 30),
  });

  // A device paired for it: the QR code and the link once, with their expiry; after Done, only the device's row.
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Devices" }).click();
  await expect(page.getByRole("heading", { name: "Devices", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Pair a device" }).click();
  const pair = page.getByRole("dialog", { name: "Pair a device" });
  await pair.getByLabel("Name").fill("Gate A phone");
  await pair.getByRole("checkbox", { name: /Main gate/ }).check({ force: true });
  await pair.getByRole("button", { name: "Show the pairing code" }).click();
  await expect(pair.getByRole("img", { name: "Pairing code for Gate A phone" })).toBeVisible();
  const pairingUrl = (await pair.getByTestId("pairing-url").textContent())?.trim() ?? "";
  expect(pairingUrl).toMatch(new RegExp(`^${origin}/manage/check-in/#pair=[\\w-]{40,}$`));
  await expect(pair.getByText(/It works once, until/)).toBeVisible();
  await expectNoSeriousAxeFindings(page, "the pairing code");
  await shot(page, "manage-check-in-pairing");
  await pair.getByRole("button", { name: "Done" }).click();
  const phoneA = page.getByRole("row", { name: /Gate A phone/ });
  await expect(phoneA).toContainText("Waiting to be paired");
  await expect(phoneA).toContainText("Main gate (Available — Summer Open Air)");
  expect(await page.content()).not.toContain(pairingUrl.split("#pair=")[1]);
  await page.getByRole("button", { name: "Pair a device" }).click();
  await expect(pair.getByTestId("pairing-url")).toHaveCount(0);
  await expect(pair.getByLabel("Name")).toHaveValue("");
  await pair.getByRole("button", { name: "Cancel" }).click();

  const a = await Device.pair(origin, pairingUrl);
  const b = await Device.pair(origin, (await owner.newDevice("Gate B phone", [listId])).pairingUrl);
  await page.reload();
  await expect(phoneA).toContainText("Paired");
  await expect(phoneA).toContainText("Never");

  // The figures follow the door by themselves: an entry and an exit online, then one ticket admitted by both
  // devices while they were offline, sent when they are back: the second admission is a conflict.
  await page.goto(`${origin}/manage/o/${ORG}/events/${EVENT}/check-in`);
  await expect(page.getByTestId("check-in-figures")).toContainText("None yet");
  expect((await a.scan(listId, codes[0]!, "a-1")).body.result).toBe("valid");
  expect((await a.scan(listId, codes[0]!, "a-2")).body.result).toBe("already_redeemed");
  expect((await a.scan(listId, codes[0]!, "a-3", "exit")).body.result).toBe("valid");
  expect((await a.sendQueued(listId, codes[1]!, "a-4", 60_000)).status).toBe(200);
  const second = await b.sendQueued(listId, codes[1]!, "b-1", 30_000);
  expect(second.body.results[0].status).toBe("conflict");
  const perList = page.getByRole("table", { name: "Per list" }).getByRole("row", { name: /Main gate/ });
  await expect(perList).toContainText(/2 of \d+/, { timeout: 15_000 });
  await expect(perList.getByRole("cell").nth(2)).toHaveText("1");
  await expect(perList.getByRole("cell").nth(3)).toHaveText("1");
  await expect(page.getByTestId("scan-chart").locator("rect")).not.toHaveCount(0);
  const conflict = page.getByRole("table", { name: "Conflicts" }).getByRole("row").nth(1);
  await expect(conflict).toContainText("Gate A phone");
  await expect(conflict).toContainText("Gate B phone");
  await expect(conflict).toContainText("Main gate");
  await expect(conflict).toContainText("offline");
  await expect(conflict.getByRole("link", { name: /^Order / })).toBeVisible();

  // Gate B's phone revoked on the Devices screen: refused at once; a scan it had queued is kept apart, not counted.
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Devices" }).click();
  await page.getByRole("button", { name: "Revoke Gate B phone" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByRole("row", { name: /Gate B phone/ })).toContainText("Revoked");
  await expect(page.getByRole("button", { name: "Revoke Gate B phone" })).toHaveCount(0);
  await expect(phoneA).not.toContainText("Never");
  await expectNoSeriousAxeFindings(page, "the devices");
  await shot(page, "manage-check-in-devices");
  const refused = await b.scan(listId, codes[2]!, "b-2");
  expect([refused.status, refused.body.error?.code ?? refused.body.code]).toEqual([401, "device_revoked"]);
  expect((await b.sendQueued(listId, codes[2]!, "b-3", 10_000)).body.revoked).toBe(true);

  await owner.createList("Side door");
  await page.goto(`${origin}/manage/o/${ORG}/events/${EVENT}/check-in`);
  // A list archived: gone from the lists (devices no longer offer it); the scans of the others stay.
  await page.getByRole("button", { name: "Archive Side door" }).click();
  await page
    .getByRole("alertdialog", { name: /Archive the list Side door\?/ })
    .getByRole("button", { name: "Archive" })
    .click();
  await expect(page.getByRole("table", { name: "Check-in lists" }).getByRole("row", { name: /Side door/ })).toHaveCount(
    0,
  );
  const kept = page.getByRole("table", { name: "Scans from revoked devices" }).getByRole("row").nth(1);
  await expect(kept).toContainText("Gate B phone");
  await expect(perList).toContainText(/2 of \d+/);
  await expect(page.getByTestId("check-in-figures")).toContainText(/Conflicts\s*1/);
  await expectNoSeriousAxeFindings(page, "the event's check-in tab");
  await shot(page, "manage-check-in");
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousAxeFindings(page, "the event's check-in tab on a phone");
  expect(await cspViolations(page)).toEqual([]);
});
