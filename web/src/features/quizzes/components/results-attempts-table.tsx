import type { QuizResults } from '@atelier/contract/quizzes';
import { ScrollCues, useScrollCues } from '../../../components/ui/scroll-cues';
import styles from './results.module.css';

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function SubmittedAt({ iso }: { iso: string }) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : <time dateTime={iso}>{DATE.format(date)}</time>;
}

/** Every submitted attempt; the table scrolls sideways inside its box on a narrow screen. */
export function ResultsAttemptsTable({ results }: { results: QuizResults }) {
  const [trackScroll, cues] = useScrollCues<HTMLDivElement>();
  return (
    <ScrollCues before={cues.before} after={cues.after}>
      {/* Focusable, so a keyboard can scroll it when it is wider than the screen. */}
      <div
        ref={trackScroll}
        className={styles.scroller}
        role="region"
        aria-label={`Attempts at ${results.quiz.title}`}
        tabIndex={0}
      >
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Score</th>
              <th scope="col">Percent</th>
              <th scope="col">Submitted at</th>
              <th scope="col">Timed out</th>
            </tr>
          </thead>
          <tbody>
            {results.attempts.map((attempt) => (
              <tr key={attempt._id}>
                <th scope="row" className={styles.name}>
                  {attempt.user.name}
                </th>
                <td className={styles.email}>{attempt.user.email}</td>
                <td className={styles.number}>
                  {attempt.score}/{attempt.total}
                </td>
                <td className={styles.number}>{attempt.percent}%</td>
                <td className={styles.nowrap}>
                  <SubmittedAt iso={attempt.submittedAt} />
                </td>
                <td>{attempt.timedOut ? 'Yes' : 'No'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ScrollCues>
  );
}
