import { expect, test, type Page } from "@playwright/test";
import { useEmbeddingServers } from "./support/embedding-servers.ts";
import { failOnPageErrors } from "./support/page-errors.ts";
import { FIRST_STRIKES } from "../../widget/ui/type-scale.ts";
import { loaderTag } from "../../demo-site/server/pages/event-page.ts";

// Markup first, code after: the loader paints the server's step-1 markup, React hydrates it without a mismatch,
// and the widget still renders on the client when the markup request fails.
const servers = useEmbeddingServers(test);

failOnPageErrors(test);

/** Console errors and React's recoverable (hydration) errors of one page, collected from the start. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    // The host page has no favicon: the browser's own 404 for it is not the widget's.
    if (m.type() === "error" && !m.location().url.endsWith("/favicon.ico"))
      errors.push(`${m.text()} (${m.location().url})`);
  });
  return errors;
}

/** The organizer page with the snippet (`loader`: its script tag, the documented one unless given), opened. */
async function open(page: Page, event = "101", attrs = "", loader = loaderTag(servers.api.origin)) {
  const path = `/fp${event}-${Math.random().toString(36).slice(2)}`;
  servers.host.set(
    path,
    `<!doctype html><html lang="en"><body><h1>Organizer site</h1>
${loader}
<ticket-checkout event="${event}" ${attrs}></ticket-checkout></body></html>`,
  );
  await page.goto(servers.host.origin + path);
  return page.locator("ticket-checkout");
}

/**
 * Holds the widget chunks back until the markup request has finished, so the loader paints before the code
 * runs (as on a real page, where the code is much larger than the markup) and the test exercises hydration.
 */
async function markupFirst(page: Page): Promise<void> {
  let done!: () => void;
  const markup = new Promise<void>((resolve) => (done = resolve));
  page.on("requestfinished", (r) => void (/\/markup\?/.test(r.url()) && done()));
  await page.route(/\/widget\/.*\.js/, async (route) => {
    await markup;
    await route.continue();
  });
}

const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const el = document.querySelector("ticket-checkout");
    return (
      !!el &&
      customElements.get("ticket-checkout") !== undefined &&
      performance.getEntriesByName("tc:tickets-visible").length > 0
    );
  });

/** Holds every widget chunk back until `release()` (never, if it is not called): only the loader and the markup get through. */
async function holdCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/widget\/.*\.js/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const defined = (page: Page) => page.evaluate(() => customElements.get("ticket-checkout") !== undefined);

test("rows are painted from the server markup before any widget code runs, and their controls look and act enabled", async ({
  page,
}) => {
  await holdCode(page);
  const w = await open(page);
  await expect(w.locator(".tc-ticket-name")).toHaveText(["Standard", "VIP", "Student"]);
  await expect(w.locator(".tc-ticket-price")).toHaveText(["€25.00", "€89.00", "€15.50"]);
  await expect(w.locator(".tc-title")).toHaveText("Available — Summer Open Air");
  expect(await defined(page)).toBe(false);
  // The controls whose presses the loader records are enabled from the first paint; "−" at zero is disabled for
  // its own reason; the price details (no recorded presses) wait for the code.
  await expect(w.getByRole("button", { name: "Increase quantity of Standard" })).toBeEnabled();
  await expect(w.getByRole("button", { name: "Decrease quantity of Standard" })).toBeDisabled();
  await expect(w.getByRole("combobox", { name: "Quantity of Standard" })).toBeEnabled();
  await expect(w.getByRole("tab", { selected: false })).toBeEnabled();
  await expect(w.locator("[part~=price-info-button]")).toBeDisabled();
  // Styled by the adopted stylesheet (the markup has no <style> and no style attribute).
  const shadow = await w.evaluate((el) => ({
    styles: el.shadowRoot!.querySelectorAll("style, [style]").length,
    sheets: el.shadowRoot!.adoptedStyleSheets.length,
  }));
  expect(shadow).toEqual({ styles: 0, sheets: 1 });
  await expect(w.locator(".tc-ticket").first()).toHaveCSS("display", /flex|grid/);
});

