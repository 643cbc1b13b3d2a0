// The door scanner's engine, as the screens use it (the contract's "C2" section): its types and the factory.
import { createEngine } from "./engine.ts";
import type { EngineOptions, ScannerEngine } from "./types.ts";

export type {
  CheckInResult,
  EngineState,
  Identity,
  ListChoice,
  ListView,
  ScannerEngine,
  ScanType,
  Verdict,
} from "./types.ts";

/** The engine: IndexedDB for what the device keeps, window.fetch and Date.now unless given. */
export function createScannerEngine(options?: EngineOptions): ScannerEngine {
  return createEngine(options);
}
