import { Loading } from '../../../../components/ui/loading';
import { Page } from '../../../../components/ui/page';
import { signInSettings } from '../api/sign-in-settings';
import { SignInSettingsForm } from '../components/sign-in-settings-form';
import { SIGN_IN_SETTINGS_TEXT as TEXT } from '../messages';

/** Admin › Sign-in settings: the roles that must use two-factor, the sign-up domains per provider. */
export function SignInSettingsPage() {
  const settings = signInSettings.use();
  return (
    <Page title={TEXT.title} description={TEXT.description}>
      {settings.isPending ? (
        <Loading />
      ) : settings.isError ? (
        <p role="alert">{TEXT.loadFailed}</p>
      ) : (
        <SignInSettingsForm settings={settings.data} />
      )}
    </Page>
  );
}
