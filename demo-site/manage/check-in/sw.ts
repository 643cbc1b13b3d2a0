// The door scanner's service worker (/manage/check-in/sw.js, scope /manage/check-in/; built by
// scripts/build-check-in.mjs): keeps the scanner's shell and files so the app opens again without a network.
// The shell (the page) is asked from the network first and kept for offline; the app's files have hashed names,
// so a kept copy is never stale: cache first. The API is never answered from here (the engine decides offline).

declare const __PRECACHE__: string[];
declare const __VERSION__: string;

// The worker's own types (the project compiles against the DOM's, not the WebWorker library).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const PREFIX = "check-in-";
const CACHE = PREFIX + __VERSION__;
const SHELL = "/manage/check-in/";
const ASSETS = "/manage/assets/";

worker.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll([SHELL, ...__PRECACHE__]);
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      await worker.clients.claim();
    })(),
  );
});

/** The page from the network (kept for later), else the kept one: every address of the scanner is that shell. */
async function shell(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(SHELL, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(SHELL);
    if (kept) return kept;
    throw error;
  }
}

/** A hashed file: the kept copy, else the network's (kept for next time). */
async function asset(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== worker.location.origin) return;
  if (request.mode === "navigate" && (url.pathname === "/manage/check-in" || url.pathname.startsWith(SHELL)))
    event.respondWith(shell(request));
  else if (url.pathname.startsWith(ASSETS) && !url.pathname.endsWith(".json")) event.respondWith(asset(request));
});
