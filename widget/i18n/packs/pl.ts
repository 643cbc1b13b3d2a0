// Every area of one language: one chunk, fetched by load-locale.ts when an element shows this language (step 1's
// areas before it hydrates, the rest with them: the later steps wait for them, Checkout.tsx's LaterLocale).
import common from "../locales/pl/common.json";
import tickets from "../locales/pl/tickets.json";
import details from "../locales/pl/details.json";
import voucher from "../locales/pl/voucher.json";
import summary from "../locales/pl/summary.json";
import success from "../locales/pl/success.json";
import paymentMethod from "../locales/pl/payment-method.json";
import payment from "../locales/pl/payment.json";

export default { common, tickets, details, voucher, summary, success, "payment-method": paymentMethod, payment };
