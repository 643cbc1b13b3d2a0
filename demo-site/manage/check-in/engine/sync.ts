// Keeping the device in step with the server without anyone switching modes: the queue of offline scans goes up in
// batches when the network returns (the `online` event, and every 15 s), the chosen list's snapshot is fetched at
// start and every 60 s, and every answer (or its absence) tells the engine whether it is online.
import { ScannerApiError, type ScannerApi } from "./api.ts";
import type { EngineStore } from "./store.ts";
import type { Snapshot } from "./types.ts";

export const QUEUE_INTERVAL_MS = 15_000;
export const SNAPSHOT_INTERVAL_MS = 60_000;
/** The batch route takes 500 scans, but a body of at most 64 KiB by default: about 200 TC2 scans. */
const BATCH_SIZE = 100;
/** Refusals that a retry cannot change (the request itself is wrong for the server): those scans are dropped. */
const PERMANENT = new Set([400, 404, 409, 422]);
const TOO_LARGE = 413;

/** What the sync needs from the engine. */
export interface SyncHost {
  api: ScannerApi;
  store: EngineStore;
  now(): number;
  /** whether the last call got an answer */
  online(): boolean;
  organizerId(): number | null;
  listId(): number | null;
  /** A call got an answer (true) or none (false); with the failure when it failed. */
  reached(ok: boolean, error?: ScannerApiError): void;
  snapshotFetched(snapshot: Snapshot, requestedAt: number): Promise<void>;
  queueChanged(pending: number): void;
  revoked(): void;
}

export interface Sync {
  /** Sends the queue (all of it, in batches); resolves when done or when the network fails. */
  upload(): Promise<void>;
  /** Fetches the chosen list's snapshot (after any upload under way, so it counts what was sent). */
  refresh(): Promise<void>;
  start(): void;
  stop(): void;
}

/** A page or worker has them; Node (the unit tests) has none. */
const hasWindowEvents = () => typeof addEventListener === "function";

export function createSync(host: SyncHost): Sync {
  // One operation at a time: a snapshot fetched while a batch is in flight could miss scans the device then
  // forgets, so uploads and refreshes run one after the other.
  let chain: Promise<void> = Promise.resolve();
  const serial = (task: () => Promise<void>) => (chain = chain.then(task, task));
  const failed = (error: unknown) => {
    if (!(error instanceof ScannerApiError)) throw error;
    if (error.code === "device_revoked") host.revoked();
    host.reached(!error.unreachable, error);
    return error;
  };

  async function uploadNow(): Promise<void> {
    const organizerId = host.organizerId();
    if (organizerId === null) return;
    let size = BATCH_SIZE;
    for (;;) {
      const queue = (await host.store.queue()).sort((a, b) => a.scannedAt - b.scannedAt);
      if (!queue.length) return;
      const batch = queue.slice(0, size);
      const ids = batch.map((s) => s.clientScanId);
      try {
        const answer = await host.api.batch(organizerId, batch);
        host.reached(true);
        if (answer.revoked) host.revoked();
      } catch (error) {
        const failure = failed(error);
        // A body too large for the server (long codes): smaller batches, down to one scan, which is then dropped.
        if (failure.status === TOO_LARGE && size > 1) {
          size = Math.ceil(size / 2);
          continue;
        }
        if (!PERMANENT.has(failure.status) && failure.status !== TOO_LARGE) return;
      }
      await host.store.removeQueued(ids);
      await host.store.markSent(ids, host.now());
      // Counted again: scans may have been queued while the batch was on its way.
      host.queueChanged((await host.store.queue()).length);
    }
  }

  async function refreshNow(): Promise<void> {
    const organizerId = host.organizerId();
    const listId = host.listId();
    if (organizerId === null || listId === null) return;
    const requestedAt = host.now();
    try {
      const snapshot = await host.api.snapshot(organizerId, listId);
      host.reached(true);
      if (host.listId() === listId) await host.snapshotFetched(snapshot, requestedAt);
    } catch (error) {
      failed(error);
    }
  }

  const upload = () => serial(uploadNow);
  const refresh = () => serial(refreshNow);
  const onOnline = () => void upload().then(refresh);
  const onOffline = () => host.reached(false);
  let timers: ReturnType<typeof setInterval>[] = [];
  return {
    upload,
    refresh,
    start() {
      if (timers.length) return;
      // Offline, the 15 s tick also asks for the snapshot: the first answer says the network is back.
      const tick = () => void upload().then(() => (host.online() ? undefined : refresh()));
      timers = [setInterval(tick, QUEUE_INTERVAL_MS), setInterval(() => void refresh(), SNAPSHOT_INTERVAL_MS)];
      if (hasWindowEvents()) {
        addEventListener("online", onOnline);
        addEventListener("offline", onOffline);
      }
    },
    stop() {
      timers.forEach(clearInterval);
      timers = [];
      if (hasWindowEvents()) {
        removeEventListener("online", onOnline);
        removeEventListener("offline", onOffline);
      }
    },
  };
}
