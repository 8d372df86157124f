import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../../components/ui/button';
import { saveFile } from '../../../../lib/save-file';
import { useSiteConfig } from '../../../../lib/site-config';
import { FACTOR_UI_TEXT } from '../messages';
import styles from './factors.module.css';

interface RecoveryCodesPanelProps {
  codes: readonly string[];
  doneLabel: string;
  onDone: () => void;
}

/** The recovery codes, shown once: copy or download them, say they are saved, go on. */
export function RecoveryCodesPanel({ codes, doneLabel, onDone }: RecoveryCodesPanelProps) {
  const [saved, setSaved] = useState(false);
  const { productName } = useSiteConfig();
  const text = `${productName} recovery codes (each works once)\n\n${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(FACTOR_UI_TEXT.copied);
    } catch {
      toast.error(FACTOR_UI_TEXT.failed);
    }
  };

  return (
    <div className={styles.form}>
      <h2 className={styles.subheading}>{FACTOR_UI_TEXT.codesHeading}</h2>
      <p className={styles.lead}>{FACTOR_UI_TEXT.codesLead}</p>
      <ol className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" onClick={copy}>
          {FACTOR_UI_TEXT.copy}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => saveFile(new Blob([text], { type: 'text/plain' }), 'recovery-codes.txt')}
        >
          {FACTOR_UI_TEXT.download}
        </Button>
      </div>
      <label className={styles.checkbox}>
        <input type="checkbox" checked={saved} onChange={(e) => setSaved(e.target.checked)} />
        {FACTOR_UI_TEXT.saved}
      </label>
      <Button block disabled={!saved} onClick={onDone}>
        {doneLabel}
      </Button>
    </div>
  );
}
