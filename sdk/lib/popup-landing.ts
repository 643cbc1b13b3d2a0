/**
 * The little protocol between the SDK and the landing page its popups open on (sdk/lib/frames/announce-landing.ts).
 * Shared by both sides so the channel rule and the message kinds cannot drift apart.
 */

/** Kind the landing page posts when it is showing. It never ends a popup wait. */
export const LANDING_SHOWN = "landing";

/** Kind the SDK posts to ask a showing landing page to close itself. */
export const CLOSE_REQUEST = "close";

/**
 * The flow's channel, taken from a popup window name `<prefix>_<32 hex>`. The landing URL carries no query, so the
 * name is the only thing the page and the opener both know before they have spoken.
 */
export function channelOfWindowName(name: string): string | undefined {
  return /_([0-9a-f]{32})$/.exec(name)?.[1];
}