test("+ pressed twice on the painted row before the code arrives: the row shows 2 at once, and after hydration the quantity is 2, each press applied once", async ({
  page,
}) => {
  const errors = watchConsole(page);
  const release = await holdCode(page);
  const w = await open(page);
  const plus = w.getByRole("button", { name: "Increase quantity of Standard" });
  await expect(plus).toBeEnabled();
  await plus.click();
  await plus.click();
  expect(await defined(page)).toBe(false);
  // The painted row answers at once: the select shows the count, and "−" can take it back.
  await expect(w.getByRole("combobox", { name: "Quantity of Standard" })).toHaveValue("2");
  await expect(w.getByRole("button", { name: "Decrease quantity of Standard" })).toBeEnabled();
  release();
  await hydrated(page);
  await expect(w.locator(".tc-total-amount")).toHaveText("Total €53.50"); // 2 × 25 + 5 % + 2 × €0.50
  await expect(w.getByRole("combobox", { name: "Quantity of Standard" })).toHaveValue("2");
  await expect(w.locator(".tc-selection li")).toHaveText(["2 × Standard€50.00"]);
  await expect(w.getByRole("button", { name: "Next" })).toBeEnabled();
  // Nothing was applied twice after a while, and the next press is React's own.
  await page.waitForTimeout(300);
  await expect(w.getByRole("combobox", { name: "Quantity of Standard" })).toHaveValue("2");
  await plus.click();
  await expect(w.getByRole("combobox", { name: "Quantity of Standard" })).toHaveValue("3");
  expect(await page.evaluate(() => performance.getEntriesByName("tc:hydration-error").length)).toBe(0);
  expect(errors).toEqual([]);
});

test("a quantity picked in the painted select before the code arrives is kept after hydration, and the total matches it", async ({
  page,
}) => {
  const errors = watchConsole(page);
  const release = await holdCode(page);
  const w = await open(page);
  const select = w.getByRole("combobox", { name: "Quantity of Standard" });
  await select.selectOption("3");
  await w.getByRole("button", { name: "Increase quantity of Student" }).click();
  expect(await defined(page)).toBe(false);
  release();
  await hydrated(page);
  await expect(w.locator(".tc-total-amount")).toHaveText("Total €97.03"); // 3 × 25 + 15.50 = 90.50, + 4.53 + 4 × 0.50
  await expect(select).toHaveValue("3");
  await expect(w.getByRole("combobox", { name: "Quantity of Student" })).toHaveValue("1");
  expect(await page.evaluate(() => performance.getEntriesByName("tc:hydration-error").length)).toBe(0);
  expect(errors).toEqual([]);
});

test("the Event infos tab pressed before the code arrives is open after hydration", async ({ page }) => {
  const errors = watchConsole(page);
  const release = await holdCode(page);
  const w = await open(page);
  await w.getByRole("tab", { name: "Event infos" }).click();
  await expect(w.getByRole("tab", { name: "Event infos" })).toHaveAttribute("aria-selected", "false"); // recorded, not shown
  release();
  await page.waitForFunction(() => customElements.get("ticket-checkout"));
  await expect(w.getByRole("tab", { name: "Event infos" })).toHaveAttribute("aria-selected", "true");
  await expect(w.getByRole("tabpanel")).toContainText("Three stages, twenty bands");
  expect(errors).toEqual([]);
});

