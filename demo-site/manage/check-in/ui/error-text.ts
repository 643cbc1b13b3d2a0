// The engine's failure codes (EngineState.error) as the door staff read them: the known ones in words, any other
// with its code, so a report names it.
import type { Translate } from "../../i18n/i18n.ts";

export function scannerErrorText(t: Translate, code: string): string {
  switch (code) {
    case "pairing_invalid":
      return t("scanner.errors.pairing_invalid");
    case "network":
      return t("scanner.errors.network");
    case "rate_limited":
      return t("scanner.errors.rate_limited");
    case "device_revoked":
      return t("scanner.errors.device_revoked");
    case "unauthenticated":
      return t("scanner.errors.unauthenticated");
    default:
      return t("scanner.errors.generic", { code });
  }
}
