// Every area of one language: one chunk, fetched by load-locale.ts when an element shows this language (step 1's
// areas before it hydrates, the rest with them: the later steps wait for them, Checkout.tsx's LaterLocale).
import common from "../locales/pt/common.json";
import tickets from "../locales/pt/tickets.json";
import details from "../locales/pt/details.json";
import voucher from "../locales/pt/voucher.json";
import summary from "../locales/pt/summary.json";
import success from "../locales/pt/success.json";
import paymentMethod from "../locales/pt/payment-method.json";
import payment from "../locales/pt/payment.json";

export default { common, tickets, details, voucher, summary, success, "payment-method": paymentMethod, payment };
