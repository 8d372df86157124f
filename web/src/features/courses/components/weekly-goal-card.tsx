import { Card } from '../../../components/ui/card';
import { GOAL_LIMITS, useWeeklyGoal } from '../weekly-goal';
import { ProgressRing } from './progress-ring';
import styles from './courses-top.module.css';

/** The Weekly Goal: chapters to open this week (set here), and how many were opened so far. */
export function WeeklyGoalCard({ userId }: { userId: string }) {
  const { progress, setGoal } = useWeeklyGoal(userId);
  const { goal, done, percent } = progress;
  return (
    <Card className={styles.card} aria-labelledby="weekly-goal-title">
      <ProgressRing percent={percent} label="Weekly goal reached" />
      <div className={styles.cardText}>
        <h2 id="weekly-goal-title" className={styles.cardTitle}>
          Weekly Goal
        </h2>
        <p className={styles.muted}>
          {done} of {goal} {goal === 1 ? 'chapter' : 'chapters'} opened this week
        </p>
        <div className={styles.stepper} role="group" aria-label="Chapters per week">
          <button
            type="button"
            aria-label="Fewer chapters per week"
            onClick={() => setGoal(goal - 1)}
            disabled={goal <= GOAL_LIMITS.min}
          >
            −
          </button>
          <output aria-live="polite">{goal} per week</output>
          <button
            type="button"
            aria-label="More chapters per week"
            onClick={() => setGoal(goal + 1)}
            disabled={goal >= GOAL_LIMITS.max}
          >
            +
          </button>
        </div>
      </div>
    </Card>
  );
}
