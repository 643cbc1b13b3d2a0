// A bar chart as SVG (no chart library: a few rectangles are enough, and the screens stay small): the dashboard's
// sales per day, the door's scans per minute. Each bar names its label and value (title); the bars with a value are
// also a table for screen readers. The chart is as high as its drawing and at most as wide as the screen.
import { useId } from "react";

const WIDTH = 600;
const AXIS = 20;

export interface Bar {
  key: string | number;
  value: number;
  /** Under the bar (every `labelEvery`-th bar, counted back from the last, is labelled) and in the table. */
  label: string;
  /** The value in words ("3 tickets"). */
  text: string;
}

export function BarChart(props: { title: string; bars: Bar[]; height: number; labelEvery: number; testId: string }) {
  const titleId = useId();
  const { bars, height } = props;
  const top = Math.max(1, ...bars.map((b) => b.value));
  const slot = WIDTH / Math.max(1, bars.length);
  const bar = Math.max(1, slot * 0.8);
  const shown = bars.filter((b) => b.value > 0);
  return (
    <figure className="stack">
      <svg
        viewBox={`0 0 ${WIDTH} ${height + AXIS}`}
        width="100%"
        height={height + AXIS}
        role="img"
        aria-labelledby={titleId}
        data-testid={props.testId}
      >
        <title id={titleId}>{props.title}</title>
        <line x1="0" y1={height} x2={WIDTH} y2={height} stroke="currentColor" strokeWidth="1" />
        {bars.map((b, i) => {
          const h = (b.value / top) * (height - 10);
          return (
            <g key={b.key}>
              <rect x={i * slot + (slot - bar) / 2} y={height - h} width={bar} height={h} fill="#1f5fbf">
                <title>{`${b.label}: ${b.text}`}</title>
              </rect>
              {(bars.length - 1 - i) % props.labelEvery === 0 ? (
                <text x={i * slot + slot / 2} y={height + 15} fontSize="12" textAnchor="middle" fill="currentColor">
                  {b.label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      {shown.length ? (
        <table className="visually-hidden">
          <caption>{props.title}</caption>
          <tbody>
            {shown.map((b) => (
              <tr key={b.key}>
                <th scope="row">{b.label}</th>
                <td>{b.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </figure>
  );
}
