// @vitest-environment node
import { copyFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleServer, removeBundle, spawnServer, type ChildServer } from "./testing/child-server.ts";
import { repoRoot, tempDir } from "./testing/in-process.ts";
import { openIdle, rawRequest, type RawAnswer } from "./testing/raw-http.ts";
import { freeOrderBody } from "./testing/requests.ts";

// Raw TCP against the server bundled from source and running as its own process: what no HTTP client
// library would send. After every case the server must still answer a normal request, and the database
// must be unchanged unless the case placed a valid order.
const limits = {
  HEADERS_TIMEOUT_MS: "1500",
  REQUEST_TIMEOUT_MS: "3000",
  KEEP_ALIVE_TIMEOUT_MS: "1000",
  MAX_CONNECTIONS_PER_CLIENT: "16",
};
let server: ChildServer;
let bundle: string;
let port: number;
let dbPath: string;
const tally = new Map<string, Map<string, number>>();

beforeAll(async () => {
  bundle = await bundleServer();
  const dir = tempDir("tc-raw-http-");
  dbPath = join(dir, "raw.sqlite");
  const seed = join(dir, "seed.json");
  copyFileSync(join(repoRoot, "demo-site/data/seed.json"), seed);
  server = await spawnServer(bundle, { DATABASE_PATH: dbPath, SEED_FILE: seed, ...limits });
  port = Number(new URL(server.origin).port);
}, 60_000);

afterAll(async () => {
  const groups = [...tally].map(([group, statuses]) => {
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    return `${group}: ${total} (${[...statuses].map(([s, n]) => `${s}×${n}`).join(", ")})`;
  });
  const all = [...tally.values()].flatMap((m) => [...m.values()]).reduce((a, b) => a + b, 0);
  console.log(`raw HTTP fuzz: ${all} raw requests\n  ${groups.join("\n  ")}`);
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if beforeAll failed
  await server?.close();
  if (bundle) removeBundle(bundle);
});

/** Rows that any request could change: orders, their lines and tickets, stock, guest-list use. */
function dbState() {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    const n = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    return {
      orders: n("SELECT COUNT(*) AS n FROM orders"),
      lines: n("SELECT COUNT(*) AS n FROM order_lines"),
      issued: n("SELECT COUNT(*) AS n FROM issued_tickets"),
      sold: n("SELECT SUM(sold) AS n FROM tickets"),
      guestUsed: n("SELECT COUNT(*) AS n FROM guest_list WHERE used = 1"),
      settings: n("SELECT COUNT(*) AS n FROM settings"),
    };
  } finally {
    db.close();
  }
}

function count(group: string, answer: RawAnswer): void {
  const statuses = tally.get(group) ?? new Map<string, number>();
  const key = answer.status === null ? "closed without answer" : String(answer.status);
  statuses.set(key, (statuses.get(key) ?? 0) + 1);
  tally.set(group, statuses);
}

async function stillServes(): Promise<void> {
  const res = await fetch(`${server.origin}/api/events/101`);
  expect(res.status).toBe(200);
  expect((await res.json()).id).toBe(101);
  expect(server.child.exitCode).toBeNull();
}

interface Case {
  name: string;
  send: string | Buffer | (string | Buffer)[];
  /** Expected status; null = the connection closes without an answer. */
  status: number | null;
  code?: string;
  options?: Parameters<typeof rawRequest>[2];
  /** Orders this case places (the database changes by exactly that). */
  orders?: number;
}

async function runCase(group: string, c: Case): Promise<RawAnswer> {
  const before = dbState();
  const answer = await rawRequest(port, c.send, c.options);
  count(group, answer);
  expect(answer.status, `${c.name}: ${answer.body.slice(0, 200)}`).toBe(c.status);
  if (c.code) expect(JSON.parse(answer.body).error.code).toBe(c.code);
  // API and protocol errors are JSON; a page path that does not exist is the HTML 404 page.
  if (answer.status !== null && answer.status >= 400 && answer.body) {
    expect(answer.headers["content-type"]).toMatch(
      answer.status === 404 ? /^(application\/json|text\/html)/ : /^application\/json/,
    );
  }
  expect(answer.status === null || answer.status < 500, `${c.name} must not be a server error`).toBe(true);
  await stillServes();
  const after = dbState();
  const placed = c.orders ?? 0;
  expect(after).toEqual({
    ...before,
    orders: before.orders + placed,
    lines: before.lines + placed,
    issued: before.issued + placed,
    sold: before.sold + placed,
  });
  return answer;
}

