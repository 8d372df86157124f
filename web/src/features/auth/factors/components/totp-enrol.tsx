import type { TotpSetup } from '@atelier/contract/factors';
import { FACTOR_UI_TEXT } from '../messages';
import { CodeForm } from './code-form';
import styles from './factors.module.css';

/** The secret in groups of four, as an app's "enter a key" screen is easiest typed from. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Adding an authenticator app: the QR code (or the key typed by hand), then its first code. */
export function TotpEnrol({
  setup,
  onConfirm,
}: {
  setup: TotpSetup;
  onConfirm: (code: string) => Promise<unknown>;
}) {
  return (
    <div className={styles.enrol}>
      <p>{FACTOR_UI_TEXT.scan}</p>
      <img
        className={styles.qr}
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
        alt={FACTOR_UI_TEXT.qrAlt}
        width={184}
        height={184}
      />
      <p className={styles.manual}>
        {FACTOR_UI_TEXT.manual} <code className={styles.secret}>{grouped(setup.secret)}</code>
      </p>
      <CodeForm
        kind="totp"
        label={FACTOR_UI_TEXT.confirmCode}
        submitLabel={FACTOR_UI_TEXT.turnOn}
        onSubmit={onConfirm}
      />
    </div>
  );
}
