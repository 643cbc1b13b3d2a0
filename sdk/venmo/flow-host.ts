import type { TIMING } from "./constants.ts";
import type { VenmoClient, VenmoContextNode } from "./types.ts";

/** What the flows share with the instance: the client, the current payment context and the timing. */
export interface FlowHost {
  readonly client: VenmoClient;
  /** No paymentMethodUsage: the legacy QR-code payment context operations. */
  readonly legacy: boolean;
  readonly timing: typeof TIMING;
  readonly ignoreHistoryChanges: boolean;
  /** The current payment context (mobile and web login; the QR overlay has its own). */
  contextId: string | undefined;
  /** Its last status seen; a poll acts only on a change. */
  contextStatus: string | undefined;
  /** The Venmo address of this flow (getUrl); `channel` = the web-login popup's channel. */
  url(channel?: string): Promise<string>;
  appSwitch(url: string): void;
}

/** The raw result of an approved context. */
export const nodeResult = (host: FlowHost, node: VenmoContextNode) => ({
  paymentMethodNonce: node.paymentMethodId,
  username: node.userName,
  payerInfo: node.payerInfo,
  id: host.contextId,
});
