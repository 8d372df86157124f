import styles from './chart.module.css';

export interface ChartPart {
  name: string;
  value: number;
  color: string;
}

interface AttendanceChartProps {
  parts: readonly ChartPart[];
  /** The figure in the ring's middle, e.g. 12 (active days), and the words under it. */
  value: string;
  caption: string;
  label: string;
  height: number;
}

/** The ring in a 100 × 100 box: its middle radius and width (62 % to 90 % of the half-size, as before). */
const RADIUS = 38;
const WIDTH = 14;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Each part's arc length on the ring and where it starts (a negative dash offset), in order. */
function arcsOf(parts: readonly ChartPart[]) {
  const total = parts.reduce((sum, part) => sum + Math.max(0, part.value), 0);
  const lengths = parts.map((part) => (total > 0 ? (Math.max(0, part.value) / total) * CIRCUMFERENCE : 0));
  return parts.map((part, i) => ({
    ...part,
    length: lengths[i]!,
    offset: -lengths.slice(0, i).reduce((sum, length) => sum + length, 0),
  }));
}

/**
 * A ring chart with a figure in its middle: one arc per part, clockwise from twelve o'clock, drawn as
 * plain SVG (a ring needs no chart library, and the dashboard's first screen stays light).
 */
export function AttendanceChart({ parts, value, caption, label, height }: AttendanceChartProps) {
  const arcs = arcsOf(parts);
  return (
    <div className={styles.chart} style={{ height }} role="img" aria-label={label}>
      <svg className={styles.ring} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
        {arcs
          .filter((arc) => arc.length > 0)
          .map((arc) => (
            <circle
              key={arc.name}
              data-part={arc.name}
              cx="50"
              cy="50"
              r={RADIUS}
              fill="none"
              stroke={arc.color}
              strokeWidth={WIDTH}
              strokeDasharray={`${arc.length} ${CIRCUMFERENCE - arc.length}`}
              strokeDashoffset={arc.offset}
              transform="rotate(-90 50 50)"
            />
          ))}
      </svg>
      <span className={styles.center} aria-hidden="true">
        <strong>{value}</strong>
        <span>{caption}</span>
      </span>
    </div>
  );
}
