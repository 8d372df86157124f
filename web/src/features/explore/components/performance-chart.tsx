import { useLayoutEffect, useRef, useState } from 'react';
import { PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart } from 'recharts';
import styles from './chart.module.css';
import { fitRadar } from './radar-fit';

interface PerformanceChartProps {
  scores: readonly { skill: string; score: number }[];
  label: string;
  height: number;
  detailed: boolean;
}

/**
 * The width of the chart's box, followed as the layout changes (a collapsed sidebar, a rotated
 * phone), and the font its labels inherit.
 */
function useBox<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [box, setBox] = useState({ width: 0, fontFamily: 'sans-serif' });
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(([entry]) =>
      setBox({
        width: Math.floor(entry?.contentRect.width ?? 0),
        fontFamily: getComputedStyle(node).fontFamily,
      }),
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return { ref, ...box };
}

let canvas: HTMLCanvasElement | undefined;

/** Each label's width in the font the chart draws it in (a generous guess where canvas cannot tell). */
function measureLabels(texts: readonly string[], fontSize: number, fontFamily: string) {
  canvas ??= document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (context) context.font = `${fontSize}px ${fontFamily}`;
  return texts.map((text) => ({
    width: context ? context.measureText(text).width : text.length * fontSize * 0.62,
  }));
}

/** A radar of scores out of 100. Loaded on demand (recharts is large). */
export function PerformanceChart({ scores, label, height, detailed }: PerformanceChartProps) {
  const { ref, width, fontFamily } = useBox<HTMLDivElement>();
  const skills = scores.map((s) => s.skill);
  // Labels shrink a little before the radar does on a narrow box.
  const sizes = detailed && width >= 420 ? [13, 12, 11] : [11, 10];
  const minimum = Math.min(width, height) * 0.28;
  let fontSize = sizes[0]!;
  let fit = { cx: width / 2, cy: height / 2, outerRadius: 0 };
  if (width > 0) {
    for (const size of sizes) {
      fontSize = size;
      fit = fitRadar(width, height, measureLabels(skills, size, fontFamily), size);
      if (fit.outerRadius >= minimum) break;
    }
  }

  return (
    <div ref={ref} className={styles.chart} style={{ height }} role="img" aria-label={label}>
      {width > 0 && (
        <RadarChart
          accessibilityLayer={false}
          width={width}
          height={height}
          data={[...scores]}
          cx={fit.cx}
          cy={fit.cy}
          outerRadius={fit.outerRadius}
          margin={{ top: 0, right: 0, bottom: 0, left: 0 }}
        >
          <PolarGrid stroke="#cdd2e0" />
          <PolarAngleAxis dataKey="skill" tick={{ fill: '#5b6478', fontSize }} />
          <PolarRadiusAxis domain={[0, 100]} tick={false} axisLine={false} />
          <Radar
            dataKey="score"
            stroke="#4f46e5"
            fill="#6366f1"
            fillOpacity={0.35}
            isAnimationActive={false}
          />
        </RadarChart>
      )}
    </div>
  );
}
