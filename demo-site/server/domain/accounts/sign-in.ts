// Password + TOTP sign-in. Every failure is the same 401 sign_in_failed, after the same work (an unknown email
// still costs a scrypt hash), and counts against the account's and the client's limits alike whether the account
// exists or not: nothing in the answer, its status or its timing tells who has an account.
import type { Store, UserRow } from "../../store/index.ts";
import { ApiError } from "../errors.ts";
import type { AbuseLimits } from "../limits/abuse-limits.ts";
import { verifyPassword } from "./password.ts";
import { isRecoveryCodeShape, normalizeRecoveryCode } from "./recovery-codes.ts";
import { hashToken, normalizeEmail } from "./tokens.ts";
import { totpStep } from "./totp.ts";

export const signInFailed = () =>
  new ApiError(
    401,
    "sign_in_failed",
    "Sign-in failed. Check the email, the password and the code from your authenticator app (or a recovery code), or sign in with your passkey.",
  );

type SignInDeps = { store: Pick<Store, "accounts">; clock: () => number; abuse: Pick<AbuseLimits, "signIn"> };

/** The key an account's failures count under: the email's hash, so the counters name nobody. */
export const accountLimitKey = (email: string) => hashToken(`sign-in:${normalizeEmail(email)}`);

/** Checks the second factor: a current TOTP code not used before, or an unused recovery code (used up now). */
async function secondFactor(deps: SignInDeps, user: UserRow, code: string): Promise<boolean> {
  const digits = code.replace(/\s/g, "");
  if (/^\d{6}$/.test(digits)) {
    const step = user.totp_secret ? totpStep(user.totp_secret, digits, deps.clock()) : null;
    return step !== null && (await deps.store.accounts.advanceTotpStep(user.id, step));
  }
  if (!isRecoveryCodeShape(code)) return false;
  return deps.store.accounts.useRecoveryCode(user.id, hashToken(normalizeRecoveryCode(code)), deps.clock());
}

/** Signs in with email, password and a TOTP or recovery code; the user, or the generic 401 (429 when limited). */
export async function signInWithPassword(
  deps: SignInDeps,
  input: { email: string; password: string; code: string },
  clientKey: string,
): Promise<UserRow> {
  const attempt = await deps.abuse.signIn(accountLimitKey(input.email), clientKey);
  const user = await deps.store.accounts.userByEmail(normalizeEmail(input.email));
  const passwordOk = await verifyPassword(input.password, user?.password_hash ?? null);
  if (!user || !passwordOk || !user.totp_secret || !(await secondFactor(deps, user, input.code))) throw signInFailed();
  await attempt.succeeded();
  return user;
}
