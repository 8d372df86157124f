import { useSearchParams } from 'react-router';
import { useInBrowser } from '../../../../lib/use-in-browser';
import { ssoMessage } from '../messages';
import styles from './sso-error.module.css';

/** Why the last sign-in through a school's provider was refused (`/login?sso=<code>`). */
export function SsoError() {
  const [params] = useSearchParams();
  // The prerendered login page has no query: the sentence comes once the page is hydrated.
  const inBrowser = useInBrowser();
  const code = params.get('sso');
  if (!code || !inBrowser) return null;
  return (
    <p role="alert" className={styles.error}>
      {ssoMessage(code)}
    </p>
  );
}
