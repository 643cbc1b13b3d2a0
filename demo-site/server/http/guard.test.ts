// @vitest-environment node
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { guardRequests, type GuardedHandler } from "./guard.ts";
import { ApiError } from "../domain/errors.ts";
import { rawRequest } from "../testing/raw-http.ts";

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

async function serve(handler: GuardedHandler, maxBody = 1024): Promise<number> {
  server = createServer(guardRequests(handler, maxBody));
  await new Promise<void>((done) => server!.listen(0, "127.0.0.1", done));
  return (server.address() as AddressInfo).port;
}

describe("guardRequests", () => {
  it("turns an exception in a handler into a 500 JSON body whose request id the log line repeats", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const port = await serve(() => {
      throw new TypeError("boom in a handler");
    });
    const answer = await rawRequest(port, "GET /x HTTP/1.1\r\nHost: localhost\r\n\r\n");
    expect(answer.status).toBe(500);
    const body = JSON.parse(answer.body);
    expect(body.error.code).toBe("internal_error");
    expect(body.error.request_id).toBe(answer.headers["x-request-id"]);
    expect(body.error.message).toContain(body.error.request_id);
    expect(body.error.message).not.toContain("boom");
    const logged = log.mock.calls.map((args) => args.map(String).join(" ")).join("\n");
    expect(logged).toContain(`[request ${body.error.request_id}] GET /x failed with 500`);
    expect(logged).toContain("boom in a handler");
    log.mockRestore();
  });

  it("logs a failed request's path without its query and with link tokens masked", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const port = await serve(() => {
      throw new TypeError("boom");
    });
    const token = "Qm9vbS1hLXRva2VuLXRoYXQtaXMtbG9uZw";
    await rawRequest(port, `POST /api/manage/invitations/${token}/passkey?code=123456 HTTP/1.1\r\nHost: x\r\n\r\n`);
    const logged = log.mock.calls.map((args) => args.map(String).join(" ")).join("\n");
    expect(logged).toContain("POST /api/manage/invitations/:token/passkey failed with 500");
    expect(logged).not.toContain(token);
    expect(logged).not.toContain("123456");
    log.mockRestore();
  });

  it("answers an async rejection the same way and keeps serving", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    let calls = 0;
    const port = await serve(async (_req, res) => {
      if (calls++ === 0) throw new Error("first one fails");
      res.end("ok");
    });
    expect((await rawRequest(port, "GET /a HTTP/1.1\r\nHost: localhost\r\n\r\n")).status).toBe(500);
    expect((await rawRequest(port, "GET /a HTTP/1.1\r\nHost: localhost\r\n\r\n")).status).toBe(200);
    log.mockRestore();
  });

  it("gives every answer a distinct x-request-id", async () => {
    const port = await serve((_req, res) => void res.end("ok"));
    const ids = await Promise.all([1, 2, 3].map(() => rawRequest(port, "GET / HTTP/1.1\r\nHost: localhost\r\n\r\n")));
    expect(new Set(ids.map((a) => a.headers["x-request-id"])).size).toBe(3);
  });

  it("answers ApiErrors with their status and code, not as a 500", async () => {
    const port = await serve(() => {
      throw new ApiError(409, "conflict_here", "Already taken.");
    });
    const answer = await rawRequest(port, "GET / HTTP/1.1\r\nHost: localhost\r\n\r\n");
    expect(answer.status).toBe(409);
    expect(JSON.parse(answer.body).error).toEqual({ code: "conflict_here", message: "Already taken." });
  });

  it("refuses a target that is not an origin-form path, and a declared body over the limit, before the handler runs", async () => {
    const handler = vi.fn((_req, res) => void res.end("ok")) as unknown as GuardedHandler;
    const port = await serve(handler, 100);
    expect((await rawRequest(port, "GET //x HTTP/1.1\r\nHost: localhost\r\n\r\n")).status).toBe(400);
    const big = await rawRequest(port, "POST /x HTTP/1.1\r\nHost: localhost\r\ncontent-length: 101\r\n\r\n");
    expect(big.status).toBe(413);
    expect(big.headers.connection).toBe("close");
    expect(handler).not.toHaveBeenCalled();
  });
});
