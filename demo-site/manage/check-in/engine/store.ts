// What the scanner keeps on the device, in IndexedDB (database "ticket-check-in", through `idb`): who it is (the
// device token or the person), the lists it may scan and the one chosen, one snapshot per list, the queue of scans
// not yet sent, and the scans it counted since its snapshot. The engine sees it through EngineStore, so its logic
// is tested without a browser (memoryStore below).
import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { Credentials, ListChoice, LocalScan, QueuedScan, Snapshot } from "./types.ts";

export interface Settings {
  credentials: Credentials | null;
  lists: ListChoice[];
  listId: number | null;
  /** the server said the device's token was revoked: kept, so a restart offline still says so */
  revoked?: boolean;
}

export interface EngineStore {
  settings(): Promise<Settings>;
  saveSettings(settings: Settings): Promise<void>;
  snapshot(listId: number): Promise<Snapshot | null>;
  saveSnapshot(snapshot: Snapshot): Promise<void>;
  queue(): Promise<QueuedScan[]>;
  /** Keeps a scan made offline (to send) and, when it counted, the local scan (to decide the next ones). */
  addScan(queued: QueuedScan | null, local: LocalScan | null): Promise<void>;
  /** Forgets sent scans. */
  removeQueued(clientScanIds: string[]): Promise<void>;
  locals(listId: number): Promise<LocalScan[]>;
  removeLocals(clientScanIds: string[]): Promise<void>;
  /** Notes that the server has these scans (sent in a batch at `at`). */
  markSent(clientScanIds: string[], at: number): Promise<void>;
  /** Forgets everything (the device is handed back). */
  clear(): Promise<void>;
}

interface CheckInDb extends DBSchema {
  settings: { key: string; value: Settings };
  snapshots: { key: number; value: Snapshot };
  queue: { key: string; value: QueuedScan };
  locals: { key: string; value: LocalScan; indexes: { listId: number } };
}

const SETTINGS_KEY = "settings";
const emptySettings = (): Settings => ({ credentials: null, lists: [], listId: null });

export function idbStore(name = "ticket-check-in"): EngineStore {
  let opened: Promise<IDBPDatabase<CheckInDb>> | null = null;
  const db = () =>
    (opened ??= openDB<CheckInDb>(name, 1, {
      upgrade(database) {
        database.createObjectStore("settings");
        database.createObjectStore("snapshots", { keyPath: "list.id" });
        database.createObjectStore("queue", { keyPath: "clientScanId" });
        database.createObjectStore("locals", { keyPath: "clientScanId" }).createIndex("listId", "listId");
      },
    }));
  return {
    settings: async () => (await (await db()).get("settings", SETTINGS_KEY)) ?? emptySettings(),
    saveSettings: async (settings) => void (await (await db()).put("settings", settings, SETTINGS_KEY)),
    snapshot: async (listId) => (await (await db()).get("snapshots", listId)) ?? null,
    saveSnapshot: async (snapshot) => void (await (await db()).put("snapshots", snapshot)),
    queue: async () => (await db()).getAll("queue"),
    async addScan(queued, local) {
      const tx = (await db()).transaction(["queue", "locals"], "readwrite");
      await Promise.all([
        queued && tx.objectStore("queue").put(queued),
        local && tx.objectStore("locals").put(local),
        tx.done,
      ]);
    },
    async removeQueued(ids) {
      const tx = (await db()).transaction("queue", "readwrite");
      await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done]);
    },
    locals: async (listId) => (await db()).getAllFromIndex("locals", "listId", listId),
    async removeLocals(ids) {
      const tx = (await db()).transaction("locals", "readwrite");
      await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done]);
    },
    async markSent(ids, at) {
      const tx = (await db()).transaction("locals", "readwrite");
      const mark = async (id: string) => {
        const local = await tx.store.get(id);
        if (local) await tx.store.put({ ...local, sentAt: at });
      };
      await Promise.all([...ids.map(mark), tx.done]);
    },
    async clear() {
      const names = ["settings", "snapshots", "queue", "locals"] as const;
      const tx = (await db()).transaction(names, "readwrite");
      await Promise.all([...names.map((n) => tx.objectStore(n).clear()), tx.done]);
    },
  };
}

/** The same store in memory: for tests, and where IndexedDB is unavailable (a private window may refuse it). */
export function memoryStore(): EngineStore {
  let settings = emptySettings();
  const snapshots = new Map<number, Snapshot>();
  const queue = new Map<string, QueuedScan>();
  const locals = new Map<string, LocalScan>();
  return {
    settings: async () => structuredClone(settings),
    saveSettings: async (next) => void (settings = structuredClone(next)),
    snapshot: async (listId) => snapshots.get(listId) ?? null,
    saveSnapshot: async (snapshot) => void snapshots.set(snapshot.list.id, snapshot),
    queue: async () => [...queue.values()],
    async addScan(queued, local) {
      if (queued) queue.set(queued.clientScanId, queued);
      if (local) locals.set(local.clientScanId, local);
    },
    removeQueued: async (ids) => ids.forEach((id) => queue.delete(id)),
    locals: async (listId) => [...locals.values()].filter((l) => l.listId === listId),
    removeLocals: async (ids) => ids.forEach((id) => locals.delete(id)),
    async markSent(ids, at) {
      for (const id of ids) {
        const local = locals.get(id);
        if (local) locals.set(id, { ...local, sentAt: at });
      }
    },
    async clear() {
      settings = emptySettings();
      snapshots.clear();
      queue.clear();
      locals.clear();
    },
  };
}
