/** What the buyer does with step 2 that shows they have found it (pointer, keys, typing, a picked option). */
const ENGAGED = ["pointerdown", "keydown", "input", "change"] as const;

/**
 * Spec §2: step 2 scrolls into view `delayMs` after it opens. Not once the buyer has started on it: a page that
 * moves under a pointer on its way to a field makes the press land elsewhere (seen in the browser suite as a
 * Pay or Apply click that did nothing), and a form that jumps while someone types is disorienting. With
 * reduced motion asked for, the scroll is instant. Returns the clean-up (call it on unmount).
 */
export function scheduleScrollIn(root: HTMLElement, delayMs: number): () => void {
  const stop = () => {
    clearTimeout(timer);
    for (const type of ENGAGED) root.removeEventListener(type, stop, true);
  };
  const timer = setTimeout(() => {
    stop();
    const reduced = typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
    root.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
  }, delayMs);
  for (const type of ENGAGED) root.addEventListener(type, stop, true);
  return stop;
}
