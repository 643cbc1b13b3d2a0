import { addLocaleArea } from "../../i18n/index.ts";
import de from "../../i18n/locales/de/payment-method.ts";
import en from "../../i18n/locales/en/payment-method.ts";
import fr from "../../i18n/locales/fr/payment-method.ts";
import nl from "../../i18n/locales/nl/payment-method.ts";

let added = false;

/**
 * Adds the `payment-method` strings; called by step 3's modules so the strings ship in their lazy chunk,
 * not in step 1's code. (A bare `import "./locale.ts"` would be dropped: package.json marks modules
 * side-effect free.)
 */
export function usePaymentMethodLocale(): void {
  if (added) return;
  added = true;
  addLocaleArea("payment-method", { en, de, nl, fr });
}
