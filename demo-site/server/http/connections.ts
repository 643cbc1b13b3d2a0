import type { Server } from "node:http";
import type { Socket } from "node:net";

function rawJson(status: number, reason: string, code: string, message: string, extra = ""): string {
  const body = JSON.stringify({ error: { code, message } });
  return `HTTP/1.1 ${status} ${reason}\r\nconnection: close\r\ncontent-type: application/json; charset=utf-8\r\ncache-control: no-store\r\n${extra}content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
}

const refused = new WeakSet<Socket>();

/** True for a connection that was over its client's cap and is being closed: its requests get no answer. */
export function isRefused(socket: Socket): boolean {
  return refused.has(socket);
}

/**
 * Caps the open connections per client IP. One more is answered 429 at once and closed, so one client
 * cannot hold every socket of the process (idle or slowloris connections count until they are closed).
 */
export function capConnectionsPerClient(server: Server, max: number): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    const ip = socket.remoteAddress ?? "unknown";
    const count = open.get(ip) ?? 0;
    if (count >= max) {
      refused.add(socket);
      socket.on("error", () => socket.destroy());
      socket.end(
        rawJson(
          429,
          "Too Many Requests",
          "too_many_connections",
          `At most ${max} open connections per client; close idle ones and retry.`,
          "retry-after: 1\r\n",
        ),
      );
      setTimeout(() => socket.destroy(), 1_000).unref();
      return;
    }
    open.set(ip, count + 1);
    socket.once("close", () => {
      const left = (open.get(ip) ?? 1) - 1;
      if (left > 0) open.set(ip, left);
      else open.delete(ip);
    });
  });
}

/**
 * Answers requests that node:http refuses before the request listener (malformed request line or headers,
 * headers above 16 KiB, header or request timeout) with a JSON error instead of Node's bare one, then closes.
 */
export function answerClientErrors(server: Server): void {
  server.on("clientError", (err: NodeJS.ErrnoException, socket: Socket) => {
    const inProgress = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
    if (err.code === "ECONNRESET" || !socket.writable || inProgress || refused.has(socket)) {
      socket.destroy();
      return;
    }
    const answer =
      err.code === "HPE_HEADER_OVERFLOW"
        ? rawJson(
            431,
            "Request Header Fields Too Large",
            "headers_too_large",
            "The request line and headers must be at most 16 KiB.",
          )
        : err.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? rawJson(408, "Request Timeout", "request_timeout", "The request did not arrive in time.")
          : rawJson(
              400,
              "Bad Request",
              "malformed_request",
              `The request is not valid HTTP/1.1 (${err.code ?? "parse error"}).`,
            );
    socket.end(answer);
    setTimeout(() => socket.destroy(), 1_000).unref();
  });
}
