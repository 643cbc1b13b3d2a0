// Every area of one language: one chunk, fetched by load-locale.ts when an element shows this language (step 1's
// areas before it hydrates, the rest with them: the later steps wait for them, Checkout.tsx's LaterLocale).
import common from "../locales/nl/common.json";
import tickets from "../locales/nl/tickets.json";
import details from "../locales/nl/details.json";
import voucher from "../locales/nl/voucher.json";
import summary from "../locales/nl/summary.json";
import success from "../locales/nl/success.json";
import paymentMethod from "../locales/nl/payment-method.json";
import payment from "../locales/nl/payment.json";

export default { common, tickets, details, voucher, summary, success, "payment-method": paymentMethod, payment };
