import { useSearchParams } from 'react-router';
import { ssoMessage } from '../messages';
import styles from './sso-error.module.css';

/** Why the last sign-in through a school's provider was refused (`/login?sso=<code>`). */
export function SsoError() {
  const [params] = useSearchParams();
  const code = params.get('sso');
  if (!code) return null;
  return (
    <p role="alert" className={styles.error}>
      {ssoMessage(code)}
    </p>
  );
}
