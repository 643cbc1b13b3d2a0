import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface HostPage {
  /** An origin different from the API's (127.0.0.1 vs localhost, and another port). */
  origin: string;
  /** Serves `html` at `path` (default "/"), with extra response headers (e.g. a Content-Security-Policy). */
  set(path: string, html: string, headers?: Record<string, string>): void;
  close(): Promise<void>;
}

/** A stand-in for an organizer's own website, on its own origin, serving pages a test writes. */
export async function startHostPage(): Promise<HostPage> {
  const pages = new Map<string, { html: string; headers?: Record<string, string> }>();
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const page = pages.get(path);
    res.writeHead(page === undefined ? 404 : 200, { ...page?.headers, "content-type": "text/html; charset=utf-8" });
    res.end(page?.html ?? "not found");
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    set: (path, html, headers) => void pages.set(path, { html, headers }),
    close: () => new Promise((done) => server.close(() => done())),
  };
}
