import { expect, test, type Page } from "@playwright/test";
import { pressIssuerButton } from "./support/fake-issuer.ts";
import { openThreeDSecurePage } from "./support/three-d-secure-page.ts";

// Our built three-d-secure module in Chromium, on a merchant page under a strict CSP, against the fake gateway
// and a fake Cardinal Songbird served at its real sandbox URL: the challenge in each UI variant (success,
// customer cancel in the frame, Escape / close button / backdrop) and the bounds when Songbird misbehaves.

interface StartOptions {
  authorization: string;
  version: string;
  nonce?: string;
  create?: Record<string, unknown>;
}

/** Creates client + 3DS in the page and starts verifyCard; the outcome lands in window.__outcome. */
async function start(page: Page, options: StartOptions) {
  await page.evaluate(
    async ({ authorization, version, nonce, create }) => {
      const load = (path: string) => import(path);
      const w = window as any;
      w.__events = [];
      const client = await (await load("/ours/client.js")).create({ authorization });
      const tds = await (await load("/ours/three-d-secure.js")).create({ client, version, ...create });
      for (const name of ["customer-canceled", "authentication-modal-render", "authentication-modal-close"])
        tds.on(name, () => w.__events.push(name));
      tds.on("authentication-iframe-available", (event: { element: HTMLElement }, next: () => void) => {
        const slot = document.createElement("section");
        slot.id = "merchant-slot";
        slot.append(event.element);
        document.body.append(slot);
        w.__events.push("authentication-iframe-available");
        next();
      });
      const started = performance.now();
      w.__outcome = tds
        .verifyCard({
          nonce,
          bin: "411111",
          amount: "10.00",
          onLookupComplete: (_data: unknown, next: () => void) => next(),
        })
        .then(
          (value: any) => ({ value, ms: performance.now() - started }),
          (e: any) => ({
            error: { name: e.name, code: e.code, type: e.type, message: e.message },
            ms: performance.now() - started,
          }),
        );
    },
    { nonce: "fake-challenge-nonce", create: {}, ...options },
  );
}

const outcome = (page: Page) => page.evaluate(() => (window as any).__outcome);
const events = (page: Page) => page.evaluate(() => (window as any).__events as string[]);

for (const version of ["2", "2-cardinal-modal", "2-bootstrap3-modal", "2-inline-iframe"]) {
  test(`3DS ${version}: challenge success shifts liability and removes the frame`, async ({ page }) => {
    const { authorization, gateway } = await openThreeDSecurePage(page);
    await start(page, { authorization, version });
    await pressIssuerButton(page, "Submit");
    const result = await outcome(page);
    expect(result.error).toBeUndefined();
    expect(result.value).toMatchObject({
      nonce: "auth-3ds-fake-challenge-nonce",
      liabilityShifted: true,
      liabilityShiftPossible: true,
      rawCardinalSDKVerificationData: { ActionCode: "SUCCESS" },
    });
    await expect(page.locator('iframe[name="cardinal-fake-acs"]')).toHaveCount(0);
    expect(gateway.calls().map((r) => r.endpoint)).toEqual(
      expect.arrayContaining(["three_d_secure/lookup", "three_d_secure/authenticate_from_jwt"]),
    );
    const jwtCall = gateway.calls().find((r) => r.endpoint === "three_d_secure/authenticate_from_jwt");
    expect(jwtCall?.body).toMatchObject({ jwt: "fake-jwt.success", paymentMethodNonce: "3ds-fake-challenge-nonce" });
  });

  test(`3DS ${version}: the customer canceling inside the frame emits customer-canceled`, async ({ page }) => {
    const { authorization } = await openThreeDSecurePage(page);
    await start(page, { authorization, version });
    await pressIssuerButton(page, "Cancel");
    const result = await outcome(page);
    expect(result.value).toMatchObject({ liabilityShifted: false, liabilityShiftPossible: true });
    expect(await events(page)).toContain("customer-canceled");
  });
}

