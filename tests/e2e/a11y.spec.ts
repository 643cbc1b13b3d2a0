import { expect as baseExpect, test, type Locator, type Page } from "@playwright/test";
import { formatFindings, runAxe, seriousOrCritical } from "./support/axe.ts";
import { useEmbeddingServers } from "./support/embedding-servers.ts";
import { loaderTag } from "../../demo-site/server/pages/event-page.ts";

const expect = baseExpect.configure({ timeout: 20_000 }); // the machine running the suite may be busy

// axe-core (WCAG 2.0/2.1/2.2 A + AA) on every step and state the widget can show today, in English and German,
// at a phone width (390 px) and a desktop width (1280 px): zero serious or critical findings.
// Adding a state is one row in STATES. Selectors go by name/part attributes, not by text, so one setup
// serves every language. The server runs with DEMO_MODE=1 so that steps 3, 4 and 0 (payment) have their sandbox.

type Lang = "en" | "de";
interface Ctx {
  page: Page;
  lang: Lang;
  apiOrigin: string;
  /** Opens a host page with one <ticket-checkout>; waits for the title, the error banner ("alert") or nothing ("none"). */
  open(options: {
    event?: string;
    attrs?: string;
    query?: string;
    expect?: "title" | "alert" | "none";
    css?: string;
  }): Promise<Locator>;
  /** Opens one host page with a <ticket-checkout> per event, side by side; waits for every title. */
  openAll(events: string[]): Promise<void>;
}
interface State {
  name: string;
  setup(ctx: Ctx): Promise<unknown>;
}

const LANGS: Lang[] = ["en", "de"];
/**
 * Widths each language is checked at. German, whose strings run longest, at the phone width where they would
 * break a layout; the wide layout holds nothing German could change for axe (same markup, same colours). Checking
 * it too cost about 2 minutes of the suite's 15.
 */
const WIDTHS: Record<Lang, readonly number[]> = { en: [1280, 390], de: [390] };