test("presses spread over the code's arrival (before, while React hydrates, after) each count exactly once", async ({
  page,
}) => {
  const errors = watchConsole(page);
  // From the first painted row, a "+" every 12 ms, 8 in all, whatever the widget is doing at that moment.
  await page.addInitScript(() => {
    const w = window as unknown as { pressed?: number };
    const attach = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (init) {
      const root = attach.call(this, init);
      const seen = new MutationObserver(() => {
        const plus = root.querySelector<HTMLButtonElement>("[part~=quantity-increase]");
        if (!plus || w.pressed !== undefined) return;
        seen.disconnect();
        w.pressed = 0;
        const timer = setInterval(() => {
          root.querySelector<HTMLButtonElement>("[part~=quantity-increase]")!.click();
          if (++w.pressed! === 8) clearInterval(timer);
        }, 12);
      });
      seen.observe(root, { subtree: true, childList: true });
      return root;
    };
  });
  const release = await holdCode(page);
  const w = await open(page);
  await page.waitForFunction(() => ((window as unknown as { pressed?: number }).pressed ?? 0) >= 2);
  release();
  await page.waitForFunction(() => (window as unknown as { pressed?: number }).pressed === 8);
  await hydrated(page);
  await expect(w.getByRole("combobox", { name: "Quantity of Standard" })).toHaveValue("8");
  await expect(w.locator(".tc-total-amount")).toHaveText("Total €214.00"); // 8 × 25 + 10 + 8 × 0.50
  expect(await page.evaluate(() => performance.getEntriesByName("tc:hydration-error").length)).toBe(0);
  expect(errors).toEqual([]);
});

test("the loader sets up exactly the font strikes that the painted rows of the seeded events show", async ({
  page,
}) => {
  // loader/warm-fonts.ts measures FIRST_STRIKES while the markup request is out: a strike the rows show but the
  // list lacks is set up inside the frame that paints them; one listed but never shown only delays the rows.
  await page.route(/\/widget\/.*\.js/, () => new Promise<void>(() => {}));
  const shown = new Set<string>();
  for (const event of ["101", "111"]) {
    const w = await open(page, event);
    await expect(w).toHaveAttribute("data-tc-painted", "");
    const strikes = await w.evaluate((el) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(el.shadowRoot!, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const box = text.parentElement!;
        if (!text.textContent!.trim() || !box.checkVisibility()) continue;
        const style = getComputedStyle(box);
        found.push(
          `${style.fontStyle === "italic" ? "italic " : ""}${style.fontWeight === "700" ? "700 " : ""}${style.fontSize} ${style.fontFamily.split(",")[0]}`,
        );
      }
      return found;
    });
    for (const strike of strikes) shown.add(strike);
  }
  expect([...shown].sort()).toEqual(FIRST_STRIKES.map((strike) => `${strike}px system-ui`).sort());
});

test("hydration takes over the markup with zero mismatches, and the first + works", async ({ page }) => {
  const errors = watchConsole(page);
  // The markup node painted by the loader must be the very node React keeps (no client re-render).
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      const el = document.querySelector("ticket-checkout");
      const row = el?.shadowRoot?.querySelector(".tc-ticket");
      if (row && !(window as unknown as { firstRow?: Element }).firstRow)
        (window as unknown as { firstRow?: Element }).firstRow = row;
    });
    seen.observe(document, { childList: true, subtree: true, attributes: true });
  });
  // A page's first Intl number or date formatter loads ICU data (110-380 ms at 4x CPU): hydration must not build
  // one (it takes the server's amounts), nor the first "+" (the server's money pattern writes the new total).
  await page.addInitScript(() => {
    const w = window as unknown as { formatters: number[]; enabledAt?: number };
    w.formatters = [];
    for (const name of ["NumberFormat", "DateTimeFormat"] as const) {
      const Real = Intl[name];
      Intl[name] = new Proxy(Real, {
        construct: (target, args) => (w.formatters.push(performance.now()), Reflect.construct(target, args)),
      }) as never;
    }
    const watch = new MutationObserver(() => {
      const plus = document.querySelector("ticket-checkout")?.shadowRoot?.querySelector("[part~=quantity-increase]");
      if (plus && !plus.hasAttribute("disabled") && w.enabledAt === undefined) w.enabledAt = performance.now();
    });
    // The "+" is in a shadow root: observe each one as it is made (the loader makes the widget's).
    const attach = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (init) {
      const root = attach.call(this, init);
      watch.observe(root, { subtree: true, attributes: true, attributeFilter: ["disabled"] });
      return root;
    };
  });
  await markupFirst(page);
  const w = await open(page);
  await expect(w).toHaveAttribute("data-tc-painted", "");
  await hydrated(page);
  const plus = w.getByRole("button", { name: "Increase quantity of Standard" });
  await plus.click();
  await expect(w.getByRole("combobox", { name: "Quantity of Standard" })).toHaveValue("1");
  // The new total is an amount the server did not format: the server's money pattern writes it, so neither
  // hydration nor the first "+" builds a formatter (the page's first would load ICU first).
  await expect(w.locator("[part~=total-amount]")).not.toContainText("€0.00");
  const intl = await page.evaluate(() => {
    const x = window as unknown as { formatters: number[]; enabledAt?: number };
    return { formatters: x.formatters.length, enabledAt: x.enabledAt ?? Infinity };
  });
  expect(intl.enabledAt, "the + was seen enabled").toBeLessThan(Infinity);
  expect(intl.formatters, "Intl formatters built by hydration and the first +").toBe(0);
  await expect(w.getByRole("tab", { selected: false })).toBeEnabled();
  await expect(w.getByRole("button", { name: "Next" })).toBeEnabled();
  // The VIP description is re-sanitized by DOMPurify once it has loaded: its link opens a new tab.
  await expect(w.locator(".tc-ticket").nth(1).locator(".tc-ticket-description b")).toHaveText("Backstage");
  const kept = await w.evaluate(
    (el) => (window as unknown as { firstRow?: Element }).firstRow === el.shadowRoot!.querySelector(".tc-ticket"),
  );
  expect(kept, "the loader's row is the row React hydrated").toBe(true);
  expect(await page.evaluate(() => performance.getEntriesByName("tc:hydration-error").length)).toBe(0);
  expect(errors).toEqual([]);
});

