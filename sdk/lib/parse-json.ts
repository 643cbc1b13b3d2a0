/** Parses a response body as JSON; a body that is not JSON comes back as the raw text. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
