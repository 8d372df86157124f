import { Cell, Pie, PieChart, ResponsiveContainer } from 'recharts';
import styles from './chart.module.css';

export interface ChartPart {
  name: string;
  value: number;
  color: string;
}

interface AttendanceChartProps {
  parts: readonly ChartPart[];
  /** The number in the ring's middle, e.g. 40 (percent watched). */
  percent: number;
  label: string;
  height: number;
}

/** A ring chart with the percent in its middle. Loaded on demand (recharts is large). */
export function AttendanceChart({ parts, percent, label, height }: AttendanceChartProps) {
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
        <strong>{percent}%</strong>
        <span>watched</span>
      </span>
    </div>
  );
}
