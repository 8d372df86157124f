import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../../../components/ui/button';
import { Loading } from '../../../../components/ui/loading';
import { ApiError } from '../../../../lib/api-client';
import { usePageTitle } from '../../../../lib/page-title';
import { AuthLayout } from '../../components/auth-layout';
import type { HandedStep } from '../../components/login-card';
import { useFinishSignIn } from '../../components/use-finish-sign-in';
import { useFinishOidcSignIn } from '../api/finish-oidc-sign-in';
import { OIDC_TEXT, ssoMessage } from '../messages';
import styles from './sign-in-continue-page.module.css';

/** The ticket and `remember` the callback put in the fragment. */
function readTicket(): { ticket: string; remember: boolean } | undefined {
  const params = new URLSearchParams(window.location.hash.slice(1));
  const ticket = params.get('ticket');
  return ticket ? { ticket, remember: params.get('remember') === '1' } : undefined;
}

/**
 * Where a school's provider sends the browser back (via the server's callback): trades the one-time
 * ticket for a session, as the password login does, or hands the next step (a second factor, or
 * setting one up) to the login page.
 */
export function SignInContinuePage() {
  usePageTitle('Signing in');
  const finishSignIn = useFinishSignIn();
  const navigate = useNavigate();
  const finish = useFinishOidcSignIn();
  const [taken] = useState(readTicket);
  const started = useRef(false);

  useEffect(() => {
    if (!taken || started.current) return;
    started.current = true;
    // Out of the address (and its history entry) at once: the ticket is used once anyway.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    finish.mutate(
      { ticket: taken.ticket },
      {
        onSuccess: (result) => {
          if ('token' in result) {
            finishSignIn(result, taken.remember);
          } else {
            const handed: HandedStep = { signInStep: result, remember: taken.remember };
            navigate('/login', { replace: true, state: handed });
          }
        },
      },
    );
  }, [taken, finish, navigate, finishSignIn]);

  const error = finish.error;
  const failure = !taken
    ? OIDC_TEXT.missingTicket
    : error
      ? error instanceof ApiError && error.code
        ? ssoMessage(error.code)
        : OIDC_TEXT.otherFailure
      : undefined;

  return (
    <AuthLayout>
      <div className={styles.card} aria-live="polite">
        {failure ? (
          <>
            <h1 className={styles.heading}>{OIDC_TEXT.failedTitle}</h1>
            <p role="alert">{failure}</p>
            <Link to="/login" className={buttonClass({ block: true })}>
              {OIDC_TEXT.backToLogin}
            </Link>
          </>
        ) : (
          <Loading label={OIDC_TEXT.continuing} />
        )}
      </div>
    </AuthLayout>
  );
}
