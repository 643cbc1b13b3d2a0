import { FRAME_GLOBAL, type FrameBridge } from "./frame-api.ts";
import { EVENT_NAME, frameMessage, parseHostMessage, type FrameMessage, type PendingOrder } from "./messages.ts";
import { guessedParentOrigin, originOf } from "./parent-origin.ts";

const warn = (what: string) => console.warn(`[ticket-checkout] frame: ${what}`);

/**
 * The frame side of the bridge (in /embed/events/:id). It talks only to `window.parent`, and only once the
 * parent has said hello from an origin the event allows (`allowedOrigins`, when the server knows them; the
 * page's `frame-ancestors` says the same to the browser): until then nothing but "ready" leaves the frame.
 * It reports the content height, forwards the element's `ticket-checkout:*` events and asks for top-window
 * navigation; installs the global the widget's later chunks use (frame-api.ts).
 */
export function installFrameBridge(el: HTMLElement | null, allowedOrigins: string[] | null): FrameBridge {
  const parent = window.parent;
  const framed = parent !== window;
  const allowed = (origin: string | null) => !!origin && (!allowedOrigins || allowedOrigins.includes(origin));
  let host: { origin: string; url: string; pending: PendingOrder | null } | null = null;
  const pendingListeners = new Set<(pending: PendingOrder) => void>();
  const queue: FrameMessage[] = [];
  let height = -1;
  const send = (message: FrameMessage) => {
    if (!host) {
      if (message.type !== "resize") queue.push(message);
      return;
    }
    try {
      parent.postMessage(message, host.origin);
    } catch {
      // A detail the browser cannot clone (a function, a DOM node): the event still crosses, without it.
      if (message.type !== "event") return;
      warn(`the detail of ${message.name} cannot be cloned; sent without it`);
      parent.postMessage({ ...message, detail: null }, host.origin);
    }
  };
  const sendHeight = () => {
    const h = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (h === height) return;
    height = h;
    send(frameMessage({ type: "resize", height: h }));
  };

  addEventListener("message", (event: MessageEvent) => {
    if (!framed || event.source !== parent || host) return;
    const hello = parseHostMessage(event.data);
    if (!hello) return warn("ignored a malformed message from the parent");
    if (!allowed(event.origin)) return warn(`the parent ${event.origin} is not allowed to embed this event`);
    if (originOf(hello.url) !== event.origin) return warn("ignored a hello whose address is not the parent's");
    host = { origin: event.origin, url: hello.url, pending: hello.pending ?? null };
    height = -1;
    sendHeight();
    for (const m of queue.splice(0)) send(m);
    if (host.pending) for (const listener of pendingListeners) listener(host.pending);
  });

  if (framed) {
    new ResizeObserver(sendHeight).observe(document.documentElement);
    parent.postMessage(frameMessage({ type: "ready" }), "*"); // nothing in it; the answer's origin is checked
  }

  if (el) {
    // Any `ticket-checkout:*` CustomEvent dispatched on the element crosses to the host element.
    const dispatch = el.dispatchEvent.bind(el);
    el.dispatchEvent = (event: Event) => {
      const result = dispatch(event);
      if (event instanceof CustomEvent && EVENT_NAME.test(event.type)) {
        send(frameMessage({ type: "event", name: event.type, detail: event.detail }));
      }
      return result;
    };
  }

  const bridge: FrameBridge = {
    hostOrigin: () => host?.origin ?? (framed && allowed(guessedParentOrigin()) ? guessedParentOrigin() : null),
    hostUrl: () => host?.url ?? null,
    navigate(url, pending) {
      if (host) return send(frameMessage(pending ? { type: "navigate", url, pending } : { type: "navigate", url }));
      // A bare iframe (no loader on the host page): the browser lets a frame navigate its top window after a
      // click (the Next that started this); else the frame itself goes.
      try {
        window.top!.location.href = url;
      } catch {
        location.href = url;
      }
    },
    returnHandled: () => send(frameMessage({ type: "return-handled" })),
    onPendingOrder(listener) {
      if (host?.pending) listener(host.pending);
      else pendingListeners.add(listener);
      return () => pendingListeners.delete(listener);
    },
  };
  (globalThis as { [FRAME_GLOBAL]?: FrameBridge })[FRAME_GLOBAL] = bridge;
  return bridge;
}
