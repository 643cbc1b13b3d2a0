// Every area of one language: one chunk, fetched by load-locale.ts when an element shows this language (step 1's
// areas before it hydrates, the rest with them: the later steps wait for them, Checkout.tsx's LaterLocale).
import common from "../locales/de/common.json";
import tickets from "../locales/de/tickets.json";
import details from "../locales/de/details.json";
import voucher from "../locales/de/voucher.json";
import summary from "../locales/de/summary.json";
import success from "../locales/de/success.json";
import paymentMethod from "../locales/de/payment-method.json";
import payment from "../locales/de/payment.json";

export default { common, tickets, details, voucher, summary, success, "payment-method": paymentMethod, payment };
