import { ASSIGNMENT_ERRORS } from '@atelier/contract/assignments';
import { useParams } from 'react-router';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { hasCode } from '../../../lib/error-text';
import { useSubmissions } from '../api/get-submissions';
import { BackLink } from '../components/back-link';
import { ASSIGNMENT_PATHS } from '../components/paths';
import { SubmissionCard } from '../components/submission-card';
import { ASSIGNMENT_TEXT } from '../messages';
import styles from './assignment-pages.module.css';

/** /dashboard/admin/assignment-manager/{id}: every member who started the assignment, their images and the review. */
export function AssignmentSubmissionsPage() {
  const { id = '' } = useParams();
  const overview = useSubmissions(id);
  const assignment = overview.data?.assignment;

  return (
    <Page
      title="Submissions"
      description={assignment ? `${assignment.code} · ${assignment.title}` : undefined}
      className={styles.wide}
    >
      <BackLink to={ASSIGNMENT_PATHS.manager}>Assignment Manager</BackLink>
      {overview.isPending && <Loading label="Loading the submissions…" />}
      {overview.isError && (
        <p role="alert" className={styles.notice}>
          {hasCode(overview.error, ASSIGNMENT_ERRORS.notFound.code)
            ? ASSIGNMENT_TEXT.notFound
            : ASSIGNMENT_TEXT.loadFailed}
        </p>
      )}
      {overview.data?.submissions.length === 0 && (
        <p className={styles.notice}>{ASSIGNMENT_TEXT.noSubmissions}</p>
      )}
      {overview.data?.submissions.map((submission) => (
        <SubmissionCard key={submission._id} assignmentId={id} submission={submission} />
      ))}
    </Page>
  );
}
