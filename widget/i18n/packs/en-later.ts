// English areas beyond step 1 (common and tickets are in step 1's code): one chunk, fetched by load-locale.ts
// once an element leaves step 1 (or is idle on it).
import details from "../locales/en/details.json";
import voucher from "../locales/en/voucher.json";
import summary from "../locales/en/summary.json";
import success from "../locales/en/success.json";
import paymentMethod from "../locales/en/payment-method.json";
import payment from "../locales/en/payment.json";

export default { details, voucher, summary, success, "payment-method": paymentMethod, payment };