const get = (target: string, extra = "") => `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${extra}\r\n`;
const orderJson = JSON.stringify(freeOrderBody());
const post = (path: string, body: string, headers: string) =>
  `POST ${path} HTTP/1.1\r\nHost: localhost\r\n${headers}content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
const json = "content-type: application/json\r\n";

function cases(group: string, list: Case[]) {
  describe(group, () => {
    it.each(list.map((c) => [c.name, c] as const))("%s", async (_name, c) => {
      await runCase(group, c);
    });
  });
}

cases("request line and target", [
  { name: "//x (two leading slashes)", send: get("//x"), status: 400, code: "invalid_request_target" },
  { name: "// alone", send: get("//"), status: 400, code: "invalid_request_target" },
  {
    name: "//evil.example/api/events/101",
    send: get("//evil.example/api/events/101"),
    status: 400,
    code: "invalid_request_target",
  },
  {
    name: "absolute-form http://evil.example/",
    send: get("http://evil.example/api/events/101"),
    status: 400,
    code: "invalid_request_target",
  },
  {
    name: "asterisk-form OPTIONS *",
    send: "OPTIONS * HTTP/1.1\r\nHost: localhost\r\n\r\n",
    status: 400,
    code: "invalid_request_target",
  },
  { name: "path without a leading slash", send: get("api/events/101"), status: 400 },
  { name: "backslash /\\evil.example", send: get("/\\evil.example"), status: 400, code: "invalid_request_target" },
  { name: "fragment in the target", send: get("/api/events/101#x"), status: 400 },
  {
    name: "raw UTF-8 bytes in the target",
    send: Buffer.from("GET /caf\u00e9 HTTP/1.1\r\nHost: localhost\r\n\r\n", "utf8"),
    status: 400,
  },
  { name: "control character in the target", send: "GET /a\x01b HTTP/1.1\r\nHost: localhost\r\n\r\n", status: 400 },
  { name: "space inside the target", send: "GET /a b HTTP/1.1\r\nHost: localhost\r\n\r\n", status: 400 },
  { name: "not HTTP at all", send: "HELLO THERE\r\n\r\n", status: 400 },
  { name: "unknown HTTP version", send: "GET / HTTP/9.9\r\nHost: localhost\r\n\r\n", status: 400 },
  { name: "HTTP/1.1 without Host", send: "GET /api/events/101 HTTP/1.1\r\n\r\n", status: 400, code: "missing_host" },
  { name: "HTTP/1.0 without Host", send: "GET /api/events/101 HTTP/1.0\r\n\r\n", status: 200 },
  { name: "lowercase method", send: "get / HTTP/1.1\r\nHost: localhost\r\n\r\n", status: 400 },
  {
    name: "unknown method on an API route",
    send: "BREW /api/events/101 HTTP/1.1\r\nHost: localhost\r\n\r\n",
    status: 400,
  },
  {
    name: "CONNECT (authority-form)",
    send: "CONNECT localhost:443 HTTP/1.1\r\nHost: localhost:443\r\n\r\n",
    status: null,
  },
  { name: "target of 20 KB", send: get(`/${"a".repeat(20_000)}`), status: 431 },
  { name: "dot segments stay on this server", send: get("/widget/%2e%2e/%2e%2e/package.json"), status: 404 },
  { name: "a normal request still works (control)", send: get("/api/events/101"), status: 200 },
]);

cases("percent-encoding", [
  { name: "lone %", send: get("/api/events/%"), status: 400, code: "invalid_request_target" },
  { name: "%zz", send: get("/api/events/%zz"), status: 400, code: "invalid_request_target" },
  { name: "%4 (one hex digit)", send: get("/api/events/10%4"), status: 400, code: "invalid_request_target" },
  { name: "overlong UTF-8 %C0%AF", send: get("/widget/%C0%AF"), status: 400, code: "invalid_request_target" },
  { name: "truncated UTF-8 %E2%82", send: get("/o/acme%E2%82"), status: 400, code: "invalid_request_target" },
  {
    name: "lone surrogate %ED%A0%80",
    send: get("/api/events/101/guest-list/%ED%A0%80"),
    status: 400,
    code: "invalid_request_target",
  },
  { name: "bad % in the query", send: get("/api/events/101?x=%g1"), status: 400, code: "invalid_request_target" },
  { name: "encoded slash %2F in an id", send: get("/api/events/10%2F1"), status: 404, code: "event_not_found" },
  { name: "encoded NUL %00 in a page path", send: get("/o/%00"), status: 404 },
  {
    name: "valid encoding of a guest token",
    send: get("/api/events/202/guest-list/guest%2D202%2Dunused"),
    status: 200,
  },
]);

const manySmall = Array.from({ length: 200 }, (_, i) => `x-h${i}: v\r\n`).join("");
const tooMany = Array.from({ length: 2000 }, (_, i) => `x-h${i}: value\r\n`).join("");
cases("headers", [
  {
    name: "one header of 20 KB",
    send: get("/api/events/101", `x-big: ${"b".repeat(20_000)}\r\n`),
    status: 431,
    code: "headers_too_large",
  },
  { name: "2,000 headers (over 16 KiB)", send: get("/api/events/101", tooMany), status: 431 },
  { name: "200 small headers (under 16 KiB)", send: get("/api/events/101", manySmall), status: 200 },
  {
    name: "two different content-length",
    send: `POST /api/check-coupon HTTP/1.1\r\nHost: localhost\r\n${json}content-length: 5\r\ncontent-length: 6\r\n\r\n{"a":1}`,
    status: 400,
  },
  {
    name: "two equal content-length",
    send: `POST /api/check-coupon HTTP/1.1\r\nHost: localhost\r\n${json}content-length: 2\r\ncontent-length: 2\r\n\r\n{}`,
    status: 400,
  },
  {
    name: "content-length and chunked together",
    send: `POST /api/check-coupon HTTP/1.1\r\nHost: localhost\r\n${json}content-length: 2\r\ntransfer-encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
    status: 400,
  },
  {
    name: "negative content-length",
    send: `POST /api/check-coupon HTTP/1.1\r\nHost: localhost\r\n${json}content-length: -1\r\n\r\n`,
    status: 400,
  },
  {
    name: "two Host headers",
    send: "GET /api/events/101 HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\n\r\n",
    status: 200,
  },
  { name: "header name with a control character", send: get("/api/events/101", "x-a\x01: b\r\n"), status: 400 },
  { name: "folded header line (obs-fold)", send: get("/api/events/101", "x-a: b\r\n  c\r\n"), status: 400 },
  { name: "header without a colon", send: get("/api/events/101", "no-colon-here\r\n"), status: 400 },
  {
    name: "text/plain first, application/json second on an order",
    send: post("/api/orders/free", orderJson, "content-type: text/plain\r\ncontent-type: application/json\r\n"),
    status: 415,
  },
]);

