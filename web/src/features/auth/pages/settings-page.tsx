import type { ReactNode } from 'react';
import { Page } from '../../../components/ui/page';
import { ActiveSessions } from '../components/active-sessions';
import { ChangePasswordForm } from '../components/change-password-form';
import { TwoFactorSection } from '../factors/components/two-factor-section';
import { PasskeysSection } from '../passkeys/passkeys-section';
import styles from './account-pages.module.css';

/** Settings: the password, two-factor sign-in, the signed-in sessions, and what the app layer adds below it (the e-mail preferences). */
export function SettingsPage({ children }: { children?: ReactNode }) {
  return (
    <Page
      title="Settings"
      description="Manage how you sign in and what we e-mail you."
      className={styles.narrow}
    >
      <ChangePasswordForm />
      <TwoFactorSection />
      <PasskeysSection />
      <ActiveSessions />
      {children}
    </Page>
  );
}
