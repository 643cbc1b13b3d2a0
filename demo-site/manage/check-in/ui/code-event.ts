// Which event a ticket code names, read without verifying it: the verdict screen tells "a ticket of another event"
// from "a ticket type this gate does not admit" when both come back as wrong_list. TC2 carries the event id as
// bytes 1-4 of its payload (base64url after "TC2."); TC1 as its second dot-separated part.

/** The event id in `code`, or null when it names none. */
export function codeEventId(code: string): number | null {
  const tc1 = /^TC1\.(\d+)\./.exec(code);
  if (tc1) return Number(tc1[1]);
  if (!code.startsWith("TC2.")) return null;
  // The first 8 characters are the payload's first 6 bytes: the version and the event id.
  const head = code.slice(4, 12).replace(/-/g, "+").replace(/_/g, "/");
  if (!/^[A-Za-z0-9+/]{8}$/.test(head)) return null;
  const bytes = Uint8Array.from(atob(head), (c) => c.charCodeAt(0));
  return new DataView(bytes.buffer).getUint32(1);
}

/** True for a code in the older HMAC format, which a device can only look up in its list, not verify. */
export const isLegacyCode = (code: string) => code.startsWith("TC1.");
