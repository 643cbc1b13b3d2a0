// Tickets sold per day as an SVG bar chart (no chart library: a few rectangles are enough, and the screen stays
// small). Each bar names its day and count (title); the same numbers are in a table for screen readers. The chart is
// as high as its drawing and at most as wide as the screen.
import { useI18n } from "../../i18n/I18nProvider.tsx";
import { dayRange } from "./day-range.ts";

const WIDTH = 600;
const HEIGHT = 160;
const AXIS = 20;

export function SalesChart(props: { days: { day: string; tickets: number }[] }) {
  const { t, language } = useI18n();
  const days = dayRange(props.days);
  if (!days.length) return <p className="empty">{t("integrations.dashboard.no_sales")}</p>;
  const top = Math.max(1, ...days.map((d) => d.tickets));
  const slot = WIDTH / days.length;
  const bar = Math.max(1, slot * 0.8);
  const label = (day: string) =>
    new Date(`${day}T12:00:00Z`).toLocaleDateString(language, { day: "numeric", month: "short", timeZone: "UTC" });
  const every = Math.ceil(days.length / 8);
  return (
    <figure className="stack">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
        width="100%"
        height={HEIGHT + AXIS}
        role="img"
        aria-labelledby="sales-chart-title"
        data-testid="sales-chart"
      >
        <title id="sales-chart-title">{t("integrations.dashboard.per_day")}</title>
        <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} stroke="currentColor" strokeWidth="1" />
        {days.map((d, i) => {
          const h = (d.tickets / top) * (HEIGHT - 10);
          return (
            <g key={d.day}>
              <rect x={i * slot + (slot - bar) / 2} y={HEIGHT - h} width={bar} height={h} fill="#1f5fbf">
                <title>{`${label(d.day)}: ${t("integrations.dashboard.tickets", { count: d.tickets })}`}</title>
              </rect>
              {(days.length - 1 - i) % every === 0 ? (
                <text x={i * slot + slot / 2} y={HEIGHT + 15} fontSize="12" textAnchor="middle" fill="currentColor">
                  {label(d.day)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <table className="visually-hidden">
        <caption>{t("integrations.dashboard.per_day")}</caption>
        <tbody>
          {props.days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{label(d.day)}</th>
              <td>{t("integrations.dashboard.tickets", { count: d.tickets })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
