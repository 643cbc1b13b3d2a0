// The event's exports: orders (one row per order) or attendees (one per ticket), as CSV or XLSX. Exporting needs a
// fresh sign-in; the re-auth dialog asks for it and the download goes on.
import { useMutation } from "@tanstack/react-query";
import { downloadExport, type ExportFormat, type ExportKind } from "../../api/dashboard.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { Button } from "../../ui/Button.tsx";
import { errorText } from "../../ui/error-text.ts";
import { Notice } from "../../ui/Notice.tsx";

const FILES: { kind: ExportKind; format: ExportFormat }[] = [
  { kind: "orders", format: "csv" },
  { kind: "orders", format: "xlsx" },
  { kind: "attendees", format: "csv" },
  { kind: "attendees", format: "xlsx" },
];

export function ExportButtons({ org, event }: { org: number; event: number }) {
  const t = useT();
  const download = useMutation({
    mutationFn: (file: (typeof FILES)[number]) => downloadExport(org, event, file.kind, file.format),
  });
  return (
    <section className="stack" aria-labelledby="exports-title">
      <h2 id="exports-title">{t("integrations.exports.title")}</h2>
      <p className="hint">{t("integrations.exports.help")}</p>
      {download.error ? <Notice tone="error">{errorText(t, download.error)}</Notice> : null}
      <div className="actions">
        {FILES.map((file) => (
          <Button
            key={`${file.kind}.${file.format}`}
            variant="secondary"
            isPending={download.isPending && download.variables === file}
            onPress={() => download.mutate(file)}
          >
            {t(`integrations.exports.${file.kind}`, { format: file.format.toUpperCase() })}
          </Button>
        ))}
      </div>
    </section>
  );
}
