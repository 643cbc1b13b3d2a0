// @vitest-environment node
// The SSRF guard: what it blocks (the server's own network), what it lets through, and that it checks the address
// a name resolves to, where the connection then goes.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { guardedLookup, isBlockedAddress, isBlockedHostname } from "./address-guard.ts";
import { postWebhook } from "./post.ts";

describe("SSRF guard", () => {
  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.20.0.1",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "::1",
    "::",
    "fe80::1",
    "fd00::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "64:ff9b::a00:1",
    "2002:c0a8:101::1",
  ])("blocks %s", (address) => expect(isBlockedAddress(address)).toBe(true));

  it.each(["93.184.215.14", "1.1.1.1", "2606:4700:4700::1111", "::ffff:8.8.8.8"])("lets %s through", (address) =>
    expect(isBlockedAddress(address)).toBe(false),
  );

  it("blocks local names whatever they resolve to", () => {
    for (const host of ["localhost", "api.localhost", "printer.local", "db.internal", "[::1]", "127.0.0.1"])
      expect(isBlockedHostname(host)).toBe(true);
    expect(isBlockedHostname("hooks.example.org")).toBe(false);
  });

  it("refuses a name that resolves to loopback, at lookup time", async () => {
    const err = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      guardedLookup("localhost", {}, (e) => resolve(e)),
    );
    expect(err?.message).toMatch(/private or local address/);
  });

  it("keeps a delivery from reaching a loopback receiver outside demo mode, and lets it in demo mode", async () => {
    let hits = 0;
    const server = createServer((_req, res) => {
      hits++;
      res.writeHead(204).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      const blocked = await postWebhook(url, {}, "{}", { timeoutMs: 2000, allowPrivate: false });
      expect(blocked).toMatchObject({ status: null, error: expect.stringMatching(/local or private/) });
      expect(hits).toBe(0);
      const demo = await postWebhook(url, {}, "{}", { timeoutMs: 2000, allowPrivate: true });
      expect(demo.status).toBe(204);
      expect(hits).toBe(1);
    } finally {
      server.close();
    }
  });
});

describe("one attempt", () => {
  it("keeps the first 4 kB of a long answer, and gives up on a receiver that never finishes", async () => {
    const server = createServer((req, res) => {
      if (req.url === "/long") res.writeHead(500).end("x".repeat(100_000));
      else res.writeHead(200).write("starting…"); // and never ends
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const long = await postWebhook(`${base}/long`, {}, "{}", { timeoutMs: 2000, allowPrivate: true });
      expect(long.status).toBe(500);
      expect(long.body).toHaveLength(4096);
      const slow = await postWebhook(`${base}/slow`, {}, "{}", { timeoutMs: 500, allowPrivate: true });
      expect(slow).toMatchObject({ status: null, error: "no answer within 0.5 s" });
      expect(slow.durationMs).toBeLessThan(1500);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
