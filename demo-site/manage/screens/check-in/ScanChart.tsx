// Scans per minute over the last 30 minutes as an SVG bar chart (as the dashboard's sales chart: a few rectangles,
// no library). Each bar names its minute and count; the same numbers are in a table for screen readers.
import { useI18n } from "../../i18n/I18nProvider.tsx";
import { zonedClock } from "./format.ts";

const WIDTH = 600;
const HEIGHT = 120;
const AXIS = 20;

export function ScanChart(props: { minutes: { at: number; scans: number }[]; zone: string }) {
  const { t, language } = useI18n();
  const minutes = [...props.minutes].sort((a, b) => a.at - b.at);
  if (!minutes.length) return null;
  const top = Math.max(1, ...minutes.map((m) => m.scans));
  const slot = WIDTH / minutes.length;
  const bar = Math.max(1, slot * 0.8);
  const label = (at: number) => zonedClock(at, props.zone, language);
  const busy = minutes.filter((m) => m.scans > 0);
  // a clock label every 5 minutes, counted back from the newest
  const every = Math.max(1, Math.ceil(minutes.length / 6));
  return (
    <figure className="stack">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
        width="100%"
        height={HEIGHT + AXIS}
        role="img"
        aria-labelledby="scan-chart-title"
        data-testid="scan-chart"
      >
        <title id="scan-chart-title">{t("checkin.figures.per_minute")}</title>
        <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} stroke="currentColor" strokeWidth="1" />
        {minutes.map((m, i) => {
          const h = (m.scans / top) * (HEIGHT - 10);
          return (
            <g key={m.at}>
              <rect x={i * slot + (slot - bar) / 2} y={HEIGHT - h} width={bar} height={h} fill="#1f5fbf">
                <title>{`${label(m.at)}: ${t("checkin.figures.scans", { count: m.scans })}`}</title>
              </rect>
              {(minutes.length - 1 - i) % every === 0 ? (
                <text x={i * slot + slot / 2} y={HEIGHT + 15} fontSize="12" textAnchor="middle" fill="currentColor">
                  {label(m.at)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      {busy.length ? (
        <table className="visually-hidden">
          <caption>{t("checkin.figures.per_minute")}</caption>
          <tbody>
            {busy.map((m) => (
              <tr key={m.at}>
                <th scope="row">{label(m.at)}</th>
                <td>{t("checkin.figures.scans", { count: m.scans })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="visually-hidden">{t("checkin.figures.scans", { count: 0 })}</p>
      )}
    </figure>
  );
}
