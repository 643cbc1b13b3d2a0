/**
 * On-demand chunk: the desktop QR flow. A full-screen iframe overlay (our venmo-desktop-frame page) shows the QR
 * code of a fresh payment context; this side polls the context once per `desktopPollMs` and moves the overlay
 * through CREATED -> SCANNED ("Authorize on your Venmo app") -> APPROVED ("Venmo account authorized", resolved
 * after `completionDelayMs`), or shows the error view on EXPIRED (also set here when the context's lifetime
 * passes), FAILED or CANCELED, from which the customer may ask for a new code. Closing the overlay cancels the
 * context. A hidden alert region on the page announces each step. Imports nothing the entry has: requests,
 * the frame channel and the timing are handed in.
 */

const ALERTS = {
  generating: "Generating a QR code, get your Venmo app ready",
  scan: "To scan the QR code, open your Venmo app",
  authorizing: "Authorize on your Venmo app",
  authorized: "Venmo account authorized",
};
const ERROR_TEXT = { CANCELED: "The authorization was canceled", other: "Something went wrong" };

/** A payment context as the create mutation returns it. */
interface Context {
  id: string;
  merchantId?: string;
  createdAt: string;
  expiresAt: string;
  status?: string;
}

/** The status query's node. */
interface Node {
  status: string;
  paymentMethodId?: string;
  userName?: string;
  payerInfo?: { userName?: string };
}

/** What the entry hands in. */
export interface DesktopQrDeps {
  /** Our overlay page, with the channel in its fragment. */
  frameUrl: string;
  /** Assets origin (messages go only there). */
  origin: string;
  channel: string;
  /** Listens for checked frame messages from `source` on the channel; returns the stop function. */
  listen(
    source: () => unknown,
    onMessage: (message: { kind: string; params: Record<string, string> }) => void,
  ): () => void;
  createContext(): Promise<Context>;
  query(id: string): Promise<Node>;
  update(id: string, status: string): Promise<unknown>;
  /** Shown in the QR code instead of the context's merchant id when given. */
  profileId: string | undefined;
  timing: { desktopPollMs: number; completionDelayMs: number; customerWaitMs: number; frameReadyMs: number };
}

/** How the overlay ended. `error` carries braintree-web's `{reason, err?}` shape or a failed request. */
export type QrOutcome =
  | {
      kind: "approved";
      result: { paymentMethodNonce?: string; username: string; payerInfo?: Node["payerInfo"]; id: string };
    }
  | { kind: "canceled" }
  | { kind: "timeout" }
  | { kind: "error"; error: unknown };

/** A running QR flow. */
export interface DesktopQr {
  outcome: Promise<QrOutcome>;
  /** Sets the shown context CANCELED (cancelTokenization). */
  cancelContext(): Promise<unknown>;
  /** Removes the overlay and stops polling; `outcome` settles "canceled" if it had not. */
  close(): void;
}

/** Shows the overlay and runs the flow until an outcome. */
export function runDesktopQr(deps: DesktopQrDeps): DesktopQr {
  const { timing } = deps;
  let finish: (outcome: QrOutcome) => void = () => undefined;
  const outcome = new Promise<QrOutcome>((resolve) => (finish = resolve));
  let over = false;
  let contextId: string | undefined;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (fn: () => void, ms: number) => {
    const timer = setTimeout(() => (timers.delete(timer), fn()), ms);
    timers.add(timer);
  };

  const iframe = document.createElement("iframe");
  iframe.src = deps.frameUrl;
  iframe.name = "venmo-desktop-iframe";
  iframe.title = "Venmo Desktop";
  Object.assign(iframe.style, {
    position: "fixed",
    inset: "0",
    width: "100%",
    height: "100%",
    border: "0",
    zIndex: "9999999",
    display: "block",
    background: "transparent",
  });
  const alertBox = document.createElement("div");
  alertBox.setAttribute("role", "alert");
  alertBox.setAttribute("data-venmo-desktop-id", deps.channel);
  Object.assign(alertBox.style, {
    position: "fixed",
    width: "1px",
    height: "1px",
    overflow: "hidden",
    zIndex: "0",
    display: "none",
  });
  const setAlert = (text: string) => {
    alertBox.style.display = text ? "block" : "none";
    alertBox.textContent = text;
  };
  const tell = (kind: string, params: Record<string, string> = {}) =>
    iframe.contentWindow?.postMessage({ channel: deps.channel, kind, params }, deps.origin);

  const end = (result: QrOutcome) => {
    if (over) return;
    over = true;
    for (const timer of timers) clearTimeout(timer);
    stopListening();
    setAlert("");
    iframe.remove();
    alertBox.remove();
    finish(result);
  };
  const showError = (status: string) => {
    const message = status === "CANCELED" ? ERROR_TEXT.CANCELED : ERROR_TEXT.other;
    tell("error", { message });
    setAlert(message);
  };

  /** One polling round for context `id`; stops when a newer context replaced it or the flow is over. */
  const poll = (id: string, status: string | undefined, expiresAt: number) => {
    if (over || id !== contextId) return;
    if (Date.now() > expiresAt) {
      deps.update(id, "EXPIRED").then(() => showError("EXPIRED"), fail);
      return;
    }
    deps.query(id).then((node) => {
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the gateway may answer null
      if (over || id !== contextId || !node) return;
      if (node.status !== status) {
        status = node.status;
        if (status === "EXPIRED" || status === "FAILED" || status === "CANCELED") return showError(status);
        if (status === "SCANNED") {
          tell("authorizing");
          setAlert(ALERTS.authorizing);
        }
        if (status === "APPROVED") {
          tell("authorized");
          setAlert(ALERTS.authorized);
          const result = {
            paymentMethodNonce: node.paymentMethodId,
            username: "@" + (node.userName ?? "").replace("@", ""),
            payerInfo: node.payerInfo,
            id,
          };
          return later(() => end({ kind: "approved", result }), timing.completionDelayMs);
        }
      }
      later(() => poll(id, status, expiresAt), timing.desktopPollMs);
    }, fail);
  };
  const fail = (error: unknown) => end({ kind: "error", error });

  /** A new context, its QR code, then polling (also on the customer's "new QR code" request). */
  const start = () => {
    contextId = undefined;
    setAlert(ALERTS.generating);
    tell("generating");
    deps.createContext().then((context) => {
      if (over) return;
      contextId = context.id;
      const lifetime = new Date(context.expiresAt).getTime() - new Date(context.createdAt).getTime();
      tell("qr", { id: context.id, merchantId: deps.profileId || context.merchantId || "" });
      setAlert(ALERTS.scan);
      poll(context.id, context.status, Date.now() + lifetime);
    }, fail);
  };

  let ready = false;
  const stopListening = deps.listen(
    () => iframe.contentWindow,
    (message) => {
      if (message.kind === "ready" && !ready) {
        ready = true;
        start();
      } else if (message.kind === "new-qr" && ready) {
        start();
      } else if (message.kind === "cancel") {
        if (contextId) void deps.update(contextId, "CANCELED").catch(() => undefined);
        end({ kind: "canceled" });
      }
    },
  );
  later(() => ready || fail({ reason: "FRAME_LOAD_TIMEOUT" }), timing.frameReadyMs);
  later(() => end({ kind: "timeout" }), timing.customerWaitMs);
  document.body.append(iframe, alertBox);
  setAlert(ALERTS.generating);
  iframe.focus();

  return {
    outcome,
    cancelContext: () => (contextId ? deps.update(contextId, "CANCELED") : Promise.resolve()),
    close: () => end({ kind: "canceled" }),
  };
}
