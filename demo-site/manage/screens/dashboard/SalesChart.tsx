// Tickets sold per day as a bar chart (ui/BarChart.tsx): every day from the first sale to the last, a day's label
// every so many days counted back from the last.
import { useI18n } from "../../i18n/I18nProvider.tsx";
import { BarChart } from "../../ui/BarChart.tsx";
import { dayRange } from "./day-range.ts";

export function SalesChart(props: { days: { day: string; tickets: number }[] }) {
  const { t, language } = useI18n();
  const days = dayRange(props.days);
  if (!days.length) return <p className="empty">{t("integrations.dashboard.no_sales")}</p>;
  const label = (day: string) =>
    new Date(`${day}T12:00:00Z`).toLocaleDateString(language, { day: "numeric", month: "short", timeZone: "UTC" });
  const bars = days.map((d) => ({
    key: d.day,
    value: d.tickets,
    label: label(d.day),
    text: t("integrations.dashboard.tickets", { count: d.tickets }),
  }));
  return (
    <BarChart
      title={t("integrations.dashboard.per_day")}
      bars={bars}
      height={160}
      labelEvery={Math.ceil(days.length / 8)}
      testId="sales-chart"
    />
  );
}
