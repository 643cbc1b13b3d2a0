import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface HostPage {
  /** An origin different from the API's (127.0.0.1 vs localhost, and another port). */
  origin: string;
  /** Serves `html` at `path` (default "/"). */
  set(path: string, html: string): void;
  close(): Promise<void>;
}

/** A stand-in for an organizer's own website, on its own origin, serving pages a test writes. */
export async function startHostPage(): Promise<HostPage> {
  const pages = new Map<string, string>();
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const html = pages.get(path);
    res.writeHead(html === undefined ? 404 : 200, { "content-type": "text/html; charset=utf-8" });
    res.end(html ?? "not found");
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    set: (path, html) => void pages.set(path, html),
    close: () => new Promise((done) => server.close(() => done())),
  };
}
