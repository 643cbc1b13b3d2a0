// The sign-in steps (the same ones refresh a session for the re-auth dialog): passkey, password + code, demo.
import { startAuthentication, browserSupportsWebAuthnAutofill } from "@simplewebauthn/browser";
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { api } from "./http.ts";

/** Signs in with a passkey; `autofill` waits for the browser's passkey suggestion in the e-mail field instead. */
export async function signInWithPasskey(autofill = false): Promise<void> {
  const optionsJSON = await api<PublicKeyCredentialRequestOptionsJSON>("POST", "/sign-in/passkey/options", {});
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  await api("POST", "/sign-in/passkey", { response });
}

export const canAutofillPasskeys = (): Promise<boolean> => browserSupportsWebAuthnAutofill().catch(() => false);

export const signInWithPassword = (email: string, password: string, code: string) =>
  api("POST", "/sign-in/password", { email, password, code });

export const demoSignIn = (as: "organizer" | "operator") => api("POST", "/demo/sign-in", { as });

export const signOut = () => api("DELETE", "/session");
