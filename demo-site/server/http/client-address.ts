// Who the client is, for the abuse limits: the socket's peer, or behind TRUST_PROXY's proxies the X-Forwarded-For
// entry read from the right past the trusted hops (a client can write the left end itself); IPv6 keyed by its /64.
import { BlockList, isIP } from "node:net";
import type { IncomingMessage } from "node:http";

/**
 * Which peers may tell us the client's address in X-Forwarded-For (TRUST_PROXY): a list of addresses or CIDR
 * ranges, plus the names `loopback`, `private` (RFC 1918 and IPv6 unique-local) and `linklocal`. Empty: no peer is
 * trusted, and the client is the socket's peer whatever the request says.
 */
export interface TrustedProxies {
  readonly list: BlockList;
  readonly empty: boolean;
}

const NAMED: Record<string, readonly string[]> = {
  loopback: ["127.0.0.0/8", "::1/128"],
  private: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
};

/** Parses TRUST_PROXY ("10.0.0.1, 10.1.0.0/16, loopback"); throws with the entry that is not an address or range. */
export function parseTrustProxy(raw: string | undefined): TrustedProxies {
  const list = new BlockList();
  const entries = (raw ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) {
    for (const item of NAMED[entry.toLowerCase()] ?? [entry]) addEntry(list, item, entry);
  }
  return { list, empty: entries.length === 0 };
}

function addEntry(list: BlockList, item: string, original: string): void {
  const [address = "", prefix] = item.split("/");
  const family = isIP(address);
  const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix);
  if (
    family === 0 ||
    !Number.isInteger(bits) ||
    bits < 0 ||
    bits > (family === 6 ? 128 : 32) ||
    (prefix !== undefined && !/^\d+$/.test(prefix))
  ) {
    throw new Error(
      `TRUST_PROXY: "${original}" is not an IP address, a CIDR range (10.0.0.0/8) or one of loopback, private, linklocal.`,
    );
  }
  list.addSubnet(address, bits, family === 6 ? "ipv6" : "ipv4");
}

/** "::ffff:10.0.0.1" → "10.0.0.1"; an address with a zone or in brackets loses them; anything else unchanged. */
export function normalizeAddress(raw: string): string {
  let a = raw.trim();
  if (a.startsWith("[") && a.includes("]")) a = a.slice(1, a.indexOf("]"));
  const zone = a.indexOf("%");
  if (zone !== -1) a = a.slice(0, zone);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(a);
  return mapped?.[1] ?? a.toLowerCase();
}

function isTrusted(trust: TrustedProxies, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && trust.list.check(address, family === 6 ? "ipv6" : "ipv4");
}

/**
 * The client's address. Without trusted proxies, the socket's peer. Behind them, X-Forwarded-For is read from the
 * right: each hop a trusted proxy added is skipped, and the first address that is not a trusted proxy is the
 * client. Entries left of it were written by the client itself and are never believed, so a client cannot choose
 * its address by sending the header; a malformed hop ends the walk at the last trusted one's peer.
 */
export function clientAddress(req: Pick<IncomingMessage, "headers" | "socket">, trust: TrustedProxies): string {
  let client = normalizeAddress(req.socket.remoteAddress ?? "");
  if (trust.empty || !isTrusted(trust, client)) return client;
  const header = req.headers["x-forwarded-for"];
  const hops = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((h) => h.trim())
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = normalizeAddress(hops[i] ?? "");
    if (isIP(hop) === 0) return client;
    client = hop;
    if (!isTrusted(trust, hop)) return hop;
  }
  return client;
}

/**
 * The key a limit counts an address under: an IPv4 address as it is, an IPv6 address by its /64 network (one
 * subscriber usually gets a whole /64, so counting single IPv6 addresses would give one machine 2^64 budgets).
 */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // An embedded IPv4 tail ("64:ff9b::192.0.2.1") takes the room of two groups.
  const width = (parts: string[]) => parts.length + (parts.at(-1)?.includes(".") ? 1 : 0);
  const groups = address.includes("::")
    ? [...left, ...Array(Math.max(0, 8 - left.length - width(right))).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => (g || "0").replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
