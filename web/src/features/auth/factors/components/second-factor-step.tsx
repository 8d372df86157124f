import type { LoginResponse, SecondFactor } from '@atelier/contract/auth';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { hasCode } from '../../../../lib/error-text';
import { useSecondFactor } from '../api/sign-in-steps';
import { FACTOR_UI_TEXT, FACTORS_ERRORS } from '../messages';
import { PasskeySecondFactorButton } from '../../passkeys/passkey-second-factor-button';
import { CodeForm } from './code-form';
import styles from './factors.module.css';

interface SecondFactorStepProps {
  challenge: string;
  methods: readonly SecondFactor[];
  onSignedIn: (session: LoginResponse) => void;
  /** Back to the password: the step ended (five wrong codes, expired). */
  onRestart: () => void;
}

const ENDED = [FACTORS_ERRORS.tooManyAttempts.code, FACTORS_ERRORS.challengeInvalid.code];

/** The login card after the password: the authenticator's code, a recovery code, or a passkey. */
export function SecondFactorStep({ challenge, methods, onSignedIn, onRestart }: SecondFactorStepProps) {
  const [mode, setMode] = useState<'totp' | 'recovery'>(methods.includes('totp') ? 'totp' : 'recovery');
  const [ended, setEnded] = useState<string>();
  const send = useSecondFactor();

  const submit = async (code: string) => {
    try {
      onSignedIn(await send.mutateAsync({ challenge, method: mode, code }));
    } catch (error) {
      if (ENDED.some((c) => hasCode(error, c))) setEnded((error as Error).message);
      throw error;
    }
  };

  if (ended) {
    return (
      <div className={styles.form}>
        <h1 className={styles.heading}>{FACTOR_UI_TEXT.codeHeading}</h1>
        <p role="alert" className={styles.problem}>
          {ended}
        </p>
        <Button block onClick={onRestart}>
          {FACTOR_UI_TEXT.startAgain}
        </Button>
      </div>
    );
  }

  const canCode = methods.includes('totp') || methods.includes('recovery');
  const passkey = methods.includes('passkey') && (
    <PasskeySecondFactorButton challenge={challenge} onSignedIn={onSignedIn} />
  );
  // Without an authenticator app the passkey leads; the recovery codes stand in for a lost one.
  const passkeyFirst = !methods.includes('totp');
  return (
    <div className={styles.form}>
      <h1 className={styles.heading}>{FACTOR_UI_TEXT.codeHeading}</h1>
      {passkeyFirst && passkey}
      {canCode && (
        <>
          <p className={styles.lead}>
            {mode === 'totp' ? FACTOR_UI_TEXT.codeLead : FACTOR_UI_TEXT.recoveryLead}
          </p>
          <CodeForm
            key={mode}
            kind={mode}
            label={mode === 'totp' ? FACTOR_UI_TEXT.codeLabel : FACTOR_UI_TEXT.recoveryLabel}
            submitLabel={FACTOR_UI_TEXT.verify}
            onSubmit={submit}
          />
        </>
      )}
      {methods.includes('totp') && methods.includes('recovery') && (
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => setMode(mode === 'totp' ? 'recovery' : 'totp')}
        >
          {mode === 'totp' ? FACTOR_UI_TEXT.useRecovery : FACTOR_UI_TEXT.useApp}
        </button>
      )}
      {!passkeyFirst && passkey}
      <button type="button" className={styles.linkButton} onClick={onRestart}>
        {FACTOR_UI_TEXT.back}
      </button>
    </div>
  );
}
