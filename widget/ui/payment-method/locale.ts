import { addLocaleArea } from "../../i18n/index.ts";
import de from "../../i18n/locales/de/payment-method.ts";
import en from "../../i18n/locales/en/payment-method.ts";
import fr from "../../i18n/locales/fr/payment-method.ts";
import nl from "../../i18n/locales/nl/payment-method.ts";

// Loaded with step 3's chunk: the `payment-method` strings stay out of the code that shows step 1.
addLocaleArea("payment-method", { en, de, nl, fr });
