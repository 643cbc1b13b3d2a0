// The scanner app (/manage/check-in/) as the browser tests drive it: paired through the link the back office's
// pairing QR holds, its verdicts read from `[data-verdict]` (every verdict the page shows is recorded from its first
// script on, so a test sees a verdict that came and went while it waited), and a hardware scanner's keystrokes.
import { expect, type Page } from "@playwright/test";

/** Records every value `data-verdict` takes on any element, in order, into window.__verdicts. */
export async function recordVerdicts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: { verdict: string; at: number }[] = [];
    (window as unknown as { __verdicts: typeof seen }).__verdicts = seen;
    const note = (el: Element) => {
      const verdict = el.getAttribute("data-verdict");
      if (verdict) seen.push({ verdict, at: Date.now() });
    };
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === "attributes") note(r.target as Element);
        for (const node of r.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.hasAttribute("data-verdict")) note(node);
          node.querySelectorAll("[data-verdict]").forEach(note);
        }
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-verdict"] });
  });
}

/** The verdicts the page has shown so far, oldest first, with when each appeared (epoch ms). */
export function timedVerdicts(page: Page): Promise<{ verdict: string; at: number }[]> {
  type Seen = { verdict: string; at: number }[];
  return page.evaluate(() => [...((window as unknown as { __verdicts?: Seen }).__verdicts ?? [])]);
}

/** The verdicts the page has shown so far, oldest first. */
export async function verdicts(page: Page): Promise<string[]> {
  return (await timedVerdicts(page)).map((v) => v.verdict);
}

/** Waits until the page has shown `count` verdicts in all; returns the last. */
export async function nthVerdict(page: Page, count: number, timeout = 7_000): Promise<string> {
  await expect.poll(async () => (await verdicts(page)).length, { timeout }).toBeGreaterThanOrEqual(count);
  return (await verdicts(page))[count - 1]!;
}

/**
 * Opens the pairing link (as a phone's camera app would), and waits for the scanning screen: the field a hardware
 * scanner types into, focused. A device paired for one list scans it at once; otherwise `listName` is chosen.
 */
export async function openPaired(page: Page, pairingUrl: string, listName?: string): Promise<void> {
  await page.goto(pairingUrl);
  const field = scanField(page);
  const choice = listName ? page.getByRole("button", { name: listName }) : null;
  await expect(async () => {
    if (choice && (await choice.isVisible())) await choice.click();
    await expect(field).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

/** The text field a hardware scanner (a keyboard wedge) and a person typing use. */
export function scanField(page: Page) {
  return page.getByRole("textbox", { name: "Ticket code" });
}

/**
 * A keyboard-wedge scan: the code's characters as fast key presses and Enter, into whatever has the focus, as a
 * USB or Bluetooth scanner sends them. Returns the verdict it got (the `count`-th of the page).
 */
export async function wedgeScan(page: Page, code: string): Promise<string> {
  const count = (await verdicts(page)).length + 1;
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");
  const verdict = await nthVerdict(page, count);
  await dismissVerdict(page);
  return verdict;
}

/** Taps the verdict away (as the door team does to scan the next one at once) and waits for the scanning screen. */
export async function dismissVerdict(page: Page): Promise<void> {
  const shown = page.locator("[data-verdict]");
  // It may go by itself (1.5 s after valid, 3 s after a refusal) between the look and the tap.
  if (await shown.count())
    await shown
      .first()
      .click({ timeout: 1_000 })
      .catch(() => undefined);
  await expect(shown).toHaveCount(0);
  await expect(scanField(page)).toBeFocused();
}

/**
 * Waits until the device holds a snapshot of its list made at `after` or later (read from the scanner's IndexedDB
 * database "ticket-check-in", store "snapshots"; the database is only opened once the app has made it, so this
 * never creates it first).
 */
export async function waitForSnapshot(page: Page, after = 0): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (!(await indexedDB.databases()).some((d) => d.name === "ticket-check-in")) return 0;
          const db = await new Promise<IDBDatabase>((resolve, reject) => {
            const open = indexedDB.open("ticket-check-in");
            open.onsuccess = () => resolve(open.result);
            open.onerror = () => reject(new Error(String(open.error)));
          });
          try {
            if (!db.objectStoreNames.contains("snapshots")) return 0;
            const all = await new Promise<{ generatedAt: number }[]>((resolve, reject) => {
              const get = db.transaction("snapshots").objectStore("snapshots").getAll();
              get.onsuccess = () => resolve(get.result as { generatedAt: number }[]);
              get.onerror = () => reject(new Error(String(get.error)));
            });
            return Math.max(0, ...all.map((s) => s.generatedAt));
          } finally {
            db.close();
          }
        }),
      { timeout: 15_000, message: "the scanner's snapshot in IndexedDB" },
    )
    .toBeGreaterThanOrEqual(Math.max(after, 1));
}

/** The device token the paired scanner keeps (IndexedDB "ticket-check-in", settings), to call the API as it. */
export function deviceToken(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open("ticket-check-in");
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(new Error(String(open.error)));
    });
    try {
      const settings = await new Promise<{ credentials?: { token?: string } } | undefined>((resolve, reject) => {
        const get = db.transaction("settings").objectStore("settings").get("settings");
        get.onsuccess = () => resolve(get.result as { credentials?: { token?: string } } | undefined);
        get.onerror = () => reject(new Error(String(get.error)));
      });
      return settings?.credentials?.token ?? null;
    } finally {
      db.close();
    }
  });
}
