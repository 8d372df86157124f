import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';

/** spec-1 §2: User Management shows placeholder text only. */
export function UserManagementPage() {
  return (
    <Page title="User Management">
      <Card>
        <p>User management is coming soon. Accounts are administered from the command line for now.</p>
      </Card>
    </Page>
  );
}
