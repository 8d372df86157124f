import { Card, CardHeader } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { AssignmentCreate } from '../components/assignment-create';
import { AssignmentList } from '../components/assignment-list';
import { ASSIGNMENT_TEXT } from '../messages';
import styles from './assignment-pages.module.css';

/** /dashboard/admin/assignment-manager: a create form plus a list with Lock or Unlock (spec-2). */
export function AssignmentManagerPage() {
  return (
    <Page title="Assignment Manager" description={ASSIGNMENT_TEXT.managerLead} className={styles.wide}>
      <Card aria-labelledby="new-assignment-heading" className={styles.formCard}>
        <CardHeader id="new-assignment-heading" title="New assignment" />
        <AssignmentCreate />
      </Card>
      <AssignmentList />
    </Page>
  );
}
