// @vitest-environment node
import { describe, expect, it } from "vitest";
import { addressKey, clientAddress, parseTrustProxy } from "./client-address.ts";

const req = (remoteAddress: string, xff?: string | string[]) =>
  ({ socket: { remoteAddress }, headers: xff === undefined ? {} : { "x-forwarded-for": xff } }) as never;

describe("the client address (TRUST_PROXY)", () => {
  it("without trusted proxies is the socket's peer, whatever X-Forwarded-For says", () => {
    const trust = parseTrustProxy(undefined);
    expect(clientAddress(req("203.0.113.9", "1.2.3.4"), trust)).toBe("203.0.113.9");
    expect(clientAddress(req("::ffff:203.0.113.9"), trust)).toBe("203.0.113.9");
  });

  it("a peer that is not a trusted proxy cannot name another client", () => {
    const trust = parseTrustProxy("10.0.0.1");
    expect(clientAddress(req("198.51.100.7", "1.2.3.4"), trust)).toBe("198.51.100.7");
  });

  it("behind trusted proxies: the right-most hop that is not one of them", () => {
    const trust = parseTrustProxy("10.0.0.0/8, 192.168.1.1");
    expect(clientAddress(req("10.0.0.5", "198.51.100.7"), trust)).toBe("198.51.100.7");
    // A client that sends its own X-Forwarded-For only adds entries left of what the proxy appended.
    expect(clientAddress(req("10.0.0.5", "1.2.3.4, 198.51.100.7"), trust)).toBe("198.51.100.7");
    expect(clientAddress(req("10.0.0.5", ["1.2.3.4", "198.51.100.7, 192.168.1.1"]), trust)).toBe("198.51.100.7");
    // Every hop a trusted proxy: the left-most of them.
    expect(clientAddress(req("10.0.0.5", "10.9.9.9"), trust)).toBe("10.9.9.9");
    // No header: the proxy itself.
    expect(clientAddress(req("10.0.0.5"), trust)).toBe("10.0.0.5");
  });

  it("a malformed hop ends the walk at the last trusted peer", () => {
    const trust = parseTrustProxy("loopback");
    expect(clientAddress(req("127.0.0.1", "1.2.3.4, not-an-ip"), trust)).toBe("127.0.0.1");
    expect(clientAddress(req("::1", "2001:db8::1"), trust)).toBe("2001:db8::1");
  });

  it("names: loopback, private, linklocal; anything else that is no address or range is refused", () => {
    expect(clientAddress(req("192.168.5.5", "203.0.113.1"), parseTrustProxy("private"))).toBe("203.0.113.1");
    expect(clientAddress(req("fe80::1", "203.0.113.1"), parseTrustProxy("linklocal"))).toBe("203.0.113.1");
    expect(() => parseTrustProxy("proxy.example")).toThrow(/TRUST_PROXY: "proxy.example"/);
    expect(() => parseTrustProxy("10.0.0.0/33")).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy("10.0.0.0/x")).toThrow(/TRUST_PROXY/);
  });
});

describe("the key a limit counts an address under", () => {
  it("IPv4 as it is; IPv6 by its /64", () => {
    expect(addressKey("198.51.100.7")).toBe("198.51.100.7");
    expect(addressKey("2001:db8:aa:bb:1:2:3:4")).toBe("2001:db8:aa:bb::/64");
    expect(addressKey("2001:db8:aa:bb::9")).toBe("2001:db8:aa:bb::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
    expect(addressKey("2001:0db8:00aa:00bb::1")).toBe("2001:db8:aa:bb::/64");
  });
});
