// Passkey sign-in: the button, and (where the browser offers it) the passkey suggestion in the e-mail field,
// waited for in the background while the screen is open (conditional mediation).
import { useEffect, useState } from "react";
import { canAutofillPasskeys, signInWithPasskey } from "../../api/sign-in.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { PlainButton } from "../../ui/native/PlainButton.tsx";
import { errorText } from "../../ui/error-text.ts";
import { Notice } from "../../ui/Notice.tsx";

export function PasskeyButton({ onDone, autofill }: { onDone: () => Promise<void> | void; autofill: boolean }) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!autofill) return;
    let live = true;
    const stillLive = () => live;
    void canAutofillPasskeys().then(async (can) => {
      if (!can || !stillLive()) return;
      try {
        await signInWithPasskey(true);
        if (stillLive()) await onDone();
      } catch {
        // cancelled, or replaced by the button's own ceremony: nothing to say
      }
    });
    return () => {
      live = false;
    };
  }, [autofill, onDone]);
  const click = async () => {
    setBusy(true);
    setError(null);
    try {
      await signInWithPasskey(false);
      await onDone();
    } catch (failure) {
      setError(
        failure instanceof Error && failure.name === "NotAllowedError"
          ? t("auth.passkey_cancelled")
          : errorText(t, failure),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="stack">
      {error ? <Notice tone="error">{error}</Notice> : null}
      <PlainButton onClick={() => void click()} isPending={busy}>
        {t("auth.passkey_sign_in")}
      </PlainButton>
    </div>
  );
}
