import type { IncomingMessage, ServerResponse } from "node:http";

/** An expected failure with a stable code; becomes {"error":{"code","message","field"?}}. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    ...headers,
  });
  res.end(text);
}

export function sendError(res: ServerResponse, err: ApiError, headers: Record<string, string> = {}): void {
  const error: Record<string, string> = { code: err.code, message: err.message };
  if (err.field) error.field = err.field;
  sendJson(res, err.status, { ...err.extra, error }, headers);
}

const maxBodyBytes = 64 * 1024;

/** Reads a JSON request body (at most 64 KiB); malformed or oversized bodies are 400/413 ApiErrors. */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBodyBytes) throw new ApiError(413, "body_too_large", `The request body must be at most ${maxBodyBytes} bytes.`);
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (text.trim() === "") throw new ApiError(400, "invalid_json", "The request body must be a JSON object; it was empty.");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, "invalid_json", "The request body is not valid JSON; send a JSON object with content-type application/json.");
  }
}