test("hydrating step 1 and the first + read nothing from localStorage; step 2 still takes the stored country", async ({
  page,
}) => {
  // A page's first Web Storage read is a synchronous call to the browser; step 1 needs nothing stored there.
  await page.addInitScript(() => {
    localStorage.setItem("country", "NL");
    const reads: string[] = [];
    (window as unknown as { storageReads: string[] }).storageReads = reads;
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      reads.push(`${this === window.localStorage ? "local" : "session"}:${key}`);
      return getItem.call(this, key);
    };
  });
  const w = await open(page);
  await hydrated(page);
  await w.getByRole("button", { name: "Increase quantity of Standard" }).click();
  await expect(w.getByRole("combobox", { name: "Quantity of Standard" })).toHaveValue("1");
  const reads = await page.evaluate(() => (window as unknown as { storageReads: string[] }).storageReads);
  expect(reads.filter((read) => read.startsWith("local:"))).toEqual([]);
  await w.getByRole("button", { name: "Next" }).click();
  await expect(w.getByLabel("Country")).toHaveValue("Netherlands");
});

test("the code waits for the markup: nothing of it is fetched while the markup is held back, then it is preloaded, runs and hydrates the rows", async ({
  page,
}) => {
  const errors = watchConsole(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/markup\?/, async (route) => {
    await held;
    await route.continue();
  });
  const code: string[] = [];
  page.on("request", (r) => /\/widget\/(checkout|chunk)-/.test(r.url()) && code.push(r.url()));
  const w = await open(page);
  await page.waitForTimeout(800);
  // Fetching and compiling the code meanwhile held the markup answer back (first row 571 -> 453 ms at 4x CPU).
  expect(code, "widget code was fetched before the markup answered").toEqual([]);
  expect(await page.evaluate(() => document.querySelectorAll("link[rel=modulepreload]").length)).toBe(0);
  expect(await page.evaluate(() => customElements.get("ticket-checkout") !== undefined)).toBe(false);
  release();
  await expect(w).toHaveAttribute("data-tc-painted", "");
  await hydrated(page);
  // Step 1's code is one file (scripts/merge-initial.mjs): the entry, preloaded once.
  const preloads = await page.evaluate(() =>
    [...document.querySelectorAll("link[rel=modulepreload]")].map((l) => l.getAttribute("href")),
  );
  expect(preloads).toHaveLength(1);
  expect(preloads[0]).toMatch(/\/widget\/checkout-\w+\.js$/);
  await w.getByRole("button", { name: "Increase quantity of Standard" }).click();
  await expect(w.getByRole("combobox", { name: "Quantity of Standard" })).toHaveValue("1");
  expect(await page.evaluate(() => performance.getEntriesByName("tc:hydration-error").length)).toBe(0);
  expect(errors).toEqual([]);
});

