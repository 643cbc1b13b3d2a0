import { expect, type Page, type TestType } from "@playwright/test";

/**
 * Fails every test of the file that leaves an uncaught error on the host page: the widget is a guest
 * there, and an exception it throws is the organizer's problem. `dismissDialogs` keeps an XSS payload
 * that calls alert() from blocking the page (the test then fails on what the payload did).
 */
export function failOnPageErrors(test: TestType<any, any>, options: { dismissDialogs?: boolean } = {}): void {
  const errors = new WeakMap<Page, string[]>();
  test.beforeEach(({ page }: { page: Page }) => {
    const list: string[] = [];
    errors.set(page, list);
    page.on("pageerror", (e) => list.push(e.message));
    if (options.dismissDialogs) page.on("dialog", (d) => void d.dismiss());
  });
  test.afterEach(({ page }: { page: Page }) => {
    expect(errors.get(page), "uncaught errors on the host page").toEqual([]);
  });
}
