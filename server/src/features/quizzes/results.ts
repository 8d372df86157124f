import { passed, percentOf, QUIZ_CSV_COLUMNS, type QuizResults } from '@atelier/contract/quizzes';
import { safeCell } from '../../lib/csv';
import { exactShare } from './scoring';
import type * as store from './quizzes.store';

type Submitted = Awaited<ReturnType<typeof store.submittedAttempts>>;

/** Percent of `n` out of `count`, to one decimal (0 when there is nothing to count). */
const shareOf = (n: number, count: number) => (count === 0 ? 0 : Math.round((n / count) * 1000) / 10);

/** What the teacher's results page shows: each attempt, the pass rate, the average, and per question what was chosen. */
export function resultsOf(quiz: store.QuizRow, rows: Submitted): QuizResults {
  const percents = rows.map((r) => percentOf(r.attempt.score ?? 0, r.attempt.total));
  const share = (n: number) => shareOf(n, rows.length);
  // From the exact scores, not the rounded percents (2/3 and 3/3 average 83.3, not 83.5).
  const exactSum = rows.reduce((sum, { attempt }) => sum + exactShare(attempt.score ?? 0, attempt.total), 0);
  return {
    quiz: { _id: quiz.id, title: quiz.title, questionCount: quiz.questions.length },
    attemptCount: rows.length,
    passRate: share(percents.filter(passed).length),
    averagePercent: share(exactSum),
    attempts: rows.map(({ attempt, user }, i) => ({
      _id: attempt.id,
      user: { _id: user.id, name: user.name, email: user.email },
      score: attempt.score ?? 0,
      total: attempt.total,
      percent: percents[i]!,
      submittedAt: attempt.submittedAt!.toISOString(),
      timedOut: attempt.timedOut,
    })),
    questions: quiz.questions.map((q, qi) => {
      const chosen = q.options.map(() => 0);
      let unanswered = 0;
      let correct = 0;
      for (const { attempt } of rows) {
        const answer = attempt.answers[qi] ?? null;
        if (answer === null || answer >= chosen.length) unanswered++;
        else chosen[answer]!++;
        if (answer === q.correctAnswer) correct++;
      }
      const { questionText, options, correctAnswer } = q;
      return { questionText, options, correctAnswer, chosen, unanswered, correctShare: share(correct) };
    }),
  };
}

/** The results file's rows: the header, then one line per attempt, each cell safe to open in a spreadsheet. */
export function resultRows(results: QuizResults): string[][] {
  return [
    [...QUIZ_CSV_COLUMNS],
    ...results.attempts.map((a) =>
      [
        a.user.name,
        a.user.email,
        String(a.score),
        String(a.total),
        String(a.percent),
        a.submittedAt,
        a.timedOut ? 'yes' : 'no',
      ].map(safeCell),
    ),
  ];
}
