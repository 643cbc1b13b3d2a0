// What to tell a person about a failed call: the server's message for its stable code, else a generic line.
import { ApiFailure } from "../api/http.ts";
import { ReauthCancelled } from "../api/reauth.ts";
import type { Translate } from "../i18n/i18n.ts";
import { InvalidInput } from "../lib/schema-errors.ts";

export function errorText(t: Translate, error: unknown): string {
  if (error instanceof ApiFailure) {
    const known = t(`common.errors.${error.code}`);
    return known === `common.errors.${error.code}` ? error.message : known;
  }
  if (error instanceof InvalidInput) return error.message;
  // Not a network failure: the person closed the sign-in the action needs.
  if (error instanceof ReauthCancelled) return t("common.errors.reauth_required");
  return t("common.errors.network");
}
