import type { ActiveDay, MyProgress, QuizScore } from '@atelier/contract/progress';
import { formatDayOfWeek, formatWeekday } from '../../lib/dates';

/** What the explore tiles and pages make of GET /api/progress/me. */

const DAY_MS = 24 * 60 * 60_000;

/** The YYYY-MM-DD `n` days after `day` (before, for a negative n). */
export function shiftDay(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday. */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

export const dayName = (day: string) => formatDayOfWeek(day);
export const weekdayLetter = (day: string) => formatWeekday(day, 'narrow');

/** The ring's window: the last four weeks, today included. */
export const RING_DAYS = 28;

export interface DayCell {
  day: string;
  active: boolean;
  minutes: number;
  seconds: number;
  quizzes: number;
  isToday: boolean;
}

export function dayMap(progress: MyProgress): Map<string, ActiveDay> {
  return new Map(progress.days.map((d) => [d.day, d]));
}

function cellOf(day: string, days: Map<string, ActiveDay>, today: string): DayCell {
  const found = days.get(day);
  return {
    day,
    active: found !== undefined,
    minutes: Math.round((found?.seconds ?? 0) / 60),
    seconds: found?.seconds ?? 0,
    quizzes: found?.quizzes ?? 0,
    isToday: day === today,
  };
}

export interface Attendance {
  /** Active days in the last RING_DAYS days. */
  active: number;
  percent: number;
  todayActive: boolean;
  /** The last seven days, oldest first, today last. */
  week: DayCell[];
  /** Seconds over the last seven days. */
  weekSeconds: number;
  /** Active days over the whole chart (twelve weeks). */
  activeInChart: number;
}

export function attendanceOf(progress: MyProgress): Attendance {
  const days = dayMap(progress);
  const ringFrom = shiftDay(progress.today, -(RING_DAYS - 1));
  const active = progress.days.filter((d) => d.day >= ringFrom && d.day <= progress.today).length;
  const week = Array.from({ length: 7 }, (_, i) =>
    cellOf(shiftDay(progress.today, i - 6), days, progress.today),
  );
  return {
    active,
    percent: Math.round((active / RING_DAYS) * 100),
    todayActive: days.has(progress.today),
    week,
    weekSeconds: week.reduce((sum, d) => sum + d.seconds, 0),
    activeInChart: progress.days.length,
  };
}

/** The chart's days in weeks (columns) from Sunday to Saturday; null outside from…today. */
export function weeksOf(progress: MyProgress): (DayCell | null)[][] {
  const days = dayMap(progress);
  const start = shiftDay(progress.from, -weekdayOf(progress.from));
  const weeks: (DayCell | null)[][] = [];
  for (let sunday = start; sunday <= progress.today; sunday = shiftDay(sunday, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) => {
        const day = shiftDay(sunday, i);
        return day < progress.from || day > progress.today ? null : cellOf(day, days, progress.today);
      }),
    );
  }
  return weeks;
}

/** How strongly a day is shaded: 0 inactive, 1 active, 2 from 15 minutes, 3 from 30, 4 from an hour. */
export function levelOf(cell: DayCell): number {
  if (!cell.active) return 0;
  if (cell.minutes >= 60) return 4;
  if (cell.minutes >= 30) return 3;
  return cell.minutes >= 15 ? 2 : 1;
}

/** The most quizzes the performance radar shows, the most recently taken. */
export const RADAR_QUIZZES = 8;

/** Each quiz's latest score, the most recently taken quizzes, in the order first taken. */
export function latestPerQuiz(
  scores: readonly QuizScore[],
): { quiz: string; title: string; score: number }[] {
  const latest = new Map<string, QuizScore>();
  for (const s of scores) {
    latest.delete(s.quizId);
    latest.set(s.quizId, s);
  }
  return [...latest.values()]
    .slice(-RADAR_QUIZZES)
    .sort(
      (a, b) =>
        scores.findIndex((s) => s.quizId === a.quizId) - scores.findIndex((s) => s.quizId === b.quizId),
    )
    .map((s) => ({ quiz: s.quizId, title: s.quizTitle, score: s.percent }));
}
