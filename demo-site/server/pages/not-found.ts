import { html } from "../domain/html.ts";
import { layout } from "./layout.ts";
import type { PageLocale } from "./page-language.ts";

export function renderNotFound(page: PageLocale, what: string): string {
  const { t } = page;
  return layout({
    page,
    title: t("pages.not_found_title"),
    body: html`<main><h1>${t("pages.not_found_title")}</h1><p>${what}</p><p><a href="/">${t("pages.not_found_back")}</a></p></main>`,
  });
}
