import { connect, type Socket } from "node:net";

export interface RawAnswer {
  /** HTTP status of the first response, or null when the server closed (or timed out) without one. */
  status: number | null;
  headers: Record<string, string>;
  body: string;
  /** The server closed the connection (as opposed to keeping it alive after answering). */
  closed: boolean;
  ms: number;
}

export interface RawOptions {
  /** Pieces written one after another, `gapMs` apart (slow senders); a string is one piece. */
  gapMs?: number;
  /** Half-close after writing (the client sends nothing more: a truncated body stays truncated). */
  endAfterWrite?: boolean;
  /** Destroy the socket right after writing, without waiting for an answer. */
  abortAfterWrite?: boolean;
  /** Give up waiting after this long (the answer is then `status: null`). */
  timeoutMs?: number;
}

/** Parses the first HTTP response in `raw` once it is complete (by content-length, chunked end, or no body). */
function parseResponse(raw: Buffer, method: string): Omit<RawAnswer, "closed" | "ms"> | null {
  const end = raw.indexOf("\r\n\r\n");
  if (end === -1) return null;
  const lines = raw.subarray(0, end).toString("latin1").split("\r\n");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? "")?.[1] ?? NaN);
  const headers: Record<string, string> = {};
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const rest = raw.subarray(end + 4);
  if (method === "HEAD" || status === 304 || status === 204) return { status, headers, body: "" };
  if (headers["content-length"] !== undefined) {
    const length = Number(headers["content-length"]);
    return rest.length >= length ? { status, headers, body: rest.subarray(0, length).toString("utf8") } : null;
  }
  if (headers["transfer-encoding"] === "chunked")
    return rest.includes("\r\n0\r\n\r\n") || rest.subarray(0, 5).toString() === "0\r\n\r\n"
      ? { status, headers, body: rest.toString("utf8") }
      : null;
  return null;
}

/**
 * Sends raw bytes to host:port over TCP and reads the first response. Resolves (never rejects) when a
 * complete response arrived and the server either closed or kept the connection, or on close/timeout.
 */
export function rawRequest(
  port: number,
  pieces: string | Buffer | (string | Buffer)[],
  options: RawOptions = {},
): Promise<RawAnswer> {
  const list = Array.isArray(pieces) ? pieces : [pieces];
  const firstText = list[0]?.toString("latin1") ?? "";
  const method = /^[A-Z]+/.exec(firstText)?.[0] ?? "GET";
  const started = performance.now();
  return new Promise((resolve) => {
    const socket: Socket = connect(port, "127.0.0.1");
    let received = Buffer.alloc(0);
    let settled = false;
    let parsed: Omit<RawAnswer, "closed" | "ms"> | null = null;
    const finish = (closed: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const answer = parsed ??
        parseResponse(received, method) ?? { status: null, headers: {}, body: received.toString("latin1") };
      resolve({ ...answer, closed, ms: Math.round(performance.now() - started) });
    };
    const timer = setTimeout(() => finish(false), options.timeoutMs ?? 10_000);
    socket.on("data", (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      parsed = parseResponse(received, method);
      // A complete answer on a connection the server keeps open: done. With "connection: close" wait for the close.
      if (parsed && parsed.headers.connection !== "close") finish(false);
    });
    socket.on("error", () => finish(true));
    socket.on("close", () => finish(true));
    const writePieces = async () => {
      for (const [i, piece] of list.entries()) {
        if (i > 0 && options.gapMs) await new Promise((r) => setTimeout(r, options.gapMs));
        if (settled || socket.destroyed) return;
        socket.write(piece);
      }
      if (options.abortAfterWrite) {
        // Let the bytes leave before the reset.
        setTimeout(() => finish(true), 50);
        return;
      }
      if (options.endAfterWrite) socket.end();
    };
    // Not awaited: the socket's events settle the request; the writes only feed it.
    socket.on("connect", () => void writePieces());
  });
}

/** Opens a TCP connection and resolves once it is established (or with the first bytes the server sends). */
export function openIdle(port: number): Promise<{ socket: Socket; greeting: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let text = "";
    const greeting = new Promise<string>((done) => {
      socket.on("data", (c: Buffer) => (text += c.toString("latin1")));
      socket.on("close", () => done(text));
    });
    socket.on("error", () => undefined);
    socket.once("connect", () => resolve({ socket, greeting }));
    socket.once("error", reject);
  });
}
