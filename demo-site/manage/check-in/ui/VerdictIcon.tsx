// The verdict's icon, drawn inline (nothing to fetch at verdict time): a tick for admitted, a double tick for
// already used, a signpost arrow for the wrong gate, a clock for the time window, a cross for everything refused
// outright. Decorative: the verdict's text says the same.
import type { Outcome } from "./tones.ts";

const SHAPES: Record<Outcome, string> = {
  valid: "M14 33 l12 12 l24 -26",
  already_redeemed: "M8 34 l10 10 l20 -22 M26 44 l4 0 l22 -22",
  wrong_list: "M12 32 h34 M34 20 l12 12 l-12 12",
  revoked: "M18 18 l28 28 M46 18 l-28 28",
  unknown: "M18 18 l28 28 M46 18 l-28 28",
  error: "M32 16 v22 M32 46 v2",
  device_revoked: "M18 18 l28 28 M46 18 l-28 28",
  not_yet_valid: "M32 18 v14 l10 6",
  expired: "M32 18 v14 l10 6",
};

export function VerdictIcon({ outcome }: { outcome: Outcome }) {
  const ring = outcome === "not_yet_valid" || outcome === "expired" || outcome === "error";
  return (
    <svg className="scanner-verdict-icon" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      {ring ? <circle cx="32" cy="32" r="24" /> : null}
      <path d={SHAPES[outcome]} />
    </svg>
  );
}
