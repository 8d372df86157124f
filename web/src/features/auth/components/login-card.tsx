import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CloseIcon } from '../../../components/ui/icons';
import { Logo } from '../../../components/ui/logo';
import { useSiteConfig } from '../../../lib/site-config';
import { ForgotPasswordForm } from './forgot-password-form';
import styles from './login-card.module.css';
import { LoginForm } from './login-form';
import { PasskeySignInButton } from '../passkeys/passkey-sign-in-button';

type Face = 'login' | 'forgot';

/** The login card; 'Forget Password?' flips it to the recovery face and 'Back to Login' flips it back. */
export function LoginCard() {
  const [face, setFace] = useState<Face>('login');
  const { productName } = useSiteConfig();
  const faceRef = useRef<HTMLDivElement>(null);
  // The card turns only when the user flips it: the first face is there at once (no fade-in on load).
  const [flipped, setFlipped] = useState(false);

  useEffect(() => {
    // After a flip the button that caused it is gone: move focus to the new face's first field.
    if (flipped) faceRef.current?.querySelector<HTMLElement>('input:not([type="radio"])')?.focus();
  }, [face, flipped]);

  function flipTo(next: Face) {
    setFlipped(true);
    setFace(next);
  }

  return (
    <div className={styles.card}>
      <Link to="/" className={styles.close} aria-label="Close and go to the home page">
        <CloseIcon />
      </Link>
      <div className={styles.logo}>
        <Logo name={productName} size={30} />
      </div>
      <div key={face} ref={faceRef} className={flipped ? `${styles.face} ${styles.turned}` : styles.face}>
        {face === 'login' ? (
          <>
            <LoginForm onForgotPassword={() => flipTo('forgot')} />
            <div className={styles.passkey}>
              <PasskeySignInButton />
            </div>
          </>
        ) : (
          <ForgotPasswordForm onBack={() => flipTo('login')} />
        )}
      </div>
    </div>
  );
}
