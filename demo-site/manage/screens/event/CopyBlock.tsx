// A block of code to copy, with a button that copies it and says so.
import { useId, useState } from "react";
import { useT } from "../../i18n/I18nProvider.tsx";
import { Button } from "../../ui/Button.tsx";

export function CopyBlock({ label, text, testId }: { label: string; text: string; testId: string }) {
  const t = useT();
  const id = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="copy-block">
      <span id={id} className="copy-label">
        {label}
      </span>
      <pre aria-labelledby={id} data-testid={testId} tabIndex={0}>
        <code>{text}</code>
      </pre>
      <div className="actions">
        <Button variant="secondary" onPress={() => void copy()}>
          {t("catalog.snippet.copy")}
        </Button>
        <span role="status">
          {copied === null ? "" : copied ? t("catalog.snippet.copied") : t("catalog.snippet.copy_failed")}
        </span>
      </div>
    </div>
  );
}
