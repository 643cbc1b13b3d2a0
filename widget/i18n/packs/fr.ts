// Every area of one language: one chunk, fetched by load-locale.ts when an element shows this language (step 1's
// areas before it hydrates, the rest with them: the later steps wait for them, Checkout.tsx's LaterLocale).
import common from "../locales/fr/common.json";
import tickets from "../locales/fr/tickets.json";
import details from "../locales/fr/details.json";
import voucher from "../locales/fr/voucher.json";
import summary from "../locales/fr/summary.json";
import success from "../locales/fr/success.json";
import paymentMethod from "../locales/fr/payment-method.json";
import payment from "../locales/fr/payment.json";

export default { common, tickets, details, voucher, summary, success, "payment-method": paymentMethod, payment };
