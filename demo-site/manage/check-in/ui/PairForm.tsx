// Pairing this device: paste the pairing link (or its code) the back office shows, or scan its QR code with the
// in-app camera. (A phone's own camera app opens the link itself: ScannerApp reads its #pair= part.)
import { useState, type FormEvent } from "react";
import { useT } from "../../i18n/I18nProvider.tsx";
import { Button } from "../../ui/Button.tsx";
import { TextInput } from "../../ui/TextInput.tsx";
import { CameraView } from "./CameraView.tsx";
import { pairingCodeFrom } from "./pairing-code.ts";

export function PairForm({ onPair }: { onPair: (code: string) => void }) {
  const t = useT();
  const [text, setText] = useState("");
  const [invalid, setInvalid] = useState(false);
  const [camera, setCamera] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = pairingCodeFrom(text);
    setInvalid(code === null);
    if (code) onPair(code);
  };
  const scanned = (read: string) => {
    const code = pairingCodeFrom(read);
    if (!code) return;
    setCamera(false);
    onPair(code);
  };
  return (
    <section className="scanner-card stack" aria-labelledby="scanner-pair-title">
      <h2 id="scanner-pair-title">{t("scanner.start.pair_title")}</h2>
      <p>{t("scanner.start.pair_text")}</p>
      {camera ? (
        <CameraView onRead={scanned} hint={t("scanner.start.pair_scan")} />
      ) : (
        <Button variant="secondary" onPress={() => setCamera(true)}>
          {t("scanner.start.pair_scan")}
        </Button>
      )}
      <form className="stack" onSubmit={submit}>
        <TextInput
          label={t("scanner.start.pair_field")}
          value={text}
          onChange={(value) => {
            setText(value);
            setInvalid(false);
          }}
          errorMessage={invalid ? t("scanner.start.pair_invalid") : undefined}
          autoComplete="off"
        />
        <div className="actions">
          <Button type="submit">{t("scanner.start.pair_button")}</Button>
        </div>
      </form>
    </section>
  );
}
