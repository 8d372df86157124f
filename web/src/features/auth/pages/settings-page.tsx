import { Page } from '../../../components/ui/page';
import { ChangePasswordForm } from '../components/change-password-form';
import styles from './account-pages.module.css';

export function SettingsPage() {
  return (
    <Page title="Settings" description="Manage how you sign in." className={styles.narrow}>
      <ChangePasswordForm />
    </Page>
  );
}
