/**
 * Abuse limits out of the way, for the test servers of suites about something else (they place hundreds of orders
 * and holds from one loopback address). The limits' own tests start servers with the defaults or their own values;
 * a caller's env overrides these.
 */
export const RELAXED_LIMITS_ENV: Readonly<Record<string, string>> = {
  LIMIT_VOUCHER_FAILURES: "1000000",
  LIMIT_GUEST_LIST_FAILURES: "1000000",
  LIMIT_ORDERS: "1000000",
  LIMIT_HOLDS_PER_CLIENT: "1000000",
  LIMIT_TICKETS_PER_BUYER: "1000000",
  LIMIT_RESENDS: "1000000",
};
