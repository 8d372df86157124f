import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { useMemberAssignments } from '../api/get-member-assignments';
import { AssignmentCard } from '../components/assignment-card';
import { ASSIGNMENT_TEXT } from '../messages';
import styles from './member-pages.module.css';

/** /dashboard/smartLABS/assignment: every assignment as a card with the member's progress. */
export function MemberAssignmentsPage() {
  const assignments = useMemberAssignments();
  return (
    <Page title="Assignments" description={ASSIGNMENT_TEXT.memberListLead} className={styles.page}>
      {assignments.isPending && <Loading label="Loading the assignments…" />}
      {assignments.isError && (
        <div className={styles.notice}>
          <p role="alert">{ASSIGNMENT_TEXT.listLoadFailed}</p>
          <Button variant="secondary" size="sm" onClick={() => void assignments.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {assignments.data?.length === 0 && (
        <p className={styles.notice}>{ASSIGNMENT_TEXT.noMemberAssignments}</p>
      )}
      {assignments.data && assignments.data.length > 0 && (
        <ul className={styles.grid} aria-label="Assignments">
          {assignments.data.map((assignment) => (
            <li key={assignment._id}>
              <AssignmentCard assignment={assignment} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
