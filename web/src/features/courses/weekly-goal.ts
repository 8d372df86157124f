import { lightFormat, startOfWeek } from 'date-fns';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * The Weekly Goal: how many chapters a student means to open per week, and which chapters they
 * opened this week. Kept in this browser's local storage per user; weeks start on Sunday, as the
 * streak calendar's do.
 */
export const GOAL_LIMITS = { min: 1, max: 50, default: 5 } as const;

interface GoalRecord {
  goal: number;
  /** The Sunday (YYYY-MM-DD, local time) the chapters below were opened in the week of. */
  week: string;
  chapters: string[];
}

const storageKey = (userId: string) => `weeklyGoal:${userId}`;
const listeners = new Set<() => void>();

export function weekStart(date: Date): string {
  return lightFormat(startOfWeek(date, { weekStartsOn: 0 }), 'yyyy-MM-dd');
}

function clampGoal(value: number): number {
  if (!Number.isFinite(value)) return GOAL_LIMITS.default;
  return Math.min(GOAL_LIMITS.max, Math.max(GOAL_LIMITS.min, Math.round(value)));
}

function readRaw(userId: string): string | null {
  try {
    return window.localStorage.getItem(storageKey(userId));
  } catch {
    return null;
  }
}

function parse(raw: string | null, now: Date): GoalRecord {
  const week = weekStart(now);
  const fresh: GoalRecord = { goal: GOAL_LIMITS.default, week, chapters: [] };
  if (!raw) return fresh;
  try {
    const value = JSON.parse(raw) as Partial<GoalRecord>;
    const goal = clampGoal(Number(value.goal));
    const chapters =
      value.week === week && Array.isArray(value.chapters)
        ? value.chapters.filter((c): c is string => typeof c === 'string')
        : [];
    return { goal, week, chapters };
  } catch {
    return fresh;
  }
}

function write(userId: string, record: GoalRecord): void {
  try {
    window.localStorage.setItem(storageKey(userId), JSON.stringify(record));
  } catch {
    // Storage may be full or disabled; the goal then lasts for this page only.
  }
  listeners.forEach((listener) => listener());
}

/** Counts a chapter as opened this week (once). */
export function recordChapterOpened(userId: string, chapterKey: string, now = new Date()): void {
  const record = parse(readRaw(userId), now);
  if (record.chapters.includes(chapterKey)) return;
  write(userId, { ...record, chapters: [...record.chapters, chapterKey] });
}

export function setWeeklyGoal(userId: string, goal: number, now = new Date()): void {
  write(userId, { ...parse(readRaw(userId), now), goal: clampGoal(goal) });
}

export interface WeeklyProgress {
  goal: number;
  done: number;
  /** done / goal as a whole percent, capped at 100 (spec-1 §9). */
  percent: number;
}

function progressOf(raw: string | null, now: Date): WeeklyProgress {
  const { goal, chapters } = parse(raw, now);
  const done = chapters.length;
  return { goal, done, percent: Math.min(100, Math.round((done / goal) * 100)) };
}

export function weeklyProgress(userId: string, now = new Date()): WeeklyProgress {
  return progressOf(readRaw(userId), now);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('weeklyGoal:')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The user's goal and progress, in step with other tabs and with chapters opened meanwhile. */
export function useWeeklyGoal(userId: string) {
  // The raw string is the snapshot: unchanged storage means an unchanged render.
  const raw = useSyncExternalStore(subscribe, () => readRaw(userId));
  const setGoal = useCallback((goal: number) => setWeeklyGoal(userId, goal), [userId]);
  return { progress: progressOf(raw, new Date()), setGoal };
}
