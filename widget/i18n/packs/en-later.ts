// English areas beyond step 1 (common and tickets are in step 1's code): one chunk, fetched by load-locale.ts
// once an element leaves step 1 (or is idle on it).
import details from "../locales/en/details.ts";
import success from "../locales/en/success.ts";
import summary from "../locales/en/summary.ts";
import voucher from "../locales/en/voucher.ts";

export default { details, voucher, summary, success };
