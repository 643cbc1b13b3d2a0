import { describe, expect, it } from "vitest";
import { ApiFailure } from "../api/http.ts";
import { ReauthCancelled } from "../api/reauth.ts";
import type { Translate } from "../i18n/i18n.ts";
import { errorText } from "./error-text.ts";

// A translation table of two known codes: anything else comes back as its key, as i18next does.
const known: Record<string, string> = {
  "common.errors.reauth_required": "This needs a fresh sign-in.",
  "common.errors.network": "The server could not be reached.",
};
const t = ((key: string) => known[key] ?? key) as Translate;

describe("errorText", () => {
  it("a closed fresh sign-in reads as such, not as a network failure", () => {
    expect(errorText(t, new ReauthCancelled())).toBe("This needs a fresh sign-in.");
  });
  it("a code without a translation shows the server's message; anything else is the network line", () => {
    expect(errorText(t, new ApiFailure(409, "changed_meanwhile", "Someone changed it."))).toBe("Someone changed it.");
    expect(errorText(t, new TypeError("Failed to fetch"))).toBe("The server could not be reached.");
  });
});
