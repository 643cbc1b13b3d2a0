// Every area of one language but the lazily loaded steps' own (payment-method, payment): one chunk, fetched by
// load-locale.ts when an element shows this language.
import common from "../locales/fr/common.ts";
import details from "../locales/fr/details.ts";
import success from "../locales/fr/success.ts";
import summary from "../locales/fr/summary.ts";
import tickets from "../locales/fr/tickets.ts";
import voucher from "../locales/fr/voucher.ts";

export default { common, tickets, details, voucher, summary, success };
