// Presses the fake issuer's buttons in the 3-D Secure challenge frame until the fake Cardinal hears them: a click
// into a freshly loaded cross-site frame was lost twice in CI.
import { expect, type Page } from "@playwright/test";

/** How many answers from its issuer frame the fake Cardinal on the page has heard (fixtures/providers/cardinal). */
const answers = (page: Page) =>
  page.evaluate(
    () =>
      ((window as unknown as { __fakeCardinal?: { calls: unknown[][] } }).__fakeCardinal?.calls ?? []).filter(
        (call) => call[0] === "answer",
      ).length,
  );

/**
 * Presses a button of the fake issuer's challenge frame ("Submit", "Cancel", "Error 10008") until the fake
 * Cardinal has heard it. Twice in clean-clone runs of the suite (never in 240 repeats alone nor in 4 full suites
 * here) a click into the cross-site challenge frame, just after it appeared, brought no answer: 30 s later the
 * frame was focused, its buttons enabled and in place, and the fake Cardinal had heard nothing. Whatever loses
 * that click lies between Chromium and the fake issuer page; once the fake Cardinal has heard the answer, the
 * rest is the SDK's, and a hang there still fails the test.
 */
export async function pressIssuerButton(page: Page, name: string): Promise<void> {
  const button = page.frameLocator('iframe[name="cardinal-fake-acs"]').getByRole("button", { name });
  // Counted from here, so a page's second challenge is not taken as heard because its first one was.
  const before = await answers(page);
  await expect(async () => {
    if ((await answers(page)) === before) await button.click({ timeout: 3000 });
    await expect.poll(() => answers(page), { timeout: 2000 }).toBeGreaterThan(before);
  }).toPass({ timeout: 20_000 });
}
