import type { CardinalGlobal } from "./types.ts";

/** Why a load failed: the tag errored, it loaded without `window.Cardinal`, or it did not load in time. */
export type ScriptFailure = "load-error" | "no-global" | "timeout";

// One load per URL and page, shared by every instance; a failed load is forgotten so the next create retries.
const loads = new Map<string, Promise<CardinalGlobal>>();

/**
 * Loads Cardinal Songbird from `src` (once per page) and resolves with `window.Cardinal`. Rejects with a
 * ScriptFailure: on a load error, when the script defines no global, or after `timeoutMs`. Never pending longer.
 */
export function loadCardinalScript(src: string, timeoutMs: number): Promise<CardinalGlobal> {
  // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- a ScriptFailure code
  if (typeof document === "undefined") return Promise.reject<CardinalGlobal>("load-error");
  const ready = readCardinal();
  if (ready) return Promise.resolve(ready);
  let load = loads.get(src);
  if (!load) {
    load = inject(src, timeoutMs);
    load.catch(() => loads.delete(src));
    loads.set(src, load);
  }
  return load;
}

function inject(src: string, timeoutMs: number): Promise<CardinalGlobal> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    const timer = setTimeout(() => finish("timeout"), timeoutMs);
    function finish(failure: ScriptFailure | null) {
      clearTimeout(timer);
      script.onload = script.onerror = null;
      const cardinal = readCardinal();
      if (!failure && cardinal) return resolve(cardinal);
      // A dead tag is removed so a later attempt downloads afresh instead of waiting on it.
      script.remove();
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- a ScriptFailure code
      reject(failure ?? "no-global");
    }
    script.onload = () => finish(null);
    script.onerror = () => finish("load-error");
    script.src = src;
    script.async = true;
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- null in a page without <head>
    (document.head ?? document.body).appendChild(script);
  });
}

function readCardinal(): CardinalGlobal | undefined {
  const cardinal = (globalThis as { Cardinal?: CardinalGlobal }).Cardinal;
  return cardinal && typeof cardinal.setup === "function" ? cardinal : undefined;
}

/** Test hook: forget cached loads. */
export function resetCardinalScriptForTests(): void {
  loads.clear();
}
