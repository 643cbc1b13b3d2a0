// @vitest-environment node
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadServerTranslations } from "../i18n/translations.ts";
import { mailText } from "./mail-bodies.ts";
import { eventCanceledNotice, refundNotice } from "./refund-mail.ts";

const translations = loadServerTranslations(join(import.meta.dirname, "../i18n/locales"));
const facts = (lang: string | null) => ({
  order: {
    id: "ord_1",
    email: "ana@example.test",
    first_name: "Ana",
    lang,
    currency: "EUR",
    final_price_paid: "42.50",
  },
  event: { name: "Jazz <Night>", start_date: "2030-07-04T18:00:00Z", time_zone: "Europe/Berlin" },
  organizer: { name: "Club" },
});

describe("the buyer's refund and event-canceled notices", () => {
  it("say the refunded amount in the order's language and currency, and never 'refunded' before the provider", () => {
    const done = refundNotice(translations, { ...facts("de"), refundId: "rf_1", amount: "12.5", state: "succeeded" });
    expect(done).toMatchObject({ kind: "refund", to: "ana@example.test", orderId: "ord_1" });
    expect(done.content.lang).toBe("de");
    expect(done.content.subject).toBe("Deine Erstattung für Jazz <Night>");
    const text = mailText(done.content);
    expect(text).toContain("Hallo Ana,");
    expect(text.replace(/\u00a0/g, " ")).toContain("Erstatteter Betrag:\n  12,50 €");
    expect(text).toContain("Wir haben dir den unten genannten Betrag");
    const asked = refundNotice(translations, { ...facts("de"), refundId: "rf_1", amount: "12.5", state: "submitted" });
    expect(asked.content.intro).toContain("Wir haben den Zahlungsanbieter gebeten");
    // A notice per refund and state: the two are queued separately, each once.
    expect(asked.dedupeKey).not.toBe(done.dedupeKey);
  });

  it("a refund the organizer made outside the provider says so, not that it went back to the payment method", () => {
    const outside = { ...facts("de"), refundId: "rf_2", amount: "12.5", state: "succeeded" as const, outside: true };
    const intro = refundNotice(translations, outside).content.intro;
    expect(intro).toContain("Der Veranstalter hat dir den unten genannten Betrag direkt erstattet");
    expect(intro).not.toContain("Zahlungsmittel");
  });

  it("tell a buyer of a canceled event, in their language, whether their order is refunded", () => {
    const paid = eventCanceledNotice(translations, { ...facts("fr-BE"), jobId: "job_1", refunded: true });
    expect(paid.kind).toBe("event_canceled");
    expect(paid.content.subject).toBe("Jazz <Night> est annulé");
    expect(paid.content.intro).toContain("remboursée en totalité");
    const amount = paid.content.facts.at(-1);
    expect({ ...amount, value: amount?.value.replace(/[\u00a0\u202f]/g, " ") }).toEqual({
      label: "Montant remboursé",
      value: "42,50 €",
    });
    expect(paid.dedupeKey).toBe("event_canceled:job_1:ord_1");
    const free = eventCanceledNotice(translations, { ...facts(null), jobId: "job_1", refunded: false });
    expect(free.content.lang).toBe("en");
    expect(free.content.intro).toContain("nothing to refund");
    expect(free.content.facts.map((f) => f.label)).not.toContain("Refunded amount");
  });
});
