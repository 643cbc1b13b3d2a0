// The door scanner's engine (no React): who the device is, which list it scans, and the verdict for each code:
// the server's when it answers within REDEEM_TIMEOUT_MS, else the device's own from the list's snapshot (queued
// for the server). ScannerApp.tsx and check-in/ui/ read its state and call it; createScannerEngine is the factory.
import { createScannerApi, ScannerApiError } from "./api.ts";
import { idbStore, memoryStore, type EngineStore } from "./store.ts";
import { fromAnswer, registerWorker } from "./online.ts";
import { createSync } from "./sync.ts";
import type { Credentials, EngineOptions, EngineState, LocalScan, ScannerEngine, ScanType, Snapshot } from "./types.ts";
import { decide, indexSnapshot, readCode, type SnapshotIndex } from "./verdict.ts";

export interface EngineInternals extends EngineOptions {
  /** where the device keeps its data (default: IndexedDB, or memory where IndexedDB is missing) */
  store?: EngineStore;
}

/** The longest code the server stores (scan-input.ts): a ticket's is 118 characters. */
const MAX_QUEUED_CODE = 1000;

const navigatorOnline = () => (typeof navigator === "undefined" ? true : navigator.onLine !== false);

function defaultStore(): EngineStore {
  return typeof indexedDB === "undefined" ? memoryStore() : idbStore();
}

const initialState = (): EngineState => ({
  ready: false,
  identity: null,
  online: navigatorOnline(),
  snapshotAt: null,
  pending: 0,
  lists: [],
  listId: null,
  revoked: false,
  error: null,
});

