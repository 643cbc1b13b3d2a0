/** An http(s) origin exactly as `URL.origin` writes it, else null. */
export function asOrigin(raw: string): string | null {
  try {
    const url = new URL(raw);
    return (url.protocol === "https:" || url.protocol === "http:") && url.origin === raw ? raw : null;
  } catch {
    return null;
  }
}
