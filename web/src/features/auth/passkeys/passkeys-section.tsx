import { TitledCard } from '../../../components/ui/card';
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
            <PasskeyItem key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      )}
      {supported ? <AddPasskeyForm /> : <p className={styles.status}>{PASSKEY_UI_TEXT.unsupported}</p>}
    </TitledCard>
  );
}
