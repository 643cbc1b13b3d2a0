import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { ApiError } from "../domain/errors.ts";
import { sendError, sendJson, setBodyLimit } from "./json.ts";
import { parseRequestTarget, type RequestTarget } from "./request-target.ts";
import { setRequestId } from "./response.ts";

export type GuardedHandler = (req: IncomingMessage, res: ServerResponse, target: RequestTarget) => Promise<void> | void;

// Request ids are "<process prefix>-<counter>": unique across the processes sharing a database, and cheaper
// than a random UUID per request.
const processPrefix = randomBytes(4).toString("hex");
let counter = 0;
const nextRequestId = () => `${processPrefix}-${(++counter).toString(36)}`;

function isClientGone(req: IncomingMessage, res: ServerResponse, err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return res.destroyed || (req.destroyed && (code === "ECONNRESET" || code === "ERR_STREAM_PREMATURE_CLOSE"));
}

/**
 * The one path every request takes: it gets an `x-request-id`; a request-target that is not an origin-form
 * path is a 400 and a declared body above the limit a 413, before any handler runs; an ApiError becomes
 * its JSON error; any other exception a 500 JSON body carrying the request id, which the log line repeats.
 * Nothing a request does can reject out of here, so no request can end the process.
 */
export function guardRequests(handler: GuardedHandler, maxBodyBytes: number) {
  // Not async: a handler that answers in the same turn (a cached event read, most of an on-sale spike) costs no
  // promise here; one that returns a promise has its rejection answered the same way as a throw.
  return (req: IncomingMessage, res: ServerResponse): void => {
    const requestId = nextRequestId();
    setRequestId(res, requestId);
    // An aborted upload rejects the handler's body read; these keep the stream errors from being unhandled.
    req.on("error", ignore);
    res.on("error", ignore);
    try {
      const target = parseRequestTarget(req.url);
      if ("problem" in target) throw new ApiError(400, "invalid_request_target", target.problem);
      // RFC 9112 §3.2: an HTTP/1.1 request without Host is a 400 (node:http's own check answers without a body).
      if (req.httpVersion === "1.1" && !req.headers.host)
        throw new ApiError(400, "missing_host", "HTTP/1.1 requests must send a Host header.");
      const declared = req.headers["content-length"];
      if (declared !== undefined && Number(declared) > maxBodyBytes) {
        throw new ApiError(
          413,
          "body_too_large",
          `The request body must be at most ${maxBodyBytes} bytes; this one declares ${declared}.`,
        );
      }
      // Only a request that may carry a body needs its limit recorded (a WeakMap entry is not free on every read).
      if (req.method !== "GET" && req.method !== "HEAD") setBodyLimit(req, maxBodyBytes);
      const answered = handler(req, res, target);
      if (answered) answered.then(undefined, (err: unknown) => fail(req, res, err, requestId));
    } catch (err) {
      fail(req, res, err, requestId);
    }
  };
}

function fail(req: IncomingMessage, res: ServerResponse, err: unknown, requestId: string): void {
  try {
    answerFailure(req, res, err, requestId);
  } catch (failure) {
    console.error(`[request ${requestId}] the error answer failed:`, failure);
  }
}

function ignore(): void {}

/**
 * The path as the log may keep it: no query, and every segment that looks like a secret (an invitation's or a
 * ticket's link token: 20 or more URL-safe characters) masked, since a log is read by more people than a token's
 * holder.
 */
export function loggedPath(url: string | undefined): string {
  const path = (url ?? "").split("?")[0] ?? "";
  return path.replace(/[A-Za-z0-9_-]{20,}/g, ":token");
}

function answerFailure(req: IncomingMessage, res: ServerResponse, err: unknown, id: string): void {
  if (isClientGone(req, res, err)) return;
  const expected = err instanceof ApiError;
  if (!expected) console.error(`[request ${id}] ${req.method} ${loggedPath(req.url)} failed with 500:`, err);
  if (res.headersSent) {
    // Half an answer cannot be turned into an error: cut the connection so the client sees it failed.
    res.destroy();
    return;
  }
  // The rest of an unread body would otherwise be parsed as the next request on this connection.
  if (!req.complete) res.setHeader("connection", "close");
  if (expected) {
    sendError(res, err);
    return;
  }
  sendJson(res, 500, {
    error: {
      code: "internal_error",
      message: `The server failed to handle this request. It has been logged as request ${id}; quote it when reporting the problem.`,
      request_id: id,
    },
  });
}
