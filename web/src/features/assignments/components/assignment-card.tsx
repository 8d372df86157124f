import type { MemberAssignment } from '@atelier/contract/assignments';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { ArrowRightIcon, CheckIcon, LockIcon } from '../../../components/ui/icons';
import { AssignmentCover } from './assignment-cover';
import styles from './assignment-card.module.css';
import { ASSIGNMENT_PATHS } from './paths';
import { ProgressRing } from './progress-ring';

/**
 * An assignment on the member's list (spec-2 smartLABS assignment list, §4): cover, code, title and
 * a progress ring; 'Submitted' once every task is done, else 'Start', or 'Locked' while locked.
 */
export function AssignmentCard({ assignment: a }: { assignment: MemberAssignment }) {
  const submitted = a.totalTasks > 0 && a.completedTasks >= a.totalTasks;
  return (
    <article className={styles.card} aria-labelledby={`assignment-${a._id}`}>
      <AssignmentCover src={a.image} className={styles.cover} />
      <div className={styles.body}>
        <div className={styles.text}>
          <p className={styles.code}>{a.code}</p>
          <h2 id={`assignment-${a._id}`} className={styles.title}>
            {a.title}
          </h2>
        </div>
        <ProgressRing done={a.completedTasks} total={a.totalTasks} />
      </div>
      <div className={styles.footer}>
        {submitted ? (
          <Button block variant="secondary" disabled aria-label={`${a.code} submitted`}>
            <CheckIcon size={18} aria-hidden="true" /> Submitted
          </Button>
        ) : a.isLocked ? (
          <Button block variant="secondary" disabled aria-label={`${a.code} locked`}>
            <LockIcon size={16} aria-hidden="true" /> Locked
          </Button>
        ) : (
          <Link
            to={ASSIGNMENT_PATHS.overview(a._id)}
            className={`${buttonClass({ block: true })} ${styles.action}`}
            aria-label={`Start ${a.code}`}
          >
            Start <ArrowRightIcon size={18} aria-hidden="true" />
          </Link>
        )}
      </div>
    </article>
  );
}
