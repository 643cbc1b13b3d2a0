// The engine's state as React state (useSyncExternalStore on its subscribe/getState), and a clock that ticks so
// "list from 2 minutes ago" stays true while nothing else changes.
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import type { EngineState, ScannerEngine } from "../engine/index.ts";

export function useEngineState(engine: ScannerEngine): EngineState {
  const subscribe = useCallback((fn: () => void) => engine.subscribe(fn), [engine]);
  const getState = useCallback(() => engine.getState(), [engine]);
  return useSyncExternalStore(subscribe, getState);
}

/** Date.now(), renewed every `everyMs`. */
export function useNow(everyMs = 10_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
