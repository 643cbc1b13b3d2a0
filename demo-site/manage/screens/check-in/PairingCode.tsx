// A new device's pairing code, shown this once: a QR code of the pairing link (a phone's camera app opens it in
// the scanner), the link itself to copy, and until when it works. The server keeps only the code's hash.
import { toDataURL } from "qrcode";
import { useEffect, useState } from "react";
import type { Pairing } from "../../api/check-in.ts";
import { useI18n } from "../../i18n/I18nProvider.tsx";
import { Button } from "../../ui/Button.tsx";
import { Notice } from "../../ui/Notice.tsx";
import { CopyBlock } from "../event/CopyBlock.tsx";
import { dateTime } from "../integrations/format.ts";

const SIZE = 240;

export function PairingCode({ pairing, onDone }: { pairing: Pairing; onDone: () => void }) {
  const { t, language } = useI18n();
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    toDataURL(pairing.pairingUrl, { margin: 2, width: SIZE, errorCorrectionLevel: "M" })
      .then(setImage)
      .catch(() => setImage(null));
  }, [pairing.pairingUrl]);
  return (
    <div className="stack" data-testid="pairing-code">
      <Notice tone="info">{t("checkin.devices.shown_once")}</Notice>
      <p>{t("checkin.devices.scan_this")}</p>
      {image ? (
        <img
          src={image}
          width={SIZE}
          height={SIZE}
          alt={t("checkin.devices.qr_alt", { name: pairing.device.name })}
          data-testid="pairing-qr"
        />
      ) : null}
      <CopyBlock label={t("checkin.devices.link")} text={pairing.pairingUrl} testId="pairing-url" />
      <p>{t("checkin.devices.expires", { time: dateTime(pairing.expiresAt, language) })}</p>
      <div className="actions">
        <Button onPress={onDone}>{t("checkin.devices.done")}</Button>
      </div>
    </div>
  );
}
