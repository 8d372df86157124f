import { useParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { useAssignments } from '../api/get-assignments';
import { AssignmentEdit } from '../components/assignment-edit';
import { BackLink } from '../components/back-link';
import { ASSIGNMENT_PATHS } from '../components/paths';
import { ASSIGNMENT_TEXT } from '../messages';
import styles from './assignment-pages.module.css';

/** /dashboard/admin/assignment-manager/{id}/edit: the assignment in the create form, saved with PUT. */
export function AssignmentEditPage() {
  const { id = '' } = useParams();
  const assignments = useAssignments();
  const assignment = assignments.data?.find((a) => a._id === id);

  return (
    <Page title="Edit Assignment" description={ASSIGNMENT_TEXT.editLead} className={styles.wide}>
      <BackLink to={ASSIGNMENT_PATHS.manager}>Assignment Manager</BackLink>
      {assignments.isPending && <Loading label="Loading the assignment…" />}
      {assignments.isError && <p role="alert">{ASSIGNMENT_TEXT.loadFailed}</p>}
      {assignments.data && !assignment && <p role="alert">{ASSIGNMENT_TEXT.notFound}</p>}
      {assignment && (
        <Card className={styles.formCard}>
          <AssignmentEdit key={assignment._id} assignment={assignment} />
        </Card>
      )}
    </Page>
  );
}
