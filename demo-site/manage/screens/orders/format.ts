// How the order screens show money, moments and who did something, in the person's language.
import type { TimelineActor } from "../../api/orders.ts";
import type { Translate } from "../../i18n/i18n.ts";

/** "€12.50" from the server's decimal string and the order's currency. */
export function money(amount: string, currency: string, language: string): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return `${amount} ${currency}`;
  try {
    return new Intl.NumberFormat(language, { style: "currency", currency }).format(value);
  } catch {
    return `${amount} ${currency}`;
  }
}

/** A moment as epoch ms or an ISO text, in the browser's zone (the team's own). */
export function moment(at: number | string | null | undefined, language: string): string {
  if (at === null || at === undefined || at === "") return "";
  const date = new Date(typeof at === "string" && /^\d+$/.test(at) ? Number(at) : at);
  return Number.isNaN(date.getTime()) ? String(at) : date.toLocaleString(language);
}

const PROVIDERS: Record<string, string> = {
  stripe: "Stripe",
  paypal: "PayPal",
  braintree: "Braintree",
  mollie: "Mollie",
};

export const providerName = (provider: string | null | undefined): string =>
  provider ? (PROVIDERS[provider] ?? provider) : "";

/** Who made a change, as the timeline names them. */
export function actorText(t: Translate, actor: TimelineActor): string {
  switch (actor.kind) {
    case "webhook":
      return t("orders.actor.webhook", { provider: providerName(actor.provider), id: actor.eventId });
    case "member":
      return actor.label;
    case "token":
      return t("orders.actor.token", { name: actor.label });
    case "buyer":
    case "sweep":
    case "system":
      return t(`orders.actor.${actor.kind}`);
  }
}

/** A server word (a status, a mail's kind or state) in the person's language; an unknown one as the server said. */
export function labelOf(t: Translate, area: string, value: string): string {
  const key = `${area}.${value}`;
  const text = t(key);
  return text === key ? value : text;
}

/** An order's status as support names it: a canceled order whose hold ran out is "expired". */
export const statusText = (t: Translate, order: { status: string; statusReason?: string | null }): string =>
  labelOf(
    t,
    "orders.status",
    order.status === "canceled" && order.statusReason?.startsWith("expired") ? "expired" : order.status,
  );
