// Scans per minute over the last 30 minutes, each minute named by the event's wall clock (a label every 5 minutes,
// counted back from the newest).
import { useI18n } from "../../i18n/I18nProvider.tsx";
import { BarChart } from "../../ui/BarChart.tsx";
import { zonedClock } from "./format.ts";

export function ScanChart(props: { minutes: { at: number; scans: number }[]; zone: string }) {
  const { t, language } = useI18n();
  const minutes = [...props.minutes].sort((a, b) => a.at - b.at);
  const bars = minutes.map((m) => ({
    key: m.at,
    value: m.scans,
    label: zonedClock(m.at, props.zone, language),
    text: t("checkin.figures.scans", { count: m.scans }),
  }));
  return (
    <>
      <BarChart
        title={t("checkin.figures.per_minute")}
        bars={bars}
        height={120}
        labelEvery={Math.max(1, Math.ceil(bars.length / 6))}
        testId="scan-chart"
      />
      {bars.some((b) => b.value > 0) ? null : (
        <p className="visually-hidden">{t("checkin.figures.scans", { count: 0 })}</p>
      )}
    </>
  );
}
