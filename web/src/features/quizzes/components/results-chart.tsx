import { useLayoutEffect, useRef, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, XAxis, YAxis } from 'recharts';
import styles from './results.module.css';

export interface QuestionShare {
  /** 'Q1', 'Q2' … */
  name: string;
  /** Percent of attempts that answered it correctly. */
  share: number;
}

interface ResultsChartProps {
  shares: readonly QuestionShare[];
  label: string;
  height: number;
}

/** The width of the chart's box, followed as the layout changes (a collapsed sidebar, a rotated phone). */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

// Under half right reads as a question that misleads; the pass mark's colour otherwise.
const colorOf = (share: number) => (share < 50 ? '#c62828' : share < 60 ? '#f59e0b' : '#4f46e5');

/** Bars of the share of correct answers per question. Loaded on demand (recharts is large). */
export function ResultsChart({ shares, label, height }: ResultsChartProps) {
  const { ref, width } = useWidth<HTMLDivElement>();
  return (
    <div ref={ref} className={styles.chart} style={{ height }} role="img" aria-label={label}>
      {width > 0 && (
        <BarChart
          accessibilityLayer={false}
          width={width}
          height={height}
          data={[...shares]}
          margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
        >
          <CartesianGrid vertical={false} stroke="#e3e6ef" />
          <XAxis
            dataKey="name"
            tick={{ fill: '#5b6478', fontSize: 12 }}
            tickLine={false}
            axisLine={{ stroke: '#cdd2e0' }}
            interval="preserveStartEnd"
          />
          <YAxis
            domain={[0, 100]}
            ticks={[0, 25, 50, 75, 100]}
            tickFormatter={(value: number) => `${value}%`}
            tick={{ fill: '#5b6478', fontSize: 12 }}
            tickLine={false}
            axisLine={false}
          />
          <Bar dataKey="share" radius={[4, 4, 0, 0]} maxBarSize={48} isAnimationActive={false}>
            {shares.map((s) => (
              <Cell key={s.name} fill={colorOf(s.share)} />
            ))}
          </Bar>
        </BarChart>
      )}
    </div>
  );
}
