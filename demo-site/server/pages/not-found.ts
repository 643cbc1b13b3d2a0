import { html } from "./html.ts";
import { layout } from "./layout.ts";

export function renderNotFound(what: string): string {
  return layout({
    title: "Not found",
    body: html`<main><h1>Not found</h1><p>${what}</p><p><a href="/">Back to all organizers</a></p></main>`,
  });
}
