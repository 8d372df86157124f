import {
  PROGRESS_MESSAGES,
  WEEKLY_GOAL_LIMITS,
  type WeeklyGoal,
  type WeeklyGoalBody,
} from '@atelier/contract/progress';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { courseKeys } from './keys';

/**
 * The Weekly Goal: how many chapters a student means to open per week, and how many they opened
 * (or were on) this week. Both live on the server (GET/PUT /api/progress/weekly-goal), so every
 * device shows the same; weeks start on Sunday in the learner's time zone, as the streak's do.
 */
export const GOAL_LIMITS = WEEKLY_GOAL_LIMITS;

/** Its key sits under progress's, which the chapter recorder refreshes after each report. */
export const weeklyGoalQueryOptions = () =>
  queryOptions({
    queryKey: courseKeys.weeklyGoal(),
    queryFn: ({ signal }) => apiFetch<WeeklyGoal>('/progress/weekly-goal', { signal }),
  });

export function saveWeeklyGoal(body: WeeklyGoalBody): Promise<WeeklyGoal> {
  return apiFetch<WeeklyGoal>('/progress/weekly-goal', { method: 'PUT', body });
}

export interface WeeklyProgress {
  goal: number;
  done: number;
  /** done / goal as a whole percent, capped at 100 (spec-1 §9). */
  percent: number;
}

export function progressOf({ chaptersPerWeek: goal, done }: WeeklyGoal): WeeklyProgress {
  return { goal, done, percent: Math.min(100, Math.round((done / goal) * 100)) };
}

/** Where this browser kept the goal before it moved to the server. */
export const legacyStorageKey = (userId: string) => `weeklyGoal:${userId}`;

/** The goal this browser kept, if any, and forgets it: read once, then never again. */
function takeLegacyGoal(userId: string): number | undefined {
  try {
    const raw = window.localStorage.getItem(legacyStorageKey(userId));
    if (raw === null) return undefined;
    window.localStorage.removeItem(legacyStorageKey(userId));
    const goal = Number((JSON.parse(raw) as { goal?: unknown }).goal);
    return Number.isInteger(goal) && goal >= GOAL_LIMITS.min && goal <= GOAL_LIMITS.max ? goal : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The user's goal and this week's progress from the server, and a setter that saves at once
 * (shown before the server answers, put back with a message if it refuses).
 */
export function useWeeklyGoal(userId: string) {
  const queryClient = useQueryClient();
  const options = weeklyGoalQueryOptions();
  const query = useQuery(options);
  const mutation = useMutation({
    mutationFn: saveWeeklyGoal,
    onMutate: async ({ chaptersPerWeek }) => {
      await queryClient.cancelQueries({ queryKey: options.queryKey });
      const previous = queryClient.getQueryData(options.queryKey);
      if (previous) queryClient.setQueryData(options.queryKey, { ...previous, chaptersPerWeek, saved: true });
      return { previous };
    },
    onError: (_error, _body, context) => {
      if (context?.previous) queryClient.setQueryData(options.queryKey, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(options.queryKey, saved),
  });
  const { mutate } = mutation;

  // A goal this browser kept before moves to the server once, unless the server already has one.
  const migrated = useRef(false);
  const data = query.data;
  useEffect(() => {
    if (!data || migrated.current) return;
    migrated.current = true;
    const legacy = takeLegacyGoal(userId);
    if (legacy !== undefined && !data.saved) mutate({ chaptersPerWeek: legacy });
  }, [data, userId, mutate]);

  return {
    progress: data ? progressOf(data) : undefined,
    loadFailed: query.isError,
    saveFailed: mutation.isError,
    setGoal: (chaptersPerWeek: number) => mutate({ chaptersPerWeek }),
    messages: { loadFailed: PROGRESS_MESSAGES.goalLoadFailed, saveFailed: PROGRESS_MESSAGES.goalSaveFailed },
  };
}