cases("content types on POST routes", [
  {
    name: "order without content-type",
    send: post("/api/orders/free", orderJson, ""),
    status: 415,
    code: "unsupported_media_type",
  },
  {
    name: "order as text/plain",
    send: post("/api/orders/free", orderJson, "content-type: text/plain\r\n"),
    status: 415,
    code: "unsupported_media_type",
  },
  {
    name: "order as a form",
    send: post("/api/orders/free", orderJson, "content-type: application/x-www-form-urlencoded\r\n"),
    status: 415,
  },
  {
    name: "order as multipart",
    send: post("/api/orders/free", orderJson, "content-type: multipart/form-data; boundary=x\r\n"),
    status: 415,
  },
  {
    name: "order as application/jsonx",
    send: post("/api/orders/free", orderJson, "content-type: application/jsonx\r\n"),
    status: 415,
  },
  {
    name: "coupon without content-type",
    send: post("/api/check-coupon", '{"event_id":101,"coupon":"EARLY20"}', ""),
    status: 415,
  },
  {
    name: "coupon as text/plain",
    send: post("/api/check-coupon", '{"event_id":101,"coupon":"EARLY20"}', "content-type: text/plain\r\n"),
    status: 415,
  },
  {
    name: "coupon as JSON (control)",
    send: post("/api/check-coupon", '{"event_id":101,"coupon":"EARLY20"}', json),
    status: 200,
  },
  { name: "POST on the GET-only event route", send: post("/api/events/101", "{}", json), status: 405 },
  {
    name: "a valid order as application/json; charset=utf-8",
    send: post("/api/orders/free", orderJson, "content-type: application/json; charset=utf-8\r\n"),
    status: 201,
    orders: 1,
  },
]);