test("3DS 2 (cardinal-modal): a fixed, centred white box with a 400x400 frame, no close button by default; Escape cancels", async ({
  page,
}) => {
  const { authorization } = await openThreeDSecurePage(page);
  await start(page, { authorization, version: "2" });
  const frame = page.locator('iframe[name="cardinal-fake-acs"]');
  await expect(frame).toBeVisible();
  const box = page.locator('[data-three-d-secure-modal="cardinal-modal"] [role="dialog"]');
  const style = await box.evaluate((el) => {
    const s = getComputedStyle(el);
    return { position: s.position, background: s.backgroundColor };
  });
  expect(style).toEqual({ position: "fixed", background: "rgb(255, 255, 255)" });
  const [boxRect, viewport] = [await box.boundingBox(), page.viewportSize()];
  expect(Math.abs(boxRect!.x + boxRect!.width / 2 - viewport!.width / 2)).toBeLessThan(2);
  expect(Math.abs(boxRect!.y + boxRect!.height / 2 - viewport!.height / 2)).toBeLessThan(2);
  expect(await frame.boundingBox()).toMatchObject({ width: 400, height: 400 });
  await expect(page.getByRole("button", { name: "Close" })).toBeHidden();
  expect(await events(page)).toContain("authentication-modal-render");
  await page.keyboard.press("Escape");
  const result = await outcome(page);
  expect(result.error).toEqual({
    name: "BraintreeError",
    code: "THREEDS_CARDINAL_SDK_CANCELED",
    type: "CUSTOMER",
    message: "Canceled by user.",
  });
  await expect(page.locator("[data-three-d-secure-modal]")).toHaveCount(0);
  expect(await events(page)).toContain("authentication-modal-close");
});

test("3DS 2 with displayExitButton: the close button cancels", async ({ page }) => {
  const { authorization } = await openThreeDSecurePage(page);
  await start(page, {
    authorization,
    version: "2",
    create: { cardinalSDKConfig: { payment: { displayExitButton: true } } },
  });
  await expect(page.locator('iframe[name="cardinal-fake-acs"]')).toBeVisible();
  await page.getByRole("button", { name: "Close" }).click();
  expect((await outcome(page)).error.code).toBe("THREEDS_CARDINAL_SDK_CANCELED");
  await expect(page.locator("[data-three-d-secure-modal]")).toHaveCount(0);
});

test("3DS 2-bootstrap3-modal: a 440 px dialog; Escape and a backdrop click cancel", async ({ page }) => {
  const { authorization } = await openThreeDSecurePage(page);
  await start(page, { authorization, version: "2-bootstrap3-modal" });
  await expect(page.locator('iframe[name="cardinal-fake-acs"]')).toBeVisible();
  expect((await page.locator(".modal-dialog").boundingBox())?.width).toBe(440);
  await page.keyboard.press("Escape");
  expect((await outcome(page)).error.code).toBe("THREEDS_CARDINAL_SDK_CANCELED");
  await expect(page.locator("[data-three-d-secure-modal]")).toHaveCount(0);

  await start(page, { authorization, version: "2-bootstrap3-modal" });
  await expect(page.locator('iframe[name="cardinal-fake-acs"]')).toBeVisible();
  await page.mouse.click(5, 5);
  expect((await outcome(page)).error.code).toBe("THREEDS_CARDINAL_SDK_CANCELED");
});

test("3DS 2-inline-iframe: the merchant gets the frame through authentication-iframe-available", async ({ page }) => {
  const { authorization } = await openThreeDSecurePage(page);
  await start(page, { authorization, version: "2-inline-iframe" });
  await expect(page.locator('#merchant-slot iframe[name="cardinal-fake-acs"]')).toBeVisible();
  expect(await events(page)).toEqual(["authentication-iframe-available"]);
  await expect(page.locator("[data-three-d-secure-modal]")).toHaveCount(0);
  await pressIssuerButton(page, "Submit");
  expect((await outcome(page)).value.liabilityShifted).toBe(true);
});

