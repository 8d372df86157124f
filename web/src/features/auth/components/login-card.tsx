import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { CloseIcon } from '../../../components/ui/icons';
import { Logo } from '../../../components/ui/logo';
import { useSiteConfig } from '../../../lib/site-config';
import { SsoButtons } from '../oidc/components/sso-buttons';
import { SsoError } from '../oidc/components/sso-error';
import { ForgotPasswordForm } from './forgot-password-form';
import styles from './login-card.module.css';
import { LoginForm, type NextStep } from './login-form';
import { useFinishSignIn } from './use-finish-sign-in';
import { PasskeySignInButton } from '../passkeys/passkey-sign-in-button';

// The steps after a password (issue 29) load only for the accounts that need them.
const SecondFactorStep = lazy(() =>
  import('../factors/components/second-factor-step').then((m) => ({ default: m.SecondFactorStep })),
);
const FactorSetupSteps = lazy(() =>
  import('../factors/components/factor-setup-steps').then((m) => ({ default: m.FactorSetupSteps })),
);

type Face = 'login' | 'forgot' | 'next';

/** A step handed over by another page: a school's sign-in that needs a second factor (`/sign-in/continue`). */
export interface HandedStep {
  signInStep: NextStep;
  remember: boolean;
}

/**
 * The login card; 'Forget Password?' flips it to the recovery face and 'Back to Login' flips it back.
 * A password that needs a second factor (or its set-up) flips it to that step.
 */
export function LoginCard() {
  const location = useLocation();
  const navigate = useNavigate();
  const handed = (location.state as Partial<HandedStep> | null)?.signInStep;
  const [face, setFace] = useState<Face>(handed ? 'next' : 'login');
  const { productName } = useSiteConfig();
  const faceRef = useRef<HTMLDivElement>(null);
  // The card turns only when the user flips it: the first face is there at once (no fade-in on load).
  const [flipped, setFlipped] = useState(false);
  const [step, setStep] = useState<{ next: NextStep; remember: boolean } | undefined>(() =>
    handed ? { next: handed, remember: (location.state as HandedStep).remember === true } : undefined,
  );
  const finishSignIn = useFinishSignIn();

  useEffect(() => {
    // Taken once: a reload of the page starts a new sign-in (the step's challenge is used up anyway).
    if (handed) navigate('.', { replace: true, state: null });
  }, [handed, navigate]);

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
        {face === 'next' && step ? (
          <Suspense fallback={null}>
            {step.next.next === 'second-factor' ? (
              <SecondFactorStep
                challenge={step.next.challenge}
                methods={step.next.methods}
                onSignedIn={(session) => finishSignIn(session, step.remember)}
                onRestart={() => flipTo('login')}
              />
            ) : (
              <FactorSetupSteps
                challenge={step.next.challenge}
                onSignedIn={(session) => finishSignIn(session, step.remember)}
                onRestart={() => flipTo('login')}
              />
            )}
          </Suspense>
        ) : face === 'forgot' ? (
          <ForgotPasswordForm onBack={() => flipTo('login')} />
        ) : (
          <>
            <SsoError />
            <LoginForm
              onForgotPassword={() => flipTo('forgot')}
              onNextStep={(next, remember) => {
                setStep({ next, remember });
                flipTo('next');
              }}
            />
            <SsoButtons />
            <div className={styles.passkey}>
              <PasskeySignInButton />
            </div>
          </>
        )}
      </div>
    </div>
  );
}