const head = (length: number | string, extra = "") =>
  `POST /api/orders/free HTTP/1.1\r\nHost: localhost\r\n${json}${extra}content-length: ${length}\r\n\r\n`;
const withBody = (body: string) => head(Buffer.byteLength(body)) + body;
const chunkedHead = `POST /api/orders/free HTTP/1.1\r\nHost: localhost\r\n${json}transfer-encoding: chunked\r\n\r\n`;
const big = `{"pad":"${"x".repeat(70_000)}"}`;
cases("bodies", [
  {
    name: "truncated body, client gone",
    send: [head(orderJson.length), orderJson.slice(0, 40)],
    status: null,
    options: { abortAfterWrite: true },
  },
  {
    name: "truncated body, client half-closes",
    send: [head(orderJson.length), orderJson.slice(0, 40)],
    status: 400,
    code: "malformed_request",
    options: { endAfterWrite: true },
  },
  {
    name: "truncated chunked body, client gone",
    send: [chunkedHead, `ff\r\n${orderJson.slice(0, 40)}`],
    status: null,
    options: { abortAfterWrite: true },
  },
  { name: "declared 10 MB body (nothing sent)", send: head(10_000_000), status: 413, code: "body_too_large" },
  {
    name: "chunked body over 64 KiB",
    send: [chunkedHead, `${big.length.toString(16)}\r\n${big}\r\n0\r\n\r\n`],
    status: 413,
    code: "body_too_large",
  },
  { name: "content-length body over 64 KiB", send: head(big.length) + big, status: 413, code: "body_too_large" },
  { name: "invalid chunk size", send: `${chunkedHead}zz\r\n{}\r\n0\r\n\r\n`, status: 400 },
  { name: "empty body", send: head(0), status: 400, code: "invalid_json" },
  { name: "not JSON", send: withBody("{not json"), status: 400, code: "invalid_json" },
  { name: "JSON null", send: withBody("null"), status: 400, code: "invalid_request" },
  { name: "JSON array", send: withBody("[]"), status: 400, code: "invalid_request" },
  { name: "deeply nested JSON", send: withBody("[".repeat(20_000) + "]".repeat(20_000)), status: 400 },
  {
    name: "invalid UTF-8 bytes in the body",
    send: [head(6), Buffer.from([0x7b, 0xff, 0xfe, 0x22, 0x7d, 0x0a])],
    status: 400,
    code: "invalid_json",
  },
  {
    name: "__proto__ in the body",
    send: withBody('{"__proto__":{"polluted":true},"a":1234}'),
    status: 400,
    code: "invalid_request",
  },
  {
    name: "body shorter than declared on a GET (then the timeout)",
    send: "GET /api/events/101 HTTP/1.1\r\nHost: localhost\r\ncontent-length: 5\r\n\r\nab",
    status: 200,
  },
  {
    name: "a body on a GET is read and ignored",
    send: "GET /api/events/101 HTTP/1.1\r\nHost: localhost\r\ncontent-length: 2\r\n\r\n{}",
    status: 200,
  },
]);

