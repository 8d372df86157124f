import type { UserSignIn } from '@atelier/contract/user-sign-in';
import { Button } from '../../../components/ui/button';
import { DASH } from '../../../components/ui/data-table';
import { TitledCard } from '../../../components/ui/card';
import { formatDate } from '../../../lib/dates';
import { USER_UI_TEXT } from '../messages';
import { LinkedIdentities } from './linked-identities';
import styles from './sign-in-panel.module.css';

interface SignInPanelProps {
  signIn: UserSignIn;
  /** The admin's own account: its factors are changed under Settings, not here. */
  own: boolean;
  resetting: boolean;
  onReset: () => void;
  /** Whose panel it is: their linked school accounts are listed with their removal. */
  userId: string;
}

const when = (iso: string | null) => (iso ? formatDate(iso) : DASH);

/** How a user signs in, as their admin sees it, and the reset for a lost device. */
export function SignInPanel({ userId, signIn, own, resetting, onReset }: SignInPanelProps) {
  const { totp, recoveryCodesLeft, passkeys } = signIn.factors;
  const anyFactor = totp || recoveryCodesLeft > 0 || passkeys.length > 0;
  return (
    <TitledCard
      headingId="sign-in-heading"
      title="Sign-in"
      description="Two-factor, passkeys and school accounts."
    >
      <dl className={styles.facts}>
        <dt>Authenticator app</dt>
        <dd>
          <span className={styles.state} data-on={totp}>
            {totp ? 'On' : 'Off'}
          </span>
        </dd>
        <dt>Recovery codes left</dt>
        <dd>{recoveryCodesLeft}</dd>
      </dl>
      <h3 className={styles.subheading}>Passkeys</h3>
      {passkeys.length === 0 ? (
        <p className={styles.none}>None.</p>
      ) : (
        <ul className={styles.list}>
          {passkeys.map((key) => (
            <li key={`${key.name}-${key.createdAt}`} className={styles.item}>
              <span className={styles.itemName}>{key.name}</span>
              <span className={styles.meta}>
                added {when(key.createdAt)} · last used {when(key.lastUsedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <LinkedIdentities userId={userId} />
      <div className={styles.actions}>
        <Button
          variant="danger"
          onClick={onReset}
          loading={resetting}
          disabled={own || !anyFactor}
          aria-describedby={own || !anyFactor ? 'reset-note' : undefined}
        >
          Reset two-factor
        </Button>
        {(own || !anyFactor) && (
          <p id="reset-note" className={styles.note}>
            {own ? USER_UI_TEXT.resetOwnNote : USER_UI_TEXT.nothingToReset}
          </p>
        )}
      </div>
    </TitledCard>
  );
}