const add = async (w: Locator, ticket = 0, times = 1) => {
  for (let i = 0; i < times; i++)
    await w.locator(".tc-ticket").nth(ticket).locator("[part~=quantity-increase]").click();
};
const next = (w: Locator) => w.locator("[part~=button-next]").click();
const toDetails = async (w: Locator, ticket = 0) => {
  await add(w, ticket);
  await next(w);
  await expect(w.locator("input[name=firstName]")).toBeVisible();
};
const fillDetails = async (w: Locator, email = "ada@example.org") => {
  const values: Record<string, string> = {
    firstName: "Ada",
    lastName: "Lovelace",
    email,
    email_confirmation: email,
    street: "Analytical Street 1",
    postCode: "10115",
    city: "Berlin",
  };
  for (const [name, value] of Object.entries(values)) await w.locator(`input[name=${name}]`).fill(value);
};
const toStep3 = async (w: Locator) => {
  await toDetails(w);
  await fillDetails(w);
  await next(w);
  await expect(w.locator("[part~=payment-methods]").first()).toBeVisible();
};
/** Picks a step-3 method by its registry name (behind the "other payment methods" toggle if need be). */
const pickMethod = async (w: Locator, name: string) => {
  await toStep3(w);
  const radio = w.locator(`[part~=payment-method][data-method=${name}]`);
  if (!(await radio.isVisible())) await w.locator(".tc-view-more").click();
  await expect(radio).toBeEnabled();
  // Under a loaded CI machine one pick in ~100 did not register (the list was still settling); a second pick is
  // what a buyer would do. This suite checks the screens, pay-step3.spec.ts checks the pick itself.
  await expect(async () => {
    await radio.click();
    await expect(w.locator("[data-step='4']")).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
};
/** Payment timings on the host page (the Mollie countdown and step 0's checks), before the widget loads. */
const delays = (page: Page, d: { countdownMs?: number; firstCheckMs?: number; retryMs?: number }) =>
  page.addInitScript((value) => {
    (window as unknown as { __TC_PAYMENT_DELAYS__: object }).__TC_PAYMENT_DELAYS__ = value;
  }, d);
const applyVoucher = async (w: Locator, code: string) => {
  await w.locator("input[name=hasVoucher]").check();
  await w.locator("input[name=voucher]").fill(code);
  await w.locator("[part~=voucher-apply]").click();
};

// An organizer's pale brand colours (README theming): the widget must derive readable text from them.
const PALE_BRAND =
  "ticket-checkout { --tc-primary: #ffcc00; --tc-success: #7fffd4; --tc-danger: #ff6b6b; --tc-warning: #ffb347; --tc-border: #eeeeee; --tc-muted: #aaaaaa; --tc-focus: #9ecbff; }";

const STATES: State[] = [
  {
    // Every state of step 1 the seed has (README "Demo events"), one widget each, on one page: one axe run.
    name: "step 1: events 101–111 and 201–204 (available, sold out, forced sold out, ended, presale not started/ended, low stock, last tickets, unlimited, hidden ticket, 16 types, free, guest list, all sold)",
    setup: async ({ openAll }) =>
      openAll([
        "101",
        "102",
        "103",
        "104",
        "105",
        "106",
        "107",
        "108",
        "109",
        "110",
        "111",
        "201",
        "202",
        "203",
        "204",
      ]),
  },
  {
    name: "step 1: tickets chosen, price popover open",
    setup: async ({ open }) => {
      const w = await open({ event: "101" });
      await add(w, 0, 2);
      await add(w, 2);
      await w.locator("[part~=price-info-button]").click();
      await expect(w.locator("[part~=price-popover]")).toBeVisible();
    },
  },
  {
    name: "step 1: Event infos tab",
    setup: async ({ open }) => {
      const w = await open({ event: "101" });
      await w.locator("[part~=tab]").nth(1).click();
      await expect(w.locator(".tc-event-info")).toBeVisible();
    },
  },
  {
    name: "step 1: event 107 (low stock, a sold-out ticket beside one on sale, stock notice)",
    setup: async ({ open }) => {
      const w = await open({ event: "107" });
      await add(w, 0);
      await expect(w.locator(".tc-stock").first()).toBeVisible();
    },
  },
  {
    name: "step 1: event 108 (last tickets, all chosen: + disabled)",
    setup: async ({ open }) => {
      const w = await open({ event: "108" });
      await add(w, 0, 2);
      await expect(w.locator("[part~=quantity-increase]").first()).toBeDisabled();
    },
  },
  {
    name: "step 1: guest-list invitation already used",
    setup: async ({ open }) => {
      const w = await open({ event: "202", attrs: 'guest-list-token="guest-202-used"' });
      await expect(w.locator(".tc-alternative")).toBeVisible();
    },
  },
  { name: "step 2: empty form", setup: async ({ open }) => toDetails(await open({ event: "101" })) },
  {
    name: "step 2: every required-field error",
    setup: async ({ open }) => {
      const w = await open({ event: "101" });
      await toDetails(w);
      await w.locator("select[name=country]").selectOption("");
      await next(w);
      await expect(w.locator(".tc-field-error")).toHaveCount(8);
    },
  },
  {
    name: "step 2: invalid email errors, voucher ticked but empty",
    setup: async ({ open }) => {
      const w = await open({ event: "101" });
      await toDetails(w);
      await fillDetails(w, "ada@example");
      await w.locator("input[name=hasVoucher]").check();
      await next(w);
      await expect(w.locator(".tc-field-error")).toHaveCount(3);
    },
  },
  {
    name: "step 2: voucher applied (20 %)",
    setup: async ({ open }) => {
      const w = await open({ event: "101" });
      await toDetails(w);
      await applyVoucher(w, "EARLY20");
      await expect(w.locator(".tc-voucher-ok")).toBeVisible();
    },
  },
  {
    name: "step 2: voucher applied (100 %, free: Download tickets)",
    setup: async ({ open }) => {
      const w = await open({ event: "101" });
      await toDetails(w);
      await applyVoucher(w, "FREE100");
      await expect(w.getByTestId("full-discount")).toBeVisible();
    },
  },
  {
    name: "step 2: voucher invalid",
    setup: async ({ open }) => {
      const w = await open({ event: "101" });
      await toDetails(w);
      await applyVoucher(w, "NOPE-123");
      await expect(w.locator("[data-error-key]")).toBeVisible();
    },
  },
  {
    name: "step 2: voucher check failed (network)",
    setup: async ({ open, page, apiOrigin }) => {
      await page.route(`${apiOrigin}/api/check-coupon`, (route) => route.abort("connectionrefused"));
      const w = await open({ event: "101" });
      await toDetails(w);
      await applyVoucher(w, "EARLY20");
      await expect(w.locator("[data-error-key]")).toBeVisible();
    },
  },
  {
    name: "step 2: free order refused (sold out meanwhile)",
    setup: async ({ open, page, apiOrigin }) => {
      await page.route(`${apiOrigin}/api/orders/free`, (route) =>
        route.fulfill({
          status: 409,
          json: { type: "ticket_stock_error", error: { code: "ticket_stock_error", message: "Only 0 left." } },
        }),
      );
      const w = await open({ event: "201" });
      await toDetails(w);
      await fillDetails(w);
      await next(w);
      await expect(w.locator(".tc-alert")).toBeVisible();
    },
  },
  {
    name: "step 2: guest-list invitation",
    setup: async ({ open }) => {
      const w = await open({ event: "202", query: "?guestlist=guest-202-unused" });
      await expect(w.getByTestId("guest-list-download")).toBeVisible();
    },
  },
  {
    // One load, several checks: the toggle expanded, Next without a method (the error), the hold's countdown.
    name: "step 3: every method (other methods expanded), 'select a payment method' error, reservation countdown, keyboard focus",
    setup: async ({ open, page, lang }) => {
      const w = await open({ event: "101" });
      await toStep3(w);
      await w.locator(".tc-view-more").click();
      await expect(w.locator("[part~=payment-methods]")).toHaveCount(2);
      await next(w);
      await expect(w.locator(".tc-step-3 [role=alert]")).toBeVisible();
      await expect(w.locator("[part~=reservation] [role=timer]")).toBeVisible();
      // Keyboard focus on the list (arrow keys move it), so axe and the screenshot see the focus ring.
      const radios = w.locator("[part~=payment-method]");
      await radios.first().focus();
      await page.keyboard.press("ArrowDown");
      await expect(radios.nth(1)).toBeFocused();
      if (process.env.A11Y_SHOTS) await page.screenshot({ path: `test-results/a11y-step3-focus-${lang}.png` });
    },
  },
  {
    name: "step 4: Mollie (hosted checkout countdown with Pay now)",
    setup: async ({ open, page }) => {
      await delays(page, { countdownMs: 600_000 }); // no redirect while axe runs
      const w = await open({ event: "101" });
      await pickMethod(w, "banktransfer");
      await expect(w.getByTestId("mollie-countdown")).toBeVisible();
      await expect(w.locator("[part~=reservation]")).toBeVisible();
    },
  },
  {
    // The demo bundle's card panel (sandbox adapter): Decline gives the payment error banner with Try again.
    name: "step 4: card declined (payment error banner with Try again)",
    setup: async ({ open }) => {
      const w = await open({ event: "101" });
      await pickMethod(w, "card");
      await w.getByTestId("sandbox-adapter").locator("button").nth(1).click(); // Decline
      await expect(w.getByTestId("payment-error")).toBeVisible();
    },
  },
  {
    name: "step 0: checking your payment (Mollie return)",
    setup: async ({ open, page }) => {
      await delays(page, { firstCheckMs: 600_000 }); // stays on "checking" while axe runs
      const w = await open({
        event: "101",
        query: "?payment_provider=mollie&order_id=1&guest_id=g&event_id=101",
        expect: "none",
      });
      await expect(w.locator("[data-step='0'] [data-testid=payment-status]")).toBeVisible({ timeout: 30_000 });
    },
  },
  {
    name: "step 0: payment still pending (Mollie return, the sandbox's hosted page left pending)",
    setup: async ({ open, page }) => {
      await delays(page, { countdownMs: 600_000, firstCheckMs: 300, retryMs: 600_000 });
      const w = await open({ event: "101" });
      await pickMethod(w, "banktransfer");
      await w.locator(".tc-mollie button").click(); // Pay now
      await page.waitForURL(/\/sandbox\/mollie\/checkout\//);
      await page.getByRole("button", { name: "Leave pending" }).click();
      await expect(page.locator("ticket-checkout").getByTestId("payment-pending")).toBeVisible({ timeout: 30_000 });
    },
  },
  {
    name: "step 5: success (free ticket)",
    setup: async ({ open }) => {
      const w = await open({ event: "201" });
      await toDetails(w);
      await fillDetails(w);
      await next(w);
      await expect(w.locator("[part~=ticket-download]")).toBeVisible();
    },
  },
  {
    name: "organizer brand colours (pale): step 2 with every error and an invalid voucher",
    setup: async ({ open }) => {
      const w = await open({ event: "107", css: PALE_BRAND });
      await toDetails(w);
      await w.locator("select[name=country]").selectOption("");
      await applyVoucher(w, "NOPE-123");
      await expect(w.locator("[data-error-key]")).toBeVisible();
      await next(w);
      await expect(w.locator(".tc-field-error")).toHaveCount(9);
    },
  },
  {
    name: "organizer brand colours (pale): step 1 with a selection and the popover",
    setup: async ({ open }) => {
      const w = await open({ event: "201", css: PALE_BRAND });
      await add(w);
      await w.locator("[part~=price-info-button]").click();
      await expect(w.locator("[part~=price-popover]")).toBeVisible();
    },
  },
  {
    name: "organizer brand colours (pale): success",
    setup: async ({ open }) => {
      const w = await open({ event: "201", css: PALE_BRAND });
      await toDetails(w);
      await fillDetails(w);
      await next(w);
      await expect(w.locator("[part~=ticket-download]")).toBeVisible();
    },
  },
  {
    name: "error: API down",
    setup: async ({ open, page, apiOrigin }) => {
      await page.route(`${apiOrigin}/api/**`, (route) => route.abort("connectionrefused"));
      await open({ event: "101", expect: "alert" });
    },
  },
  {
    name: "error: HTTP 500 loading the event",
    setup: async ({ open, page, apiOrigin }) => {
      // The event and the loader's step-1 markup prefetch (/api/events/101/markup) both fail.
      await page.route(`${apiOrigin}/api/events/101**`, (route) =>
        route.fulfill({ status: 500, json: { error: { code: "internal", message: "x" } } }),
      );
      await open({ event: "101", expect: "alert" });
    },
  },
  { name: "error: unknown event", setup: async ({ open }) => open({ event: "424242", expect: "alert" }) },
  { name: "error: no event attribute", setup: async ({ open }) => open({ expect: "alert" }) },
];

test.describe("axe-core, WCAG 2.2 AA", () => {
  // In order, in one worker, so the closing line counts every screen (a failure does not skip the rest).
  test.describe.configure({ mode: "default" });
  const servers = useEmbeddingServers(test, () => ({ env: { DEMO_MODE: "1" } }));
  let screens = 0;
  const incomplete = new Map<string, number>();

  for (const lang of LANGS) {
    for (const state of STATES) {
      test(`${state.name} [${lang}]`, async ({ page }) => {
        test.setTimeout(120_000); // a loaded machine: several page loads and axe runs
        const errors: string[] = [];
        page.on("pageerror", (e) => errors.push(e.message));
        await page.setViewportSize({ width: 1280, height: 900 });
        const visit = async (body: string, query = "", css = "") => {
          const path = `/a11y-${Math.random().toString(36).slice(2)}`;
          servers.host.set(
            path,
            `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Organizer</title><style>${css}</style></head><body><main>
<h1>Organizer site</h1>${loaderTag(servers.api.origin)}
${body}</main></body></html>`,
          );
          await page.goto(servers.host.origin + path + query);
        };
        const ctx: Ctx = {
          page,
          lang,
          apiOrigin: servers.api.origin,
          open: async ({ event, attrs = "", query = "", expect: wait = "title", css = "" }) => {
            await visit(
              `<ticket-checkout ${event ? `event="${event}"` : ""} lang="${lang}" ${attrs}></ticket-checkout>`,
              query,
              css,
            );
            const w = page.locator("ticket-checkout");
            if (wait !== "none")
              await expect(wait === "title" ? w.locator(".tc-title") : w.locator("[part~=error]")).toBeVisible({
                timeout: 30_000,
              });
            return w;
          },
          openAll: async (events) => {
            await visit(
              events.map((e) => `<ticket-checkout event="${e}" lang="${lang}"></ticket-checkout>`).join("\n"),
            );
            await expect(page.locator("ticket-checkout .tc-title")).toHaveCount(events.length, { timeout: 30_000 });
          },
        };
        await state.setup(ctx);
        for (const width of WIDTHS[lang]) {
          await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
          const report = await runAxe(page);
          screens++;
          for (const f of report.incomplete) incomplete.set(f.id, (incomplete.get(f.id) ?? 0) + f.nodes.length);
          if (process.env.A11Y_VERBOSE)
            console.log(`${state.name} [${lang}, ${width}px] undecided:\n${formatFindings(report.incomplete)}`);
          const bad = seriousOrCritical(report.violations);
          expect(bad, `${state.name} [${lang}, ${width}px]:\n${formatFindings(bad)}`).toEqual([]);
        }
        expect(errors, "uncaught errors on the host page").toEqual([]);
      });
    }
  }

  test.afterAll(() => {
    const undecided = [...incomplete].map(([id, n]) => `${id} ×${n}`).join(", ") || "none";
    const widths = LANGS.map((lang) => `${lang} at ${WIDTHS[lang].join(" and ")} px`).join(", ");
    const planned = STATES.length * LANGS.reduce((n, lang) => n + WIDTHS[lang].length, 0);
    console.log(
      `axe-core: ${screens} screens checked (${STATES.length} states; ${widths} = ${planned} planned); undecided checks: ${undecided}`,
    );
  });
});

test.describe("reflow (WCAG 1.4.10)", () => {
  const servers = useEmbeddingServers(test);

  // 320 CSS px is a 1280 px window at 400 % zoom, 640 px the same window at 200 %: nothing may need sideways scrolling.
  test("German step 1 with the popover and step 2 with every error fit 320 px and 640 px", async ({ page }) => {
    test.setTimeout(120_000);
    const fits = async (label: string) => {
      for (const width of [640, 320]) {
        await page.setViewportSize({ width, height: 800 });
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const box = (await page.locator("ticket-checkout .tc-root").boundingBox())!;
        expect(box.x + box.width, `${label} at ${width}px: widget edge`).toBeLessThanOrEqual(width);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${label} at ${width}px: page width`,
        ).toBeLessThanOrEqual(width);
      }
    };
    servers.host.set(
      "/reflow",
      `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Organizer</title></head><body>${loaderTag(servers.api.origin)}<ticket-checkout event="101" lang="de"></ticket-checkout></body></html>`,
    );
    await page.goto(servers.host.origin + "/reflow");
    const w = page.locator("ticket-checkout");
    await expect(w.locator(".tc-title")).toBeVisible({ timeout: 30_000 });
    await add(w, 0, 2);
    await add(w, 1);
    await w.locator("[part~=price-info-button]").click();
    await expect(w.locator("[part~=price-popover]")).toBeVisible();
    await fits("step 1 with the price popover");
    await w.locator("[part~=price-info-button]").click();
    await next(w);
    await expect(w.locator("input[name=firstName]")).toBeVisible();
    await w.locator("select[name=country]").selectOption("");
    await applyVoucher(w, "NOPE-123");
    await next(w);
    await expect(w.locator(".tc-field-error")).toHaveCount(9);
    await fits("step 2 with every error");
  });
});
