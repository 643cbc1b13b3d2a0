import { expect, openCheckout, test } from "./checkout-fixtures.ts";

test("German: step 2, overview and messages in German with German money", async ({ page, api, host }) => {
  const w = await openCheckout(page, api, host, { event: "101", attrs: 'lang="de"' });
  await w.getByRole("button", { name: "Anzahl von Standard erhöhen" }).click();
  await w.getByRole("button", { name: "Weiter" }).click();
  await expect(w.getByRole("heading", { name: "Persönliche Angaben" })).toBeVisible();
  await expect(w.getByLabel("Land")).toHaveValue("Deutschland");
  await expect(w.getByLabel("Land").locator("option").nth(1)).toHaveText(/^🇦🇫 Afghanistan$/);
  await expect(w.getByText("Ich habe einen Gutscheincode")).toBeVisible();
  await expect(w.getByRole("heading", { name: "Bestellübersicht" })).toBeVisible();
  await expect(w.locator('[data-row="grand-total"]')).toContainText("Gesamtbetrag");
  await expect(w.locator('[data-row="grand-total"]')).toContainText("inkl. MwSt.");
  await expect(w.locator('[data-row="grand-total"]')).toContainText("26,75 €"); // 25.00 + 1.25 + 0.50
  await w.getByRole("button", { name: "Weiter" }).click();
  await expect(w.getByLabel("Vorname")).toHaveAccessibleDescription("Bitte gib deinen Vornamen ein.");
  await expect(w.getByLabel("E-Mail", { exact: true })).toHaveAccessibleDescription(
    "Bitte gib deine E-Mail-Adresse ein.",
  );
  await page.screenshot({ path: "test-results/checkout-de.png", fullPage: true });
});

test("Dutch: step 2 labels, country names sorted in Dutch, messages in Dutch", async ({ page, api, host }) => {
  const w = await openCheckout(page, api, host, { event: "101", htmlLang: "nl" });
  await expect(w.getByRole("heading", { name: "Tickets kopen" })).toBeVisible();
  await w.getByRole("button", { name: "Aantal Standard verhogen" }).click();
  await w.getByRole("button", { name: "Volgende" }).click();
  await expect(w.getByRole("heading", { name: "Persoonlijke gegevens" })).toBeVisible();
  await expect(w.getByLabel("Land")).toHaveValue("Duitsland");
  const names = await w.getByLabel("Land").locator("option").allTextContents();
  const plain = names.slice(1).map((n) => n.replace(/^\S+\s/, ""));
  expect(plain).toEqual([...plain].sort(new Intl.Collator("nl", { sensitivity: "base" }).compare));
  await expect(w.getByText("Mijn gegevens bewaren voor de volgende keer")).toBeVisible();
  await expect(w.getByRole("heading", { name: "Besteloverzicht" })).toBeVisible();
  await w.getByRole("button", { name: "Volgende" }).click();
  await expect(w.getByLabel("Achternaam")).toHaveAccessibleDescription("Vul je achternaam in.");
  await expect(w.getByRole("button", { name: "Terug" })).toBeVisible();
  await page.screenshot({ path: "test-results/checkout-nl.png", fullPage: true });
});

test("French step 2 renders in French", async ({ page, api, host }) => {
  const w = await openCheckout(page, api, host, { event: "101", attrs: 'lang="fr"' });
  await w.getByRole("button", { name: "Augmenter la quantité de Standard" }).click();
  await w.getByRole("button", { name: "Suivant" }).click();
  await expect(w.getByRole("heading", { name: "Informations personnelles" })).toBeVisible();
  await expect(w.getByLabel("Pays")).toHaveValue("Allemagne");
});

