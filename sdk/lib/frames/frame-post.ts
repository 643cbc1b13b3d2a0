/**
 * Frame side of the frame channel (sdk/lib/frame-channel.ts), for OUR pages on the assets origin. Bundled into
 * each frame script, never into a module.
 */

/**
 * Posts `{channel, kind, params}` to the window that opened this popup. `params` are this page's query
 * parameters without `channel`. Returns false when there is nobody to tell (no opener or no channel), so the page
 * can say so. The target origin is "*" because this page cannot know the merchant's origin; the opener accepts
 * the message only from the assets origin, from its own popup, on its own channel, and the params are what the
 * provider put in the return URL, useless without the merchant's authorization.
 */
export function postToOpener(kind: string, search: string = location.search): boolean {
  const query = new URLSearchParams(search);
  const channel = query.get("channel");
  query.delete("channel");
  const opener = window.opener as Window | null;
  if (!channel || !opener) return false;
  opener.postMessage({ channel, kind, params: Object.fromEntries(query) }, "*");
  return true;
}

/** Shows the element with id `id` (pages hide their "close this window" hint until it is needed). */
export function reveal(id: string): void {
  document.getElementById(id)?.removeAttribute("hidden");
}