describe("slow senders and connection limits", () => {
  it("cuts slowloris headers, a slow body and an idle connection within the timeouts, and serves others meanwhile", async () => {
    const before = dbState();
    const dribble = (text: string) => text.split("");
    const slowHeaders = rawRequest(
      port,
      dribble(`GET /api/events/101 HTTP/1.1\r\nHost: localhost\r\nx-a: ${"a".repeat(60)}\r\n\r\n`),
      { gapMs: 100, timeoutMs: 15_000 },
    );
    const slowBody = rawRequest(port, [head(orderJson.length), ...dribble(orderJson)], {
      gapMs: 100,
      timeoutMs: 15_000,
    });
    const idle = rawRequest(port, [], { timeoutMs: 15_000 });
    await stillServes();
    const [h, b, i] = await Promise.all([slowHeaders, slowBody, idle]);
    for (const [name, answer] of [
      ["slowloris headers", h],
      ["slow body", b],
      ["idle connection", i],
    ] as const) {
      count("slow senders", answer);
      expect(answer.closed, `${name} is closed by the server`).toBe(true);
    }
    expect(h.status).toBe(408);
    expect(b.status).toBe(408);
    // The header timeout (1.5 s) plus at most one check interval; the request timeout (3 s) likewise.
    expect(h.ms).toBeLessThan(5_000);
    expect(b.ms).toBeLessThan(7_000);
    expect(i.ms).toBeLessThan(5_000);
    await stillServes();
    expect(dbState()).toEqual(before);
  }, 30_000);

  it("answers the connection over the per-client cap with 429 and serves again once they close", async () => {
    const open = await Promise.all(Array.from({ length: 16 }, () => openIdle(port)));
    const extra = await openIdle(port);
    const greeting = await extra.greeting;
    count("connection cap", {
      status: Number(/^HTTP\/1\.1 (\d{3})/.exec(greeting)?.[1] ?? NaN),
      headers: {},
      body: "",
      closed: true,
      ms: 0,
    });
    expect(greeting).toMatch(/^HTTP\/1\.1 429 /);
    expect(greeting).toContain("too_many_connections");
    for (const { socket } of open) socket.destroy();
    await expect
      .poll(async () => (await fetch(`${server.origin}/api/events/101`).catch(() => null))?.status, { timeout: 5_000 })
      .toBe(200);
  }, 30_000);
});

describe("an exception inside a handler", () => {
  it("is a 500 JSON body with the request id that the server log shows; nothing half-written, and the server recovers", async () => {
    const before = dbState();
    // Break the database under the running server: the order's INSERT into issued_tickets now throws.
    const db = new Database(dbPath);
    db.exec("ALTER TABLE issued_tickets RENAME TO issued_tickets_away");
    let answer: RawAnswer;
    try {
      answer = await rawRequest(port, post("/api/orders/free", orderJson, json));
    } finally {
      db.exec("ALTER TABLE issued_tickets_away RENAME TO issued_tickets");
      db.close();
    }
    count("handler exceptions", answer);
    expect(answer.status).toBe(500);
    const error = JSON.parse(answer.body).error;
    expect(error.code).toBe("internal_error");
    expect(error.request_id).toBe(answer.headers["x-request-id"]);
    // The log line comes through the child's stderr pipe, which may deliver it after the socket's answer.
    await expect
      .poll(() => server.output(), { timeout: 5_000 })
      .toContain(`[request ${error.request_id}] POST /api/orders/free failed with 500`);
    // the order's transaction rolled back: no stock taken, no order row
    expect(dbState()).toEqual(before);
    await stillServes();
    const again = await rawRequest(port, post("/api/orders/free", orderJson, json));
    count("handler exceptions", again);
    expect(again.status).toBe(201);
  }, 20_000);
});

describe("graceful shutdown on SIGTERM", () => {
  it("stops accepting, lets the in-flight order finish, closes the database cleanly and exits 0", async () => {
    const dir = tempDir("tc-shutdown-");
    const path = join(dir, "shutdown.sqlite");
    const other = await spawnServer(bundle, { DATABASE_PATH: path, ...limits, REQUEST_TIMEOUT_MS: "10000" });
    const otherPort = Number(new URL(other.origin).port);
    const exited = new Promise<number | null>((resolve) => other.child.once("exit", (code) => resolve(code)));
    // An order whose body is still arriving when SIGTERM comes.
    const inFlight = rawRequest(otherPort, [head(orderJson.length), orderJson.slice(0, 30), orderJson.slice(30)], {
      gapMs: 800,
      timeoutMs: 15_000,
    });
    await new Promise((r) => setTimeout(r, 500));
    other.child.kill("SIGTERM");
    await expect
      .poll(() => other.output(), { timeout: 5_000 })
      .toContain("SIGTERM: closing connections and the database");
    await expect(fetch(`${other.origin}/api/events/101`)).rejects.toThrow();
    const answer = await inFlight;
    count("graceful shutdown", answer);
    expect(answer.status).toBe(201);
    expect(answer.headers.connection).toBe("close");
    expect(await exited).toBe(0);
    // better-sqlite3 checkpoints and removes the WAL file when the last connection closes cleanly
    expect(existsSync(`${path}-wal`)).toBe(false);
    const db = new Database(path, { readonly: true });
    expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
    expect((db.prepare("SELECT COUNT(*) AS n FROM orders").get() as { n: number }).n).toBe(1);
    db.close();
  }, 40_000);
});
