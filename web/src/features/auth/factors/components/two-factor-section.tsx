import type { TotpSetup } from '@atelier/contract/factors';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../../components/ui/button';
import { TitledCard } from '../../../../components/ui/card';
import { hasCode } from '../../../../lib/error-text';
import { toastError } from '../../../../lib/error-toast';
import {
  factorStatus,
  useConfirmTotp,
  useNewRecoveryCodes,
  useRemoveTotp,
  useStartTotp,
} from '../api/factors';
import { FACTOR_UI_TEXT, FACTORS_ERRORS } from '../messages';
import styles from './factors.module.css';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TotpEnrol } from './totp-enrol';
import { useStepUpGate } from './use-step-up-gate';

/**
 * Settings › Two-factor authentication: the status, setting up or removing the authenticator app,
 * new recovery codes. Each change asks "Confirm it's you" first (a step-up the server checks).
 */
export function TwoFactorSection() {
  const status = factorStatus.use();
  const gate = useStepUpGate(status.data?.totp ?? false);
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const remove = useRemoveTotp();
  const remake = useNewRecoveryCodes();
  const [enrol, setEnrol] = useState<{ setup: TotpSetup; stepUp: string }>();
  const [codes, setCodes] = useState<string[]>();

  const failed = (error: unknown) => {
    if (hasCode(error, FACTORS_ERRORS.stepUpRequired.code)) gate.forget();
    toastError(error);
  };

  const body = () => {
    if (codes)
      return (
        <RecoveryCodesPanel
          codes={codes}
          doneLabel={FACTOR_UI_TEXT.done}
          onDone={() => setCodes(undefined)}
        />
      );
    if (enrol) {
      return (
        <>
          <TotpEnrol
            setup={enrol.setup}
            onConfirm={async (code) => {
              const { recoveryCodes } = await confirm.mutateAsync({ stepUp: enrol.stepUp, code });
              setEnrol(undefined);
              setCodes(recoveryCodes);
            }}
          />
          <Button variant="ghost" onClick={() => setEnrol(undefined)}>
            {FACTOR_UI_TEXT.cancel}
          </Button>
        </>
      );
    }
    if (status.isPending) return <p>{FACTOR_UI_TEXT.loading}</p>;
    if (status.isError) return <p role="alert">{FACTOR_UI_TEXT.loadFailed}</p>;
    const { totp, recoveryCodesLeft, passkeys, required } = status.data;
    return (
      <>
        <ul className={styles.status}>
          <li className={totp ? styles.on : undefined}>
            {totp ? FACTOR_UI_TEXT.appOn : FACTOR_UI_TEXT.appOff}
          </li>
          {(totp || passkeys > 0) && <li>{FACTOR_UI_TEXT.codesLeft(recoveryCodesLeft)}</li>}
          <li>{FACTOR_UI_TEXT.passkeys(passkeys)}</li>
          {required && <li>{FACTOR_UI_TEXT.required}</li>}
        </ul>
        <div className={styles.actions}>
          {totp ? (
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() =>
                gate.run((token) =>
                  remove.mutate(token, { onSuccess: ({ msg }) => toast.success(msg), onError: failed }),
                )
              }
            >
              {FACTOR_UI_TEXT.remove}
            </Button>
          ) : (
            <Button
              loading={start.isPending}
              onClick={() =>
                gate.run((token) =>
                  start.mutate(token, {
                    onSuccess: (setup) => setEnrol({ setup, stepUp: token }),
                    onError: failed,
                  }),
                )
              }
            >
              {FACTOR_UI_TEXT.setUp}
            </Button>
          )}
          {(totp || passkeys > 0) && (
            <Button
              variant="secondary"
              loading={remake.isPending}
              onClick={() =>
                gate.run((token) =>
                  remake.mutate(token, {
                    onSuccess: ({ recoveryCodes }) => {
                      toast.info(FACTOR_UI_TEXT.newCodesDone);
                      setCodes(recoveryCodes);
                    },
                    onError: failed,
                  }),
                )
              }
            >
              {FACTOR_UI_TEXT.newCodes}
            </Button>
          )}
        </div>
      </>
    );
  };

  return (
    <TitledCard
      headingId="two-factor-heading"
      title={FACTOR_UI_TEXT.sectionHeading}
      description={FACTOR_UI_TEXT.sectionLead}
    >
      {body()}
      {gate.dialog}
    </TitledCard>
  );
}
