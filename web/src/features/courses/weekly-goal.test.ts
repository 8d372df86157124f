import { describe, expect, it } from 'vitest';
import { recordChapterOpened, setWeeklyGoal, weekStart, weeklyProgress } from './weekly-goal';

const USER = 'u1';

describe('weekly goal', () => {
  it('starts weeks on Sunday', () => {
    expect(weekStart(new Date(2026, 10, 22))).toBe('2026-11-22'); // a Sunday
    expect(weekStart(new Date(2026, 10, 28, 23, 59))).toBe('2026-11-22');
    expect(weekStart(new Date(2026, 10, 29))).toBe('2026-11-29');
    expect(weekStart(new Date(2027, 0, 2))).toBe('2026-12-27');
  });

  it('counts each chapter once per week, and caps the percent at 100', () => {
    const monday = new Date(2026, 10, 23);
    setWeeklyGoal(USER, 2, monday);
    recordChapterOpened(USER, 'c_A', monday);
    recordChapterOpened(USER, 'c_A', monday);
    expect(weeklyProgress(USER, monday)).toEqual({ goal: 2, done: 1, percent: 50 });
    recordChapterOpened(USER, 'c_B', monday);
    recordChapterOpened(USER, 'c_C', monday);
    expect(weeklyProgress(USER, monday)).toEqual({ goal: 2, done: 3, percent: 100 });
  });

  it('starts a new week at zero but keeps the goal', () => {
    const monday = new Date(2026, 10, 23);
    setWeeklyGoal(USER, 3, monday);
    recordChapterOpened(USER, 'c_A', monday);
    expect(weeklyProgress(USER, new Date(2026, 10, 30))).toEqual({ goal: 3, done: 0, percent: 0 });
  });

  it('keeps the goal between 1 and 50 and each user apart', () => {
    setWeeklyGoal(USER, 0);
    expect(weeklyProgress(USER).goal).toBe(1);
    setWeeklyGoal(USER, 500);
    expect(weeklyProgress(USER).goal).toBe(50);
    expect(weeklyProgress('someone-else').goal).toBe(5);
  });
});