test("German page, buyer in New York: the markup and the hydrated widget show the event's date in Berlin's summer time, building no date formatter", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "de-DE", timezoneId: "America/New_York" });
  const page = await context.newPage();
  // Winter on the buyer's clock (EST), summer at the event in Berlin (CEST): neither the buyer's zone nor today's
  // offset may show. Only Date is moved: Playwright's page.clock also fakes `performance`, whose marks this test reads.
  await page.addInitScript(() => {
    const RealDate = Date;
    const shift = RealDate.UTC(2027, 0, 15, 12) - RealDate.now();
    class WinterDate extends RealDate {
      constructor(...args: [number]) {
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- new Date() passes none
        if (args.length) super(...args);
        else super(RealDate.now() + shift);
      }
      static override now() {
        return RealDate.now() + shift;
      }
    }
    globalThis.Date = WinterDate as DateConstructor;
    const w = window as unknown as { dateFormats: number };
    w.dateFormats = 0;
    const Real = Intl.DateTimeFormat;
    Intl.DateTimeFormat = new Proxy(Real, {
      construct: (target, args) => (w.dateFormats++, Reflect.construct(target, args)),
    });
  });
  const errors = watchConsole(page);
  await markupFirst(page);
  const markup = page.waitForResponse(/\/markup\?/);
  const w = await open(page, "101", 'lang="de"');
  // 2030-07-04T18:00:00Z is 20:00 in Berlin's summer (and 14:00 in New York, 13:00 at the buyer's winter offset).
  const label = "Do., 4. Juli 2030, 20:00 MESZ";
  const answer = (await (await markup).json()) as { dates: string[][]; html: string };
  expect(answer.dates).toEqual([["de", "Europe/Berlin", "2030-07-04T18:00:00Z", label]]);
  expect(answer.html).toContain(`>${label}</time>`);
  await expect(w).toHaveAttribute("data-tc-painted", "");
  await expect(w.locator(".tc-date")).toHaveText(`${label} · Tempelhofer Feld, Berlin`);
  await hydrated(page);
  await expect(w.getByRole("button", { name: "Weiter" })).toBeVisible();
  await expect(w.locator(".tc-date time")).toHaveText(label);
  await w
    .getByRole("button", { name: /Standard/ })
    .filter({ hasText: "+" })
    .click();
  await expect(w.getByRole("combobox").first()).toHaveValue("1");
  await w.getByRole("tab", { name: "Event-Infos" }).click();
  await expect(w.getByRole("tabpanel").locator("time")).toHaveText(label);
  await expect(w.getByRole("tabpanel")).toContainText("Veranstaltungsort: Tempelhofer Feld, Berlin");
  await expect(w.locator(".tc-date time")).toHaveText(label); // and never re-formatted in the buyer's zone
  expect(await page.evaluate(() => (window as unknown as { dateFormats: number }).dateFormats)).toBe(0);
  expect(await page.evaluate(() => performance.getEntriesByName("tc:hydration-error").length)).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});

