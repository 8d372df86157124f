import type { MouseEvent } from 'react';
import { buttonClass } from '../../../../components/ui/button';
import { apiPath } from '../../../../lib/api-read';
import { useOidcProviders } from '../api/get-providers';
import { OIDC_TEXT } from '../messages';
import styles from './sso-buttons.module.css';

const startPath = (id: string) => `/api${apiPath`/auth/oidc/${id}/start`}`;

/**
 * As the login form's "Remember Me" is ticked when the link is followed: the server keeps it through
 * the round trip, and the session it opens outlives the browser only if ticked.
 */
function followRemembering(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const remember =
    event.currentTarget.ownerDocument.querySelector<HTMLInputElement>('input[name="remember"]');
  event.currentTarget.href = remember?.checked ? `${startPath(id)}?remember=1` : startPath(id);
}

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
          href={startPath(provider.id)}
          onClick={(event) => followRemembering(event, provider.id)}
        >
          {OIDC_TEXT.signInWith(provider.name)}
        </a>
      ))}
    </div>
  );
}
