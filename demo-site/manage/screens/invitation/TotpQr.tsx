// The authenticator app's secret as a QR code (drawn here, as an image from a data: URL) and as text to type.
import { toDataURL } from "qrcode";
import { useEffect, useState } from "react";
import { useT } from "../../i18n/I18nProvider.tsx";

export function TotpQr({ secret, url }: { secret: string; url: string }) {
  const t = useT();
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    toDataURL(url, { margin: 1, width: 200 })
      .then(setImage)
      .catch(() => setImage(null));
  }, [url]);
  return (
    <div className="totp">
      <p>{t("auth.invitation.scan")}</p>
      {image ? <img src={image} width={200} height={200} alt={t("auth.invitation.qr_alt")} /> : null}
      <p>
        {t("auth.invitation.secret")} <code className="secret">{secret.replace(/(.{4})/g, "$1 ").trim()}</code>
      </p>
    </div>
  );
}
