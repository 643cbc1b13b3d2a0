// Every area of one language: one chunk, fetched by load-locale.ts when an element shows this language (step 1's
// areas before it hydrates, the rest with them: the later steps wait for them, Checkout.tsx's LaterLocale).
import common from "../locales/it/common.json";
import tickets from "../locales/it/tickets.json";
import details from "../locales/it/details.json";
import voucher from "../locales/it/voucher.json";
import summary from "../locales/it/summary.json";
import success from "../locales/it/success.json";
import paymentMethod from "../locales/it/payment-method.json";
import payment from "../locales/it/payment.json";

export default { common, tickets, details, voucher, summary, success, "payment-method": paymentMethod, payment };
