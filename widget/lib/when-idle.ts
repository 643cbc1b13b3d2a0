/**
 * Runs `task` once the browser is idle, at the latest after `timeoutMs`; returns a cancel function (an effect's
 * cleanup). Without requestIdleCallback (Safari) it runs after 200 ms.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}
