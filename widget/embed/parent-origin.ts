/** An absolute URL's origin, or null (opaque origins included). */
export function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/** The embedding page's origin as the browser reports it (no loader to ask): ancestorOrigins, else the referrer. */
export function guessedParentOrigin(): string | null {
  // Firefox has no location.ancestorOrigins, though the DOM types say every browser has it.
  const ancestors = (location as { ancestorOrigins?: DOMStringList }).ancestorOrigins;
  return ancestors?.[0] ?? (document.referrer ? originOf(document.referrer) : null);
}
