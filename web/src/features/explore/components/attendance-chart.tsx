import { Cell, Pie, PieChart, ResponsiveContainer } from 'recharts';
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

/** A ring chart with a figure in its middle. Loaded on demand (recharts is large). */
export function AttendanceChart({ parts, value, caption, label, height }: AttendanceChartProps) {
  return (
    <div className={styles.chart} style={{ height }} role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <PieChart accessibilityLayer={false}>
          <Pie
            data={[...parts]}
            dataKey="value"
            nameKey="name"
            innerRadius="62%"
            outerRadius="90%"
            startAngle={90}
            endAngle={-270}
            stroke="none"
            isAnimationActive={false}
          >
            {parts.map((part) => (
              <Cell key={part.name} fill={part.color} />
            ))}
          </Pie>
        </PieChart>
      </ResponsiveContainer>
      <span className={styles.center} aria-hidden="true">
        <strong>{value}</strong>
        <span>{caption}</span>
      </span>
    </div>
  );
}
