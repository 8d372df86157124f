import { lazy, Suspense } from 'react';
import { Loading } from '../../components/ui/loading';

// Profile and Settings are forms (react-hook-form and the contract's zod schemas): every area loads
// them when they are first opened, so the dashboard's first screen carries no form code.
const ProfilePage = lazy(() =>
  import('../../features/auth/pages/profile-page').then((m) => ({ default: m.ProfilePage })),
);
const SettingsWithPrefs = lazy(() =>
  Promise.all([
    import('../../features/auth/pages/settings-page'),
    import('../../features/notifications/components/email-prefs'),
  ]).then(([{ SettingsPage }, { EmailPrefs }]) => ({
    // The app composes the two features: the password (auth), then the e-mail preferences.
    default: () => (
      <SettingsPage>
        <EmailPrefs />
      </SettingsPage>
    ),
  })),
);

/** …/profile in every area. */
export function ProfileRoute() {
  return (
    <Suspense fallback={<Loading />}>
      <ProfilePage />
    </Suspense>
  );
}

/** …/settings in every area. */
export function SettingsRoute() {
  return (
    <Suspense fallback={<Loading />}>
      <SettingsWithPrefs />
    </Suspense>
  );
}
