import { addLocaleArea } from "./index.ts";
import de from "./locales/de/payment.ts";
import en from "./locales/en/payment.ts";
import fr from "./locales/fr/payment.ts";
import nl from "./locales/nl/payment.ts";

let registered = false;

/** Adds the `payment` area to i18next once; called by the chunks of steps 0 and 4 when they load. */
export function registerPaymentLocales(): void {
  if (registered) return;
  registered = true;
  addLocaleArea("payment", { en, de, nl, fr });
}
