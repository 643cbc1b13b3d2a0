// @vitest-environment node
import { createServer, type Server, type ServerResponse } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { ApiResponse, setCorsHeaders, setRequestId } from "./response.ts";

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** Serves `answer` behind what the guard and the router do, and returns the raw head lines of one GET. */
async function headOf(answer: (res: ServerResponse) => void, { cors = false, plain = false } = {}): Promise<string[]> {
  const handler = (_req: unknown, res: ServerResponse) => {
    setRequestId(res, "abc-1");
    if (cors) setCorsHeaders(res);
    answer(res);
  };
  server = plain ? createServer(handler) : createServer({ ServerResponse: ApiResponse }, handler);
  await new Promise<void>((done) => server!.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  const raw = await new Promise<string>((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () =>
      socket.write("GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"),
    );
    let text = "";
    socket.on("data", (chunk) => (text += chunk.toString("latin1")));
    socket.on("end", () => resolve(text));
    socket.on("error", reject);
  });
  return raw
    .slice(0, raw.indexOf("\r\n\r\n"))
    .split("\r\n")
    .slice(1)
    .map((line) => line.toLowerCase());
}

const names = (head: string[]) => head.map((line) => line.slice(0, line.indexOf(":")));
const flat = ["content-type", "application/json", "content-length", 2, "etag", '"e1"'];

describe.each([
  ["an ApiResponse", false],
  ["a plain ServerResponse", true],
])("the request id and CORS headers on %s", (_name, plain) => {
  it("complete a head written as one flat array, each header once", async () => {
    const head = await headOf((res) => (res.writeHead(200, flat), res.end("{}")), { cors: true, plain });
    expect(head).toEqual(
      expect.arrayContaining([
        "x-request-id: abc-1",
        "access-control-allow-origin: *",
        "content-type: application/json",
        'etag: "e1"',
      ]),
    );
    expect(
      head.some((line) => line.startsWith("access-control-expose-headers: content-disposition, etag, x-request-id")),
    ).toBe(true);
    expect(new Set(names(head)).size).toBe(head.length);
  });

  it("complete a head given as an object, or none at all, and leave a handler's own CORS value alone", async () => {
    const object = await headOf(
      (res) => (res.writeHead(204, { "access-control-allow-origin": "https://a.example" }), res.end()),
      { cors: true, plain },
    );
    expect(object).toContain("x-request-id: abc-1");
    expect(object).toContain("access-control-allow-origin: https://a.example");
    expect(new Set(names(object)).size).toBe(object.length);
    const implicit = await headOf((res) => res.end("ok"), { plain });
    expect(implicit).toContain("x-request-id: abc-1");
    expect(names(implicit)).not.toContain("access-control-allow-origin");
  });

  it("keep a header set before a flat head is written", async () => {
    const head = await headOf((res) => (res.setHeader("x-before", "1"), res.writeHead(200, flat), res.end("{}")), {
      plain,
    });
    expect(head).toEqual(expect.arrayContaining(["x-request-id: abc-1", "x-before: 1", 'etag: "e1"']));
    expect(new Set(names(head)).size).toBe(head.length);
  });
});
