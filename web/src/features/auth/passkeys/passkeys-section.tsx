import { TitledCard } from '../../../components/ui/card';
import { hasCode } from '../../../lib/error-text';
import { toastError } from '../../../lib/error-toast';
import { factorStatus } from '../factors/api/factors';
import { useStepUpGate } from '../factors/components/use-step-up-gate';
import { FACTORS_ERRORS } from '../factors/messages';
import { AddPasskeyForm } from './add-passkey-form';
import { usePasskeys } from './api/passkeys';
import { PASSKEY_UI_TEXT } from './messages';
import { PasskeyItem } from './passkey-item';
import styles from './passkeys.module.css';
import { usePasskeySupport } from './webauthn';

/** Settings › Passkeys: the account's passkeys, and a new one added under a name. */
export function PasskeysSection() {
  const passkeys = usePasskeys();
  const supported = usePasskeySupport();
  const status = factorStatus.use();
  const gate = useStepUpGate(status.data?.totp ?? false);
  const failed = (error: unknown, fallback: string) => {
    if (hasCode(error, FACTORS_ERRORS.stepUpRequired.code)) gate.forget();
    toastError(error, fallback);
  };
  const list = passkeys.data?.passkeys ?? [];
  return (
    <TitledCard
      headingId="passkeys-heading"
      title={PASSKEY_UI_TEXT.heading}
      description={PASSKEY_UI_TEXT.description}
    >
      {passkeys.isPending ? (
        <p className={styles.status}>{PASSKEY_UI_TEXT.loading}</p>
      ) : passkeys.isError ? (
        <p className={styles.status} role="alert">
          {PASSKEY_UI_TEXT.loadFailed}
        </p>
      ) : list.length === 0 ? (
        <p className={styles.status}>{PASSKEY_UI_TEXT.none}</p>
      ) : (
        <ul className={styles.list}>
          {list.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} stepUp={gate.run} failed={failed} />
          ))}
        </ul>
      )}
      {supported ? (
        <AddPasskeyForm stepUp={gate.run} failed={failed} />
      ) : (
        <p className={styles.status}>{PASSKEY_UI_TEXT.unsupported}</p>
      )}
      {gate.dialog}
    </TitledCard>
  );
}
