import type { ReactElement } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { whileHydrating } from "./use-hydrated.ts";

/**
 * Hydrates the painted shadow root. Preact adopts the server's nodes as they are and changes the DOM only where
 * its render differs: a text it rewrites, a node it adds or removes. Each such change is a mismatch between the
 * server's markup and the client's render, seen while the (synchronous) hydrate runs; it is reported in the
 * console and as a mark, which the browser suite requires to be absent.
 */
export function hydrateWatched(shadow: ShadowRoot, element: ReactElement): Root {
  const watch = new MutationObserver(() => undefined);
  watch.observe(shadow, { subtree: true, childList: true, characterData: true, characterDataOldValue: true });
  // The types name Element only; Preact hydrates any parent node, a shadow root included.
  const root = whileHydrating(() => hydrateRoot(shadow as unknown as Element, element));
  const changes = watch.takeRecords();
  watch.disconnect();
  if (changes.length) {
    performance.mark?.("tc:hydration-error");
    const where = (node: Node) => (node instanceof Element ? node : node.parentElement)?.className || node.nodeName;
    console.error(
      "ticket-checkout: the client render changed the server's markup while hydrating it:",
      changes.map((c) => `${c.type} in ${where(c.target)} (+${c.addedNodes.length} -${c.removedNodes.length} was ${JSON.stringify(c.oldValue)})`),
    );
  }
  return root;
}
