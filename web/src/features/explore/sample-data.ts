/**
 * The spec's placeholder figures for the explore tiles (spec-1 §2, §9). They are not the student's
 * data, and the tiles say so.
 */
export const ATTENDANCE_SAMPLE = [
  { name: 'Unwatched', value: 60 },
  { name: 'Watched', value: 40 },
] as const;

export const PERFORMANCE_SAMPLE = [
  { skill: 'Design', score: 80 },
  { skill: 'Code', score: 65 },
  { skill: 'Performance', score: 70 },
  { skill: 'UX', score: 85 },
  { skill: 'Accessibility', score: 60 },
] as const;

/** Percent watched, capped at 100 (spec-1 §9). */
export function watchedPercent(): number {
  const total = ATTENDANCE_SAMPLE.reduce((sum, part) => sum + part.value, 0);
  const watched = ATTENDANCE_SAMPLE.find((part) => part.name === 'Watched')?.value ?? 0;
  return total === 0 ? 0 : Math.min(100, Math.round((watched / total) * 100));
}

export const SAMPLE_NOTE = 'Sample data';
