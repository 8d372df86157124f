import { PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, ResponsiveContainer } from 'recharts';
import styles from './chart.module.css';

interface PerformanceChartProps {
  scores: readonly { skill: string; score: number }[];
  label: string;
  height: number;
  detailed: boolean;
}

/** A radar of scores out of 100. Loaded on demand (recharts is large). */
export function PerformanceChart({ scores, label, height, detailed }: PerformanceChartProps) {
  return (
    <div className={styles.chart} style={{ height }} role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <RadarChart
          accessibilityLayer={false}
          data={[...scores]}
          outerRadius={detailed ? '75%' : '62%'}
          margin={{ top: 4, right: 30, bottom: 4, left: 30 }}
        >
          <PolarGrid stroke="#cdd2e0" />
          <PolarAngleAxis dataKey="skill" tick={{ fill: '#5b6478', fontSize: detailed ? 13 : 11 }} />
          <PolarRadiusAxis domain={[0, 100]} tick={false} axisLine={false} />
          <Radar
            dataKey="score"
            stroke="#4f46e5"
            fill="#6366f1"
            fillOpacity={0.35}
            isAnimationActive={false}
          />
        </RadarChart>
      </ResponsiveContainer>
    </div>
  );
}
