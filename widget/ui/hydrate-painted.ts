import type { ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";

// Hydration of the loader's painted markup in a shadow root, with a recovery that leaves one tree. When the markup
// does not match, React renders the root again on the client and inserts that tree, but it clears the old nodes
// only from a document or an element container: in a shadow root (a document fragment) the painted copy stayed on
// top of the live one, looking like the checkout and dead to every press.

/**
 * Hydrates `children` over what `shadow` holds; `onRecoverable` hears each recoverable error (a mismatch). Once
 * React has put a client-rendered tree beside the painted nodes, the painted nodes are removed.
 */
export function hydratePainted(shadow: ShadowRoot, children: ReactNode, onRecoverable: (error: unknown) => void): Root {
  const painted = new Set<Node>(shadow.childNodes);
  // React calls this after the commit that holds its recovery, when the client tree is already in the shadow root.
  const onRecoverableError = (error: unknown) => {
    onRecoverable(error);
    if (!painted.size) return;
    const rendered = [...shadow.children].some((child) => !painted.has(child));
    if (!rendered) return; // a mismatch React mended inside the painted tree (a Suspense boundary): nothing doubled
    for (const node of painted) if (node.parentNode === shadow) shadow.removeChild(node);
    painted.clear();
  };
  // React hydrates a document fragment (the shadow root) as it renders into one; its types name Element only.
  return hydrateRoot(shadow as unknown as Element, children, { onRecoverableError });
}
