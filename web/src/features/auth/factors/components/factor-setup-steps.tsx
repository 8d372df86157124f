import type { LoginResponse } from '@atelier/contract/auth';
import type { SetupDone } from '@atelier/contract/factors';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { errorText } from '../../../../lib/error-text';
import { useConfirmSetupTotp, useStartSetupTotp } from '../api/sign-in-steps';
import { FACTOR_UI_TEXT } from '../messages';
import styles from './factors.module.css';
import { PasskeySetupButton } from '../../passkeys/passkey-setup-button';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TotpEnrol } from './totp-enrol';

interface FactorSetupStepsProps {
  challenge: string;
  onSignedIn: (session: LoginResponse) => void;
  onRestart: () => void;
}

/**
 * The walk-through for a user whose role must use two-factor sign-in and who has no factor yet:
 * why, the authenticator app (QR code, key, first code), the recovery codes, then the dashboard.
 * The session is kept only once the codes are saved.
 */
export function FactorSetupSteps({ challenge, onSignedIn, onRestart }: FactorSetupStepsProps) {
  const start = useStartSetupTotp();
  const confirm = useConfirmSetupTotp();
  const [done, setDone] = useState<SetupDone>();

  if (done) {
    const { recoveryCodes, ...session } = done;
    return (
      <RecoveryCodesPanel
        codes={recoveryCodes}
        doneLabel={FACTOR_UI_TEXT.continue}
        onDone={() => onSignedIn(session)}
      />
    );
  }

  return (
    <div className={styles.form}>
      <h1 className={styles.heading}>{FACTOR_UI_TEXT.setupHeading}</h1>
      <p className={styles.why}>{FACTOR_UI_TEXT.setupWhy}</p>
      {start.data ? (
        <TotpEnrol
          setup={start.data}
          onConfirm={async (code) => setDone(await confirm.mutateAsync({ challenge, code }))}
        />
      ) : (
        <>
          <p className={styles.lead}>{FACTOR_UI_TEXT.setupLead}</p>
          {start.error && (
            <p role="alert" className={styles.problem}>
              {errorText(start.error)}
            </p>
          )}
          <Button block loading={start.isPending} onClick={() => start.mutate(challenge)}>
            {FACTOR_UI_TEXT.setupApp}
          </Button>
          <PasskeySetupButton challenge={challenge} onDone={setDone} />
        </>
      )}
      <button type="button" className={styles.linkButton} onClick={onRestart}>
        {FACTOR_UI_TEXT.back}
      </button>
    </div>
  );
}
