import type { IncomingMessage, ServerResponse } from "node:http";
import { ApiError } from "../domain/errors.ts";

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  sendJsonBytes(res, status, JSON.stringify(body), headers);
}

/**
 * JSON already serialized (and maybe compressed: then `headers` names its content-encoding), e.g. an answer kept
 * in a cache; `no-store` unless `headers` says otherwise.
 */
export function sendJsonBytes(
  res: ServerResponse,
  status: number,
  bytes: string | Buffer,
  headers: Record<string, string> = {},
): void {
  // A limit's 429 carries its wait as retry_after in the body; HTTP clients read it from Retry-After.
  if (status === 429 && typeof bytes === "string" && !res.hasHeader("retry-after")) {
    const wait = /"retry_after":(\d+)/.exec(bytes)?.[1];
    if (wait) res.setHeader("retry-after", wait);
  }
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(bytes),
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    ...headers,
  });
  res.end(bytes);
}

export function sendError(res: ServerResponse, err: ApiError, headers: Record<string, string> = {}): void {
  const error: Record<string, string> = { code: err.code, message: err.message };
  if (err.field) error.field = err.field;
  sendJson(res, err.status, { ...err.extra, error }, headers);
}

const defaultMaxBodyBytes = 64 * 1024;
const bodyLimits = new WeakMap<IncomingMessage, number>();

/** The request guard records the configured body limit (MAX_BODY_BYTES) for readJsonBody. */
export function setBodyLimit(req: IncomingMessage, maxBytes: number): void {
  bodyLimits.set(req, maxBytes);
}

// application/json, optionally with parameters (charset); nothing else is parsed as JSON.
const jsonMediaType = /^application\/json\s*(;|$)/i;

/** The raw body; plain stream events rather than `for await`, which costs a promise per chunk. */
function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (req.readableEnded) return resolve(Buffer.alloc(0));
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const fail = (err: Error) => {
      if (done) return;
      done = true;
      req.removeListener("data", onData);
      reject(err);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes)
        fail(new ApiError(413, "body_too_large", `The request body must be at most ${maxBytes} bytes.`));
      else chunks.push(chunk);
    };
    req.on("data", onData);
    req.once("end", () => {
      if (done) return;
      done = true;
      resolve(Buffer.concat(chunks, size));
    });
    req.once("error", fail);
    // A client that goes away mid-body: "close" without "end".
    req.once("close", () =>
      fail(Object.assign(new Error("The client closed the connection before the body ended."), { code: "ECONNRESET" })),
    );
  });
}

/**
 * Reads a JSON request body. A content type other than application/json is 415, a body above the limit
 * (64 KiB unless MAX_BODY_BYTES says otherwise) 413, an empty or malformed one 400.
 */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const type = req.headers["content-type"];
  if (!type || !jsonMediaType.test(type)) {
    throw new ApiError(
      415,
      "unsupported_media_type",
      `Send the body as JSON with content-type application/json${type ? `, not ${type}` : ""}.`,
    );
  }
  const text = (await readBody(req, bodyLimits.get(req) ?? defaultMaxBodyBytes)).toString("utf8");
  if (text.trim() === "")
    throw new ApiError(400, "invalid_json", "The request body must be a JSON object; it was empty.");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(
      400,
      "invalid_json",
      "The request body is not valid JSON; send a JSON object with content-type application/json.",
    );
  }
}

/** The exact bytes of a request body (webhook signatures are computed over them), up to the body limit (413 past it). */
export function readRawBody(req: IncomingMessage): Promise<Buffer> {
  return readBody(req, bodyLimits.get(req) ?? defaultMaxBodyBytes);
}
