/**
 * A random RFC 4122 version-4 id (the analytics session id). Built from crypto.getRandomValues, which, unlike
 * crypto.randomUUID, also exists on pages that are not a secure context.
 */
export function uuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 15) | 64; // version 4
  bytes[8] = (bytes[8]! & 63) | 128; // RFC 4122 variant
  // Each byte as two hex digits, with a dash before bytes 4, 6, 8 and 10.
  return Array.from(bytes, (b, i) => (i > 3 && i < 11 && !(i & 1) ? "-" : "") + (b + 256).toString(16).slice(1)).join(
    "",
  );
}