test("3DS: Songbird that never loads: a challenge rejects SETUP_TIMEDOUT after the setup timeout", async ({ page }) => {
  const { authorization, release } = await openThreeDSecurePage(page, { songbird: "never-load" });
  try {
    await start(page, { authorization, version: "2", create: { timeout: 1500 } });
    const result = await outcome(page);
    expect(result.error).toEqual({
      name: "BraintreeError",
      code: "THREEDS_CARDINAL_SDK_SETUP_TIMEDOUT",
      type: "UNKNOWN",
      message: "Cardinal's Songbird.js took too long to setup.",
    });
    expect(result.ms).toBeGreaterThanOrEqual(1000);
  } finally {
    await release();
  }
});

test("3DS: Songbird that never shows the challenge: rejects RESPONSE_TIMEDOUT after the timeout", async ({ page }) => {
  const { authorization } = await openThreeDSecurePage(page, { songbird: "never-continue" });
  await start(page, { authorization, version: "2", create: { timeout: 1500 } });
  const result = await outcome(page);
  expect(result.error).toMatchObject({ code: "THREEDS_CARDINAL_SDK_RESPONSE_TIMEDOUT", type: "UNKNOWN" });
  expect(result.ms).toBeGreaterThanOrEqual(1400);
});

test("3DS: frictionless lookup resolves without a frame, even when Songbird never set up", async ({ page }) => {
  const { authorization, release } = await openThreeDSecurePage(page, { songbird: "never-setup" });
  try {
    await start(page, { authorization, version: "2", nonce: "fake-frictionless-nonce", create: { timeout: 1000 } });
    const result = await outcome(page);
    expect(result.value).toMatchObject({
      nonce: "3ds-fake-frictionless-nonce",
      liabilityShifted: true,
      verificationDetails: { liabilityShifted: true },
    });
  } finally {
    await release();
  }
});

// Never hangs: the page's clock is fake, so the 60 s request timeouts (and their one retry) pass in moments.
test("3DS never hangs: every public promise settles against a never-answering network and Songbird", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.clock.install();
  const { authorization, release } = await openThreeDSecurePage(page, {
    songbird: "never-load",
    hang: ["three_d_secure/lookup", "three_d_secure/authenticate_from_jwt"],
  });
  try {
    await page.evaluate(async (auth) => {
      const load = (path: string) => import(path);
      const w = window as any;
      const settle = (p: Promise<unknown>) =>
        p.then(
          (value) => ({ value }),
          (e: any) => ({ code: e.code }),
        );
      const client = await (await load("/ours/client.js")).create({ authorization: auth });
      const tds = await (await load("/ours/three-d-secure.js")).create({ client, version: "2", timeout: 5_000 });
      const lookup = {
        lookup: { acsUrl: "https://acs.fake-issuer.test/challenge", transactionId: "t" },
        paymentMethod: { nonce: "n" },
      };
      w.__settled = Promise.all([
        settle(
          tds.verifyCard({
            nonce: "fake-challenge-nonce",
            bin: "411111",
            amount: "1",
            onLookupComplete: (_d: unknown, next: () => void) => next(),
          }),
        ),
        settle(
          tds.prepareLookup({ bin: "411111" }).then((json: string) => Object.keys(JSON.parse(json)).sort().join(",")),
        ),
        settle(tds.initializeChallengeWithLookupResponse(lookup)),
      ]);
    }, authorization);
    await page.clock.runFor(130_000);
    const settled = await page.evaluate(() => (window as any).__settled);
    expect(settled).toEqual([
      { code: "THREEDS_LOOKUP_ERROR" },
      { value: "authorizationFingerprint,bin,braintreeLibraryVersion,clientMetadata" },
      { code: "THREEDS_CARDINAL_SDK_SETUP_TIMEDOUT" },
    ]);
  } finally {
    await release();
  }
});
