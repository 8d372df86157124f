import { Card } from '../../../components/ui/card';
import { GOAL_LIMITS, useWeeklyGoal } from '../api/weekly-goal';
import { ProgressRing } from './progress-ring';
import styles from './courses-top.module.css';

/**
 * The Weekly Goal: chapters to open this week (set here), and how many were opened so far; both
 * from the server, the same on every device.
 */
export function WeeklyGoalCard({ userId }: { userId: string }) {
  const { progress, loadFailed, saveFailed, setGoal, messages } = useWeeklyGoal(userId);
  const goal = progress?.goal;
  return (
    <Card className={styles.card} aria-labelledby="weekly-goal-title">
      <ProgressRing percent={progress?.percent ?? 0} label="Weekly goal reached" />
      <div className={styles.cardText}>
        <h2 id="weekly-goal-title" className={styles.cardTitle}>
          Weekly Goal
        </h2>
        {progress ? (
          <p className={styles.muted}>
            {progress.done} of {progress.goal} {progress.goal === 1 ? 'chapter' : 'chapters'} opened this week
          </p>
        ) : (
          <p className={styles.muted} role={loadFailed ? 'alert' : undefined}>
            {loadFailed ? messages.loadFailed : 'Loading your weekly goal…'}
          </p>
        )}
        <div className={styles.stepper} role="group" aria-label="Chapters per week">
          <button
            type="button"
            aria-label="Fewer chapters per week"
            onClick={() => goal !== undefined && setGoal(goal - 1)}
            disabled={goal === undefined || goal <= GOAL_LIMITS.min}
          >
            −
          </button>
          <output aria-live="polite">{goal ?? '–'} per week</output>
          <button
            type="button"
            aria-label="More chapters per week"
            onClick={() => goal !== undefined && setGoal(goal + 1)}
            disabled={goal === undefined || goal >= GOAL_LIMITS.max}
          >
            +
          </button>
        </div>
        {saveFailed && (
          <p className={styles.muted} role="alert">
            {messages.saveFailed}
          </p>
        )}
      </div>
    </Card>
  );
}
