// Every area of one language but the lazily loaded steps' own (payment-method, payment): one chunk, fetched by
// load-locale.ts when an element shows this language.
import common from "../locales/nl/common.ts";
import details from "../locales/nl/details.ts";
import success from "../locales/nl/success.ts";
import summary from "../locales/nl/summary.ts";
import tickets from "../locales/nl/tickets.ts";
import voucher from "../locales/nl/voucher.ts";

export default { common, tickets, details, voucher, summary, success };
