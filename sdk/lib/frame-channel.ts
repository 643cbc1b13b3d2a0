/**
 * The message our frame pages (served on the assets origin) post to the page that opened them. Plain
 * structured-clone data: `channel` ties it to one flow, `kind` says what happened, `params` carries the return
 * page's query parameters (without `channel`).
 */
export interface FrameMessage {
  channel: string;
  kind: string;
  params: Record<string, string>;
}

/** What a listener checks before it believes a message. */
export interface FrameChannelOptions {
  /** The assets origin, e.g. "https://assets.braintreegateway.com": messages from any other origin are ignored. */
  origin: string;
  /** The flow's channel id (also in the frame's URL as `?channel=`). */
  channel: string;
  /** The window allowed to speak (the popup); messages from any other window are ignored. */
  source: () => unknown;
  onMessage: (message: FrameMessage) => void;
}

/** A random channel id: 32 hex digits, safe in a URL and in a window name. */
export function channelId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => (b + 256).toString(16).slice(1)).join("");
}

/** `new URL(url).origin`, or "" for something that is not a URL (then no message can ever match). */
export function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return "";
  }
}

/**
 * Listens for FrameMessages of one channel. A message is delivered only when it comes from `origin`, from the
 * `source` window, and carries the channel id; everything else (other tabs, other origins, other flows, other
 * libraries' postMessage traffic) is ignored. Returns the function that stops listening.
 */
export function listenOnChannel(options: FrameChannelOptions): () => void {
  const handler = (event: MessageEvent) => {
    if (!options.origin || event.origin !== options.origin || event.source !== options.source()) return;
    const data = event.data as Partial<FrameMessage> | null;
    if (!data || typeof data !== "object" || data.channel !== options.channel || typeof data.kind !== "string") return;
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(data.params ?? {})) if (typeof value === "string") params[key] = value;
    options.onMessage({ channel: data.channel, kind: data.kind, params });
  };
  window.addEventListener("message", handler);
  return () => window.removeEventListener("message", handler);
}