test("Dutch free order to the success page: Dutch texts, ticket link, guest-list message in Dutch", async ({
  page,
  api,
  host,
}) => {
  const w = await openCheckout(page, api, host, { event: "201", attrs: 'lang="nl"' });
  await w.getByRole("button", { name: "Aantal Free registration verhogen" }).click();
  await w.getByRole("button", { name: "Volgende" }).click();
  await expect(w.getByRole("heading", { name: "Persoonlijke gegevens" })).toBeVisible();
  for (const [name, value] of [
    ["firstName", "Sanne"],
    ["lastName", "de Vries"],
    ["email", "sanne@example.nl"],
    ["email_confirmation", "sanne@example.nl"],
    ["street", "Keizersgracht 1"],
    ["postCode", "1015 CJ"],
    ["city", "Amsterdam"],
  ] as const)
    await w.locator(`[name=${name}]`).fill(value);
  await w.getByLabel("Land").selectOption("Nederland");
  await w.getByRole("button", { name: "Tickets downloaden" }).click();
  // "you got the vibe!" is the product's slogan and stays English (spec §2 quotes it); the rest is Dutch.
  await expect(w.getByRole("heading", { name: "Sanne, you got the vibe!" })).toBeVisible();
  await expect(
    w.getByText("Je bestelling is verwerkt en je tickets zijn verstuurd naar sanne@example.nl."),
  ).toBeVisible();
  await expect(w.getByText("Bewaar je ticket nu: je hebt het nodig bij de ingang.")).toBeVisible();
  const link = w.getByRole("link", { name: "Tickets downloaden (opent in een nieuw tabblad)" });
  await expect(link).toHaveAttribute("target", "_blank");
  expect((await page.request.get((await link.getAttribute("href"))!)).headers()["content-type"]).toContain(
    "application/pdf",
  );
  await page.screenshot({ path: "test-results/checkout-nl-success.png" });
  await w.getByRole("button", { name: "Meer tickets kopen" }).click();
  await expect(w.getByRole("heading", { name: "Tickets kopen" })).toBeVisible();

  // The seeded unused token may already be spent by checkout-guest-list.spec.ts (one server per worker),
  // so the lookup answers for a token of this test only; no order is placed with it.
  await page.route("**/api/events/202/guest-list/nl-invite", (route) =>
    route.fulfill({ json: { token: "nl-invite", ticket_id: 20201, used: false } }),
  );
  const invited = await openCheckout(page, api, host, {
    event: "202",
    attrs: 'lang="nl"',
    query: "?guestlist=nl-invite",
  });
  await expect(invited.getByTestId("guest-list-download")).toHaveText(
    "Je staat op de gastenlijst. Vul je gegevens in en download je gratis ticket.",
  );
  await expect(invited.getByRole("button", { name: "Terug" })).toHaveCount(0);
});

// The four languages added with i18next: step 1 painted by the server and hydrated in the language, money as that
// country writes it (Portuguese as Portugal does, not Brazil), step 2 from the language's own pack.
for (const [lang, buy, increase, next, details, overview, money] of [
  [
    "es",
    "Comprar entradas",
    "Aumentar la cantidad de Standard",
    "Siguiente",
    "Datos personales",
    "Resumen del pedido",
    "26,75 €",
  ],
  [
    "it",
    "Acquista biglietti",
    "Aumenta la quantità di Standard",
    "Avanti",
    "Dati personali",
    "Riepilogo dell'ordine",
    "26,75 €",
  ],
  [
    "pl",
    "Kup bilety",
    "Zwiększ liczbę biletów Standard",
    "Dalej",
    "Dane osobowe",
    "Podsumowanie zamówienia",
    "26,75 €",
  ],
  [
    "pt",
    "Comprar bilhetes",
    "Aumentar a quantidade de Standard",
    "Seguinte",
    "Dados pessoais",
    "Resumo da encomenda",
    "26,75 €",
  ],
] as const) {
  test(`${lang}: step 1 and step 2 in the language, money as its country writes it`, async ({ page, api, host }) => {
    const errors: string[] = [];
    page.on(
      "console",
      (m) => void (m.type() === "error" && !m.location().url.endsWith("/favicon.ico") && errors.push(m.text())),
    );
    const w = await openCheckout(page, api, host, { event: "101", attrs: `lang="${lang}"` });
    await expect(w.getByRole("heading", { name: buy })).toBeVisible();
    await w.getByRole("button", { name: increase }).click();
    await w.getByRole("button", { name: next }).click();
    await expect(w.getByRole("heading", { name: details })).toBeVisible();
    await expect(w.getByRole("heading", { name: overview })).toBeVisible();
    await expect(w.locator('[data-row="grand-total"]')).toContainText(new RegExp(money.replace(/\s/g, "\\s")));
    expect(await page.evaluate(() => performance.getEntriesByName("tc:hydration-error").length)).toBe(0);
    expect(errors).toEqual([]);
  });
}
