// Every area of one language: one chunk, fetched by load-locale.ts when an element shows this language (step 1's
// areas before it hydrates, the rest with them: the later steps wait for them, Checkout.tsx's LaterLocale).
import common from "../locales/es/common.json";
import tickets from "../locales/es/tickets.json";
import details from "../locales/es/details.json";
import voucher from "../locales/es/voucher.json";
import summary from "../locales/es/summary.json";
import success from "../locales/es/success.json";
import paymentMethod from "../locales/es/payment-method.json";
import payment from "../locales/es/payment.json";

export default { common, tickets, details, voucher, summary, success, "payment-method": paymentMethod, payment };