export function createEngine(options: EngineInternals = {}): ScannerEngine {
  const now = options.now ?? (() => Date.now());
  const kept = options.store ?? defaultStore();
  // A scan's record is written in the background, in order: the verdict never waits for IndexedDB (at 4x CPU a
  // write took a good part of the 150 ms a verdict may take). Whatever reads the queue waits for those writes.
  let writes: Promise<void> = Promise.resolve();
  const persist = (write: () => Promise<void>) => {
    writes = writes.then(write).catch((error: unknown) => console.error("check-in: a scan was not kept", error));
  };
  const store: EngineStore = {
    ...kept,
    queue: async () => {
      await writes;
      return kept.queue();
    },
  };
  let credentials: Credentials | null = null;
  const api = createScannerApi(options.fetch ?? ((input, init) => fetch(input, init)), () => credentials?.token);
  let state = initialState();
  let reached = true;
  let index: SnapshotIndex | null = null;
  let locals: LocalScan[] = [];
  const listeners = new Set<() => void>();

  const set = (patch: Partial<EngineState>) => {
    state = { ...state, ...patch };
    for (const fn of listeners) fn();
  };
  const organizerId = () => credentials?.identity.organizerId ?? null;
  const actorName = () =>
    credentials?.identity.kind === "device" ? credentials.identity.deviceName : (credentials?.identity.email ?? "");
  const saveSettings = () =>
    store.saveSettings({ credentials, lists: state.lists, listId: state.listId, revoked: state.revoked });
  const markRevoked = () => {
    if (state.revoked) return;
    set({ revoked: true });
    void saveSettings();
  };

  const sync = createSync({
    api,
    store,
    now,
    online: () => state.online,
    organizerId,
    listId: () => state.listId,
    reached(ok, error) {
      reached = ok;
      set({ online: ok && navigatorOnline(), error: error && !error.unreachable ? error.code : ok ? null : "network" });
    },
    async snapshotFetched(snapshot, requestedAt) {
      await store.saveSnapshot(snapshot);
      // The scans the server had before this snapshot was asked for are in it now.
      const pending = new Set((await store.queue()).map((s) => s.clientScanId));
      const known = locals.filter(
        (l) => l.sentAt !== undefined && l.sentAt < requestedAt && !pending.has(l.clientScanId),
      );
      await store.removeLocals(known.map((l) => l.clientScanId));
      const gone = new Set(known);
      locals = locals.filter((l) => !gone.has(l));
      useSnapshot(snapshot);
    },
    queueChanged: (pending) => set({ pending }),
    revoked: markRevoked,
  });

  function useSnapshot(snapshot: Snapshot | null) {
    index = snapshot ? indexSnapshot(snapshot) : null;
    set({ snapshotAt: snapshot?.generatedAt ?? null });
  }

  async function loadList(listId: number | null) {
    locals = listId === null ? [] : await store.locals(listId);
    useSnapshot(listId === null ? null : await store.snapshot(listId));
  }

  /** The lists the identity may scan, fetched again (kept for offline starts); the choice kept when still there. */
  async function refreshLists() {
    const org = organizerId();
    if (org === null) return;
    try {
      const lists = await api.lists(org);
      reached = true;
      const listId = lists.some((l) => l.id === state.listId) ? state.listId : lists.length === 1 ? lists[0]!.id : null;
      const changed = listId !== state.listId;
      set({ lists, listId, online: navigatorOnline(), error: null });
      await saveSettings();
      if (changed) await loadList(listId);
    } catch (error) {
      if (!(error instanceof ScannerApiError)) throw error;
      if (error.code === "device_revoked") markRevoked();
      reached = !error.unreachable;
      set({ online: reached && navigatorOnline(), error: error.unreachable ? "network" : error.code });
    }
  }

  async function becomes(next: Credentials) {
    credentials = next;
    set({ identity: next.identity, lists: [], listId: null, revoked: false, error: null });
    await loadList(null);
    await saveSettings();
    await refreshLists();
    await sync.refresh();
  }

  async function scanOnline(listId: number, code: string, type: ScanType, clientScanId: string, at: number) {
    const org = organizerId()!;
    try {
      const answer = await api.redeem(org, { listId, code, clientScanId, type });
      reached = true;
      if (!state.online || state.error) set({ online: navigatorOnline(), error: null });
      if (answer.status === "counted" && answer.ticket) {
        const local = { clientScanId, listId, ticketId: answer.ticket.id, type, at, listName: answer.list.name };
        const counted: LocalScan = { ...local, by: actorName(), sentAt: now() };
        locals.push(counted);
        persist(() => store.addScan(null, counted));
      }
      return fromAnswer(answer, code, at, index);
    } catch (error) {
      if (!(error instanceof ScannerApiError)) throw error;
      if (error.code === "device_revoked") markRevoked();
      reached = !error.unreachable;
      set({ online: reached && navigatorOnline(), error: error.unreachable ? "network" : error.code });
      // Answered but refused as a request (not as a ticket): the server keeps nothing to send again.
      return error.unreachable || error.code === "device_revoked" ? null : "answered";
    }
  }

  async function scanOffline(
    listId: number,
    code: string,
    type: ScanType,
    clientScanId: string,
    at: number,
    queue: boolean,
  ) {
    const listName = index?.list.name ?? state.lists.find((l) => l.id === listId)?.name ?? "";
    const read = index ? await readCode(index, code) : null;
    const decision = index
      ? decide(index, locals, code, read, type, at)
      : { verdict: { result: "unknown" as const, offline: true, code, at, listName }, countedTicketId: null };
    const local: LocalScan | null = decision.countedTicketId
      ? { clientScanId, listId, ticketId: decision.countedTicketId, type, at, listName, by: actorName() }
      : null;
    if (local) locals.push(local);
    // The server takes codes up to MAX_QUEUED_CODE characters; a longer one is no ticket (it stays "unknown").
    const queued =
      queue && code.length <= MAX_QUEUED_CODE
        ? { clientScanId, listId, code, type, scannedAt: at, deviceResult: decision.verdict.result }
        : null;
    if (queued) set({ pending: state.pending + 1 });
    persist(() => store.addScan(queued, local));
    return decision.verdict;
  }

  return {
    getState: () => state,
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    async start() {
      registerWorker();
      const settings = await store.settings();
      credentials = settings.credentials;
      const { lists, listId } = settings;
      state = { ...state, identity: credentials?.identity ?? null, lists, listId, revoked: settings.revoked ?? false };
      await loadList(settings.listId);
      set({ ready: true, pending: (await store.queue()).length });
      sync.start();
      if (credentials) void refreshLists().then(() => sync.upload().then(sync.refresh));
    },
    stop: () => sync.stop(),
    async pair(code) {
      try {
        const paired = await api.pair(code.trim());
        const { name, organizerId: org } = paired.device;
        await becomes({ identity: { kind: "device", deviceName: name, organizerId: org }, token: paired.token });
      } catch (error) {
        if (error instanceof ScannerApiError) set({ error: error.code });
        throw error;
      }
    },
    async usePerson(org) {
      try {
        const session = await api.session();
        await becomes({ identity: { kind: "person", email: session.user.email, organizerId: org } });
      } catch (error) {
        if (error instanceof ScannerApiError) set({ error: error.code });
        throw error;
      }
    },
    async selectList(id) {
      set({ listId: id });
      await saveSettings();
      await loadList(id);
      await sync.refresh();
    },
    async scan(rawCode, type = "entry") {
      const started = performance.now();
      const listId = state.listId;
      if (listId === null || !credentials)
        throw new Error("scan(): pair the device or sign in, and choose a list first");
      const code = rawCode.trim();
      const at = now();
      const clientScanId = crypto.randomUUID();
      // Once a call has gone unanswered the device decides alone until the sync hears from the server again:
      // a door does not wait 2.5 s per guest on a network that is gone.
      const online =
        reached && navigatorOnline() && !state.revoked ? await scanOnline(listId, code, type, clientScanId, at) : null;
      const verdict =
        online && online !== "answered"
          ? online
          : await scanOffline(listId, code, type, clientScanId, at, online !== "answered");
      return { ...verdict, readMs: Math.round((performance.now() - started) * 10) / 10 };
    },
    async forget() {
      await writes;
      await store.clear();
      credentials = null;
      index = null;
      locals = [];
      set({ ...initialState(), ready: true });
    },
  };
}
