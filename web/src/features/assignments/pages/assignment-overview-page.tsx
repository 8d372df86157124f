import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LockIcon } from '../../../components/ui/icons';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { errorText, isRefusal } from '../../../lib/error-text';
import { toastError } from '../../../lib/error-toast';
import { useOverview } from '../api/get-overview';
import { useStartAssignment } from '../api/start-assignment';
import { AssignmentCover } from '../components/assignment-cover';
import { BackLink } from '../components/back-link';
import { ASSIGNMENT_PATHS } from '../components/paths';
import { ASSIGNMENT_TEXT } from '../messages';
import styles from './member-pages.module.css';

/**
 * /dashboard/smartLABS/assignment/{id}/start (spec-2 Assignment overview): code, cover, title, brief,
 * type, grading/credits, allocated in, submission, output, general notes and Start Assignment.
 */
export function AssignmentOverviewPage() {
  const { assignmentId = '' } = useParams();
  const overview = useOverview(assignmentId);
  const start = useStartAssignment();
  const navigate = useNavigate();
  const a = overview.data;

  function begin() {
    start.mutate(assignmentId, {
      onSuccess: () => void navigate(ASSIGNMENT_PATHS.tasks(assignmentId)),
      onError: (error) => toastError(error, ASSIGNMENT_TEXT.startFailed, { spoken: isRefusal }),
    });
  }

  const details = a
    ? [
        ['Type', a.type],
        ['Grading / credits', a.evaluation],
        ['Allocated in', a.allocatedIn],
        ['Submission', a.submissionType],
        ['Output', a.output],
      ].filter(([, value]) => value)
    : [];

  return (
    <Page title={a?.title ?? 'Assignment Overview'} description={a?.code} className={styles.narrow}>
      <BackLink to={ASSIGNMENT_PATHS.list}>All assignments</BackLink>
      {overview.isPending && <Loading label="Loading the assignment…" />}
      {overview.isError && (
        <p role="alert" className={styles.notice}>
          {errorText(overview.error, ASSIGNMENT_TEXT.loadFailed, { spoken: isRefusal })}
        </p>
      )}
      {a && (
        <article className={styles.overview}>
          <AssignmentCover src={a.image} className={styles.banner} />
          <div className={styles.overviewBody}>
            <section aria-labelledby="brief-heading" className={styles.section}>
              <h2 id="brief-heading" className={styles.sectionTitle}>
                Brief
              </h2>
              <p className={styles.prose}>{a.brief}</p>
            </section>
            {details.length > 0 && (
              <dl className={styles.details}>
                {details.map(([term, value]) => (
                  <div key={term}>
                    <dt>{term}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            )}
            {a.generalNotes.length > 0 && (
              <section aria-labelledby="notes-heading" className={styles.section}>
                <h2 id="notes-heading" className={styles.sectionTitle}>
                  General notes
                </h2>
                <ul className={styles.notes}>
                  {a.generalNotes.map((note, i) => (
                    <li key={i}>{note}</li>
                  ))}
                </ul>
              </section>
            )}
            {a.isLocked && <p className={styles.lockedNotice}>{ASSIGNMENT_TEXT.lockedNotice}</p>}
            <div className={styles.actions}>
              {a.isLocked ? (
                <Button disabled>
                  <LockIcon size={16} aria-hidden="true" /> Locked
                </Button>
              ) : (
                <Button onClick={begin} loading={start.isPending}>
                  Start Assignment
                </Button>
              )}
            </div>
          </div>
        </article>
      )}
    </Page>
  );
}
