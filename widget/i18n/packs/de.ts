// Every area of one language but the lazily loaded steps' own (payment-method, payment): one chunk, fetched by
// load-locale.ts when an element shows this language.
import common from "../locales/de/common.ts";
import details from "../locales/de/details.ts";
import success from "../locales/de/success.ts";
import summary from "../locales/de/summary.ts";
import tickets from "../locales/de/tickets.ts";
import voucher from "../locales/de/voucher.ts";

export default { common, tickets, details, voucher, summary, success };
