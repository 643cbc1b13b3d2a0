import { makeError } from "../lib/make-error.ts";
import { within } from "../lib/within.ts";
import { CHUNK_TIMEOUT_MS } from "../lib/constants.ts";
import { waitForPopup } from "../lib/popup-flow.ts";
import type { Popup } from "../lib/popup.ts";
import { queryPaymentContext } from "./payment-context.ts";
import { MAX_STATUS_CHECKS } from "./constants.ts";
import { nodeResult, type FlowHost } from "./flow-host.ts";
import type { RawResult } from "./hash-result.ts";
import type { Pending } from "./pending.ts";
import type { VenmoContextNode } from "./types.ts";
import * as errors from "./errors.ts";

/** Where the popup is and what it may say. */
export interface WebLoginPopup {
  popup: Popup;
  channel: string;
  /** Assets origin of our return page. */
  origin: string;
  /** Cancels the tokenization (the backdrop's "Cancel payment"). */
  cancel(): void;
}

/** The status query; a failure is VENMO_NETWORK_ERROR with the client error as `details`. */
function checkStatus(host: FlowHost): Promise<VenmoContextNode> {
  return queryPaymentContext(host.client, host.legacy, host.contextId).catch((networkError: unknown) => {
    throw makeError(errors.VENMO_NETWORK_ERROR, { details: networkError });
  });
}

/**
 * After the popup came back: up to MAX_STATUS_CHECKS status queries (back to back, as braintree-web). APPROVED
 * resolves; CANCELED rejects VENMO_CUSTOMER_CANCELED, FAILED or no decision VENMO_TOKENIZATION_FAILED. A failure
 * while the context is still CREATED means the customer left before Venmo recorded it: VENMO_CUSTOMER_CANCELED.
 */
export async function statusAfterReturn(host: FlowHost): Promise<VenmoContextNode> {
  try {
    for (let check = 1; ; check++) {
      const node = await checkStatus(host);
      if (node.status !== host.contextStatus) {
        host.contextStatus = node.status;
        if (node.status === "APPROVED") return node;
        if (node.status === "CANCELED") throw makeError(errors.VENMO_CUSTOMER_CANCELED);
        if (node.status === "FAILED") throw makeError(errors.VENMO_TOKENIZATION_FAILED);
      }
      if (check >= MAX_STATUS_CHECKS) throw makeError(errors.VENMO_TOKENIZATION_FAILED);
    }
  } catch (statusError) {
    const node = await checkStatus(host).catch(() => undefined);
    throw node?.status === "CREATED" ? makeError(errors.VENMO_CUSTOMER_CANCELED) : statusError;
  }
}

/**
 * Desktop web login: our dark backdrop over the page (loaded on demand), the popup sent to Venmo's login, our
 * return page reports back, then the status checks. The popup closed by the customer rejects
 * FRAME_SERVICE_FRAME_CLOSED (as braintree-web); a popup left open past `timing.customerWaitMs` VENMO_POPUP_TIMEOUT.
 */
export async function webLoginFlow(host: FlowHost, run: Pending<RawResult>, login: WebLoginPopup): Promise<void> {
  const { popup } = login;
  run.onEnd(() => popup.close());
  const wait = waitForPopup({
    popup,
    origin: login.origin,
    channel: login.channel,
    timeoutMs: host.timing.customerWaitMs,
    kinds: ["return"],
  });
  run.onEnd(wait.stop);
  const url = await host.url(login.channel);
  const ui = await within(import("./web-login-backdrop.ts"), CHUNK_TIMEOUT_MS, () => undefined).catch(() => undefined);
  if (run.done()) return;
  // Without the backdrop chunk the flow still works: the popup is the only UI then.
  const backdrop = ui?.showBackdrop({
    onContinue: () => popup.focus(),
    onCancel: () => (popup.close(), login.cancel()),
  });
  run.onEnd(() => backdrop?.hide());
  popup.redirect(url);
  const outcome = await wait.outcome;
  popup.close();
  backdrop?.hide();
  if (run.done()) return;
  if (outcome.kind === "timeout") return run.reject(makeError(errors.VENMO_POPUP_TIMEOUT));
  if (outcome.kind === "closed") return run.reject(makeError(errors.FRAME_SERVICE_FRAME_CLOSED));
  statusAfterReturn(host).then((node) => run.resolve(nodeResult(host, node)), run.reject);
}
