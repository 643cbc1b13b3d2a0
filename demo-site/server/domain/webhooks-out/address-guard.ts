// The SSRF guard: an organizer's endpoint URL must not make this server call into its own network (loopback, the
// cloud's metadata address, private and unique-local ranges). Checked on the address the name resolves to at
// delivery, and that very address is the one connected to, so a name that changes its answer (DNS rebinding)
// cannot slip past. Demo mode allows them (its receivers run on this machine).
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";

const blocked = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8], // "this" network
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const)
  blocked.addSubnet(net, bits, "ipv4");
for (const [net, bits] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
  ["100::", 64], // discard
] as const)
  blocked.addSubnet(net, bits, "ipv6");

/** The IPv4 address an IPv6 one carries (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16), or null. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const groups = expand(lower);
  if (!groups) return null;
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const isMapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  const isNat64 = groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((g) => g === 0);
  if (isMapped || isNat64) return v4(groups[6]!, groups[7]!);
  if (groups[0] === 0x2002) return v4(groups[1]!, groups[2]!);
  // Teredo (2001:0::/32) carries the client's address inverted.
  if (groups[0] === 0x2001 && groups[1] === 0) return v4(groups[6]! ^ 0xffff, groups[7]! ^ 0xffff);
  return null;
}

/** The eight 16-bit groups of an IPv6 address in hex notation, or null for one written otherwise. */
function expand(address: string): number[] | null {
  if (address.includes(".")) return null;
  const [head, tail] = address.split("::") as [string, string | undefined];
  const part = (s: string) => (s ? s.split(":").map((g) => parseInt(g, 16)) : []);
  const [a, b] = [part(head), part(tail ?? "")];
  const groups = tail === undefined ? a : [...a, ...Array<number>(8 - a.length - b.length).fill(0), ...b];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/** Whether connecting to this IP address would reach the server's own network (see the ranges above). */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, "ipv4");
  if (family !== 6) return true;
  const v4 = embeddedIpv4(address);
  return blocked.check(address, "ipv6") || (v4 !== null && blocked.check(v4, "ipv4"));
}

/** The names that are this machine or its network whatever they resolve to. */
export function isBlockedHostname(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "");
  if (isIP(host)) return isBlockedAddress(host);
  return host === "localhost" || /\.(localhost|local|internal|home\.arpa)$/.test(host);
}

export class BlockedAddressError extends Error {
  readonly code = "EBLOCKEDADDRESS";
}

/**
 * A `lookup` for node:http that resolves the name and refuses (EBLOCKEDADDRESS) when any address it gives is one
 * of the blocked ones, so the connection goes to the address that was checked.
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, "", 0);
    const bad = addresses.find((a) => isBlockedAddress(a.address));
    if (bad || addresses.length === 0)
      return callback(
        new BlockedAddressError(
          `${hostname} resolves to ${bad?.address ?? "nothing"}, a private or local address: webhooks go only to public addresses`,
        ),
        "",
        0,
      );
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};
