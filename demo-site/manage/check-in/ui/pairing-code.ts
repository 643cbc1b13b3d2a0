// The pairing code in what the device was given: the pairing address the back office shows as a QR code and a link
// (`…/manage/check-in/#pair=<code>`), its `#pair=` part alone, or the bare code pasted by hand.

/** A pairing code is 32 random bytes in base64url: 43 characters. */
const CODE = /^[A-Za-z0-9_-]{43}$/;

/** The code in `text`, or null when `text` holds none. */
export function pairingCodeFrom(text: string): string | null {
  const trimmed = text.trim();
  const hash = trimmed.indexOf("#");
  const fragment = hash >= 0 ? trimmed.slice(hash + 1) : trimmed;
  const fromFragment = new URLSearchParams(fragment).get("pair");
  const candidate = (fromFragment ?? (hash >= 0 ? "" : trimmed)).trim();
  return CODE.test(candidate) ? candidate : null;
}
