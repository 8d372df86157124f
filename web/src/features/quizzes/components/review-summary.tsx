import { bandOf, passed, type AttemptReview } from '@atelier/contract/quizzes';
import type { ReactNode } from 'react';
import { QUIZ_MESSAGES, QUIZ_UI_TEXT } from '../messages';
import ring from '../../../styles/ring.module.css';
import styles from './review-summary.module.css';
import { Ring } from '../../../components/ui/ring';

/**
 * The result (spec-2 §2 Quiz result): the percent in a ring, 'You Passed!' from 60, and the band
 * (low under 60, medium to 84, high from 85) in colour and in words.
 */
export function ReviewSummary({ attempt, actions }: { attempt: AttemptReview; actions: ReactNode }) {
  const percent = Math.min(100, Math.max(0, attempt.percent));
  const band = bandOf(percent);
  const bandName = QUIZ_UI_TEXT.band[band];
  return (
    <section className={styles.summary} data-band={band} aria-labelledby="quiz-verdict">
      <div className={styles.ring} role="img" aria-label={`${percent}%`}>
        <Ring
          size={120}
          radius={52}
          share={percent / 100}
          aria-hidden="true"
          className={ring.dial}
          trackClassName={ring.track}
          arcClassName={ring.arc}
        />
        <span className={styles.percent} aria-hidden="true">
          {percent}%
        </span>
      </div>
      <div className={styles.text}>
        {attempt.quizId && <p className={styles.quizTitle}>{attempt.quizId.title}</p>}
        <h2 id="quiz-verdict" className={styles.verdict}>
          {passed(percent) ? QUIZ_MESSAGES.passed : QUIZ_MESSAGES.failed}
        </h2>
        <p className={styles.facts}>
          <span className={styles.score}>{QUIZ_UI_TEXT.score(attempt.score, attempt.total)}</span>
          <span className={styles.band}>{QUIZ_UI_TEXT.bandLabel(bandName)}</span>
        </p>
        {attempt.timedOut && <p className={styles.note}>{QUIZ_UI_TEXT.timedOut}</p>}
        <div className={styles.actions}>{actions}</div>
      </div>
    </section>
  );
}
