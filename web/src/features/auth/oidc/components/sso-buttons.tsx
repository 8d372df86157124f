import { buttonClass } from '../../../../components/ui/button';
import { apiPath } from '../../../../lib/api-read';
import { useOidcProviders } from '../api/get-providers';
import { OIDC_TEXT } from '../messages';
import styles from './sso-buttons.module.css';

/**
 * "Sign in with {provider}" for each school provider the server has: plain links to the start of the
 * round trip (the browser leaves for the provider), so they work before the app's code has run.
 */
export function SsoButtons() {
  const { data } = useOidcProviders();
  const providers = data?.providers ?? [];
  if (providers.length === 0) return null;
  return (
    <div className={styles.sso}>
      <p className={styles.or}>
        <span>{OIDC_TEXT.or}</span>
      </p>
      {providers.map((provider) => (
        <a
          key={provider.id}
          className={buttonClass({ variant: 'secondary', block: true })}
          href={`/api${apiPath`/auth/oidc/${provider.id}/start`}`}
        >
          {OIDC_TEXT.signInWith(provider.name)}
        </a>
      ))}
    </div>
  );
}
