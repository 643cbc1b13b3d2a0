/**
 * If-None-Match against the current ETag (RFC 9110 §13.1.2: weak comparison, a list, or "*"): true when
 * the client's copy is current and a 304 may answer.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === opaque);
}