// Hydration must render exactly the server's markup wherever the buyer is (a half-hour and a quarter-hour zone, one a
// day ahead of UTC, one behind it), in both languages: the date is the event's, in the event's zone.
for (const lang of ["en", "de"]) {
  for (const timezoneId of ["Pacific/Kiritimati", "Asia/Kathmandu", "America/St_Johns", "Pacific/Pago_Pago"]) {
    test(`zero hydration mismatches: ${lang} in ${timezoneId}`, async ({ browser }) => {
      const context = await browser.newContext({ locale: lang === "de" ? "de-DE" : "en-US", timezoneId });
      const page = await context.newPage();
      const errors = watchConsole(page);
      await page.addInitScript(() => {
        const first = new MutationObserver(() => {
          const row = document.querySelector("ticket-checkout")?.shadowRoot?.querySelector(".tc-ticket");
          if (row) (window as unknown as { firstRow?: Element }).firstRow = row;
        });
        first.observe(document, { subtree: true, childList: true });
      });
      await markupFirst(page);
      const w = await open(page, "101", `lang="${lang}"`);
      await expect(w).toHaveAttribute("data-tc-painted", "");
      await hydrated(page);
      await w
        .getByRole("button", { name: lang === "de" ? "Anzahl von Standard erhöhen" : "Increase quantity of Standard" })
        .click();
      await expect(w.getByRole("combobox").first()).toHaveValue("1");
      const kept = await w.evaluate(
        (el) => (window as unknown as { firstRow?: Element }).firstRow === el.shadowRoot!.querySelector(".tc-ticket"),
      );
      expect(kept, "the painted row is the row React kept").toBe(true);
      expect(await page.evaluate(() => performance.getEntriesByName("tc:hydration-error").length)).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
}

test("the markup request failing: the widget renders on the client as before", async ({ page }) => {
  const errors = watchConsole(page);
  let markupRequests = 0;
  await page.route(/\/api\/events\/\d+\/markup/, (route) => {
    markupRequests++;
    return route.fulfill({
      status: 500,
      contentType: "application/json",
      body: '{"error":{"code":"boom","message":"test"}}',
    });
  });
  const w = await open(page);
  await expect(w.locator(".tc-ticket-name")).toHaveText(["Standard", "VIP", "Student"]);
  await w.getByRole("button", { name: "Increase quantity of Standard" }).click();
  await expect(w.getByRole("combobox", { name: "Quantity of Standard" })).toHaveValue("1");
  expect(markupRequests).toBe(1);
  // The 500 itself is logged by the browser as a failed resource; nothing else may be.
  expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
});

test("the snippet's crossorigin loader shares its connection with the markup request; an older snippet without it still works", async ({
  page,
}) => {
  // Which connection each response came over, as Chromium reports it (CDP Network.responseReceived).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const connections = new Map<string, number>();
  cdp.on("Network.responseReceived", ({ response }) => {
    const name = /\/loader\.js$/.test(response.url) ? "loader" : /\/markup\?/.test(response.url) ? "markup" : undefined;
    if (name) connections.set(name, response.connectionId);
  });
  const errors = watchConsole(page);
  const w = await open(page);
  await expect(w).toHaveAttribute("data-tc-painted", "");
  await expect.poll(() => connections.size).toBe(2);
  // On a real network a second connection costs a TCP and TLS handshake before the markup can be asked for.
  expect(connections.get("markup"), "the markup request opened a connection of its own").toBe(
    connections.get("loader"),
  );

  // The snippet as pasted before the attribute: the loader is fetched with credentials, the markup request
  // without, and the browser keeps those on separate connections; the checkout works all the same.
  connections.clear();
  await open(page, "101", "", `<script async src="${servers.api.origin}/loader.js"></script>`);
  await expect(w).toHaveAttribute("data-tc-painted", "");
  await hydrated(page);
  await w.getByRole("button", { name: "Increase quantity of Standard" }).click();
  await expect(w.getByRole("combobox", { name: "Quantity of Standard" })).toHaveValue("1");
  await expect.poll(() => connections.size).toBe(2);
  expect(connections.get("markup")).not.toBe(connections.get("loader"));
  expect(errors).toEqual([]);
});

test("a snippet with defer instead of async (the organizer's choice, README Speed) paints, hydrates and asks for the markup once", async ({
  page,
}) => {
  let markupRequests = 0;
  page.on("request", (r) => void (/\/markup\?/.test(r.url()) && markupRequests++));
  const errors = watchConsole(page);
  const w = await open(page, "101", "", `<script defer crossorigin src="${servers.api.origin}/loader.js"></script>`);
  await expect(w).toHaveAttribute("data-tc-painted", "");
  await hydrated(page);
  await w.getByRole("button", { name: "Increase quantity of Standard" }).click();
  await expect(w.getByRole("combobox", { name: "Quantity of Standard" })).toHaveValue("1");
  expect(markupRequests).toBe(1);
  expect(errors).toEqual([]);
});
