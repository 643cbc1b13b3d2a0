import { makeError } from "../lib/make-error.ts";
import { queryPaymentContext } from "./payment-context.ts";
import { fragmentParams, hasResult, type RawResult } from "./hash-result.ts";
import { nodeResult, type FlowHost } from "./flow-host.ts";
import type { Pending } from "./pending.ts";
import type { VenmoContextNode } from "./types.ts";
import * as errors from "./errors.ts";

const POLLING_ERRORS = {
  EXPIRED: errors.VENMO_MOBILE_POLLING_TOKENIZATION_EXPIRED,
  FAILED: errors.VENMO_MOBILE_POLLING_TOKENIZATION_FAILED,
  CANCELED: errors.VENMO_MOBILE_POLLING_TOKENIZATION_CANCELED,
} as const;

/**
 * Polls the payment context every `timing.mobilePollMs` until it is APPROVED (resolves its node), becomes
 * EXPIRED/FAILED/CANCELED (rejects the matching polling error), a query fails (POLLING_NETWORK_ERROR), `deadline`
 * passes (POLLING_TIMEOUT), or `isOver()` (then it stays quiet: someone else settled the tokenization).
 */
export function pollContext(host: FlowHost, deadline: number, isOver: () => boolean): Promise<VenmoContextNode> {
  return new Promise((resolve, reject) => {
    const step = () => {
      if (isOver()) return;
      if (Date.now() > deadline) return reject(makeError(errors.VENMO_MOBILE_POLLING_TOKENIZATION_TIMEOUT));
      queryPaymentContext(host.client, host.legacy, host.contextId)
        .then(
          (node) => {
            // An answer without a node (unknown context id) rejects its TypeError, as braintree-web does.
            const status = node.status;
            if (status !== host.contextStatus) {
              host.contextStatus = status;
              if (status === "APPROVED") return resolve(node);
              if (Object.hasOwn(POLLING_ERRORS, status))
                return reject(makeError(POLLING_ERRORS[status as keyof typeof POLLING_ERRORS]));
            }
            setTimeout(step, host.timing.mobilePollMs);
          },
          (originalError: unknown) =>
            reject(makeError(errors.VENMO_MOBILE_POLLING_TOKENIZATION_NETWORK_ERROR, { details: { originalError } })),
        )
        .catch(reject);
    };
    step();
  });
}

/**
 * Reads the result the Venmo app left in the fragment (`hash`, default the page's). With paymentMethodUsage the
 * payment context is polled (at most `timing.mobileWindowMs`) and its answer wins; a CUSTOMER-type polling error
 * rejects, any other falls back to the fragment. Legacy: venmoSuccess resolves the fragment's values, venmoError
 * rejects VENMO_APP_FAILED, venmoCancel VENMO_APP_CANCELED, nothing VENMO_CANCELED. Clears the fragment unless
 * ignoreHistoryChanges.
 */
export function processHashResults(
  host: FlowHost,
  hash?: string,
  isOver: () => boolean = () => false,
): Promise<RawResult> {
  const params = fragmentParams(hash);
  let result: Promise<RawResult>;
  if (!host.legacy) {
    result = pollContext(host, Date.now() + host.timing.mobileWindowMs, isOver).then(
      (node) => nodeResult(host, node),
      (error: { type?: string }) => {
        if (error.type === "CUSTOMER") throw error;
        return params;
      },
    );
  } else if (params.venmoSuccess) {
    result = Promise.resolve(params);
  } else if (params.venmoError) {
    // Decoded once more, as braintree-web does (an absent message reads "undefined" there too).
    const originalError = { message: decodeOnce(String(params.errorMessage)), code: params.errorCode };
    result = Promise.reject(makeError(errors.VENMO_APP_FAILED, { details: { originalError } }));
  } else {
    result = Promise.reject(makeError(params.venmoCancel ? errors.VENMO_APP_CANCELED : errors.VENMO_CANCELED));
  }
  if (!host.ignoreHistoryChanges && window.location.hash) {
    window.history.pushState({}, "", window.location.href.slice(0, window.location.href.indexOf("#")));
  }
  return result;
}

/**
 * The default mobile flow: app switch to Venmo, which comes back by setting the page's fragment (hashchange), or
 * the customer comes back by hand (visibilitychange, then `processResultsDelay`). A result already in the
 * fragment (the app opened a new tab) is processed at once. Bounded by `timing.customerWaitMs` (VENMO_CANCELED).
 */
export async function hashChangeFlow(
  host: FlowHost,
  run: Pending<RawResult>,
  processResultsDelay: number | undefined,
): Promise<void> {
  if (hasResult()) return processHashResults(host, undefined, run.done).then(run.resolve, run.reject);
  const previousHash = window.location.hash;
  let processing = false;
  let visibilityTimer: ReturnType<typeof setTimeout> | undefined;
  const complete = (hash?: string) => {
    processing = true;
    processHashResults(host, hash, run.done).then(
      (value) => finish(() => run.resolve(value)),
      (error: unknown) => finish(() => run.reject(error)),
    );
  };
  const finish = (settle: () => void) => {
    if (!host.ignoreHistoryChanges && window.location.hash !== previousHash) window.location.hash = previousHash;
    settle();
  };
  const onHashChange = (event: HashChangeEvent) => {
    const hash = event.newURL.split("#")[1];
    if (!hasResult(hash)) return;
    clearTimeout(visibilityTimer);
    complete(hash);
  };
  const onVisibility = () => {
    if (!document.hidden && !processing)
      visibilityTimer = setTimeout(complete, processResultsDelay || host.timing.processResultsMs);
  };
  window.addEventListener("hashchange", onHashChange);
  const bound = setTimeout(() => run.reject(makeError(errors.VENMO_CANCELED)), host.timing.customerWaitMs);
  // eslint-disable-next-line prefer-const -- run.onEnd (above its one assignment) clears it
  let listenTimer: ReturnType<typeof setTimeout> | undefined;
  run.onEnd(() => {
    window.removeEventListener("hashchange", onHashChange);
    document.removeEventListener("visibilitychange", onVisibility);
    clearTimeout(visibilityTimer);
    clearTimeout(listenTimer);
    clearTimeout(bound);
  });
  const url = await host.url();
  if (run.done()) return;
  host.appSwitch(url);
  // Visibility changes caused by the switch itself are ignored.
  listenTimer = setTimeout(
    () => document.addEventListener("visibilitychange", onVisibility),
    host.timing.visibilityDelayMs,
  );
}

/**
 * Manual return (in a frame, or requireManualReturn): app switch, then poll the payment context created at
 * create() for up to `timing.mobileWindowMs`.
 */
export async function manualReturnFlow(host: FlowHost, run: Pending<RawResult>): Promise<void> {
  pollContext(host, Date.now() + host.timing.mobileWindowMs, run.done).then(
    (node) => run.resolve(nodeResult(host, node)),
    run.reject,
  );
  const url = await host.url();
  if (!run.done()) host.appSwitch(url);
}

function decodeOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
