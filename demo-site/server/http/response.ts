// The server's response class: the request id, CORS headers and, during shutdown, `connection: close` go into the
// head as it is written; a cached head is written as one flat array, without node:http setting each header.
import { ServerResponse, type IncomingMessage, type OutgoingHttpHeader, type OutgoingHttpHeaders } from "node:http";

/** A response head as node:http takes it flat: name, value, name, value… */
export type FlatHead = OutgoingHttpHeader[];

// The widget, loader and SDK run on organizers' sites, so assets and the API answer any origin. No cookies or
// credentials are involved, so "*" is safe here.
const none: FlatHead = [];
const corsHead: FlatHead = [
  "access-control-allow-origin",
  "*",
  "access-control-expose-headers",
  "content-disposition, etag, x-request-id",
];

/**
 * The server's responses (createServer's ServerResponse): the request id and, on the cross-origin paths, the CORS
 * headers go into the head as it is written, beside the handler's own. A handler that writes its head as one flat
 * array (a cached event read, most of an on-sale spike) has it written as it is. node:http sets every header of a
 * head one by one once any header was set (the request id used to be, first thing): with this, 2 workers spent 3-7 µs
 * less CPU per cached event read (4 alternating runs of scripts/bench-scale.mjs' event reads).
 */
export class ApiResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
  /** Set by the guard before any handler runs. */
  requestId = "";
  /** Set by the router on the cross-origin paths. */
  cors = false;

  /** Whether answers must close their connections (the server is shutting down): a server's subclass says. */
  protected shuttingDown(): boolean {
    return false;
  }

  override writeHead(
    statusCode: number,
    statusMessage?: string,
    headers?: OutgoingHttpHeaders | OutgoingHttpHeader[],
  ): this;
  override writeHead(statusCode: number, headers?: OutgoingHttpHeaders | OutgoingHttpHeader[]): this;
  override writeHead(
    statusCode: number,
    messageOrHeaders?: string | OutgoingHttpHeaders | OutgoingHttpHeader[],
    maybeHeaders?: OutgoingHttpHeaders | OutgoingHttpHeader[],
  ): this {
    const message = typeof messageOrHeaders === "string" ? messageOrHeaders : undefined;
    const headers = typeof messageOrHeaders === "string" ? maybeHeaders : messageOrHeaders;
    // A flat array (not [name, value] pairs) is completed as it is; node:http still sets it one by one if some
    // header was set before with setHeader, which gives the same head.
    if (Array.isArray(headers) && !Array.isArray(headers[0])) {
      const own: FlatHead = this.requestId ? ["x-request-id", this.requestId] : [];
      if (this.shuttingDown()) own.push("connection", "close");
      return super.writeHead(statusCode, message, own.concat(this.cors ? corsHead : none, headers));
    }
    if (this.requestId) this.setHeader("x-request-id", this.requestId);
    if (this.shuttingDown()) this.setHeader("connection", "close");
    if (this.cors) setMissing(this, corsHead);
    return super.writeHead(statusCode, message, headers);
  }
}

/** Sets each header of `head` that `res` does not have yet (a handler's own value stays). */
function setMissing(res: ServerResponse, head: FlatHead): void {
  for (let i = 0; i < head.length; i += 2) {
    const name = head[i] as string;
    if (!res.hasHeader(name)) res.setHeader(name, head[i + 1]!);
  }
}

/** Gives `res` its request id: written with the head by an ApiResponse, set at once on any other response. */
export function setRequestId(res: ServerResponse, id: string): void {
  if (res instanceof ApiResponse) res.requestId = id;
  else res.setHeader("x-request-id", id);
}

/** Marks `res` as a cross-origin answer (the CORS headers above). */
export function setCorsHeaders(res: ServerResponse): void {
  if (res instanceof ApiResponse) res.cors = true;
  else setMissing(res, corsHead);
}
