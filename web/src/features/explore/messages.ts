import { PROGRESS_MESSAGES } from '@atelier/contract/progress-values';

/** The explore page's wording; trail labels for the spec's route names (spec-1 §2). */
export const EXPLORE_TRAIL: Record<string, string> = {
  attendence: 'Attendance',
  feedue: 'Fee Due',
  performance: 'Performance',
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const EXPLORE_TEXT = {
  feeUnavailable: 'Fee details are not available yet.',
  newsEmpty: 'No news yet.',
  newsFailed: 'News could not be loaded.',
  noQuizYet: PROGRESS_MESSAGES.noQuizYet,
  noActivityYet: PROGRESS_MESSAGES.noActivityYet,
  progressFailed: PROGRESS_MESSAGES.loadFailed,
  todayActive: 'Today: active',
  todayNotYet: 'Today: not active yet',
  ringLabel: (active: number, days: number) => `Active on ${plural(active, 'day')} of the last ${days}`,
  dayLabel: (name: string, active: boolean, minutes: number, quizzes: number) =>
    active
      ? [
          name,
          'active',
          minutes > 0 ? plural(minutes, 'minute') : '',
          quizzes > 0 ? plural(quizzes, 'quiz', 'quizzes') : '',
        ]
          .filter(Boolean)
          .join(', ')
      : `${name}, not active`,
  timeSpent: (seconds: number) =>
    seconds > 0 && seconds < 60 ? 'less than a minute' : plural(Math.round(seconds / 60), 'minute'),
} as const;
