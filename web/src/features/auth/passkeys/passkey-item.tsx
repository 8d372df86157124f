import type { Passkey } from '@atelier/contract/passkeys';
import { passkeyNameSchema } from '@atelier/contract/passkeys';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/field';
import { formatDate, formatDateTime, formatRelative } from '../../../lib/dates';
import { toastError } from '../../../lib/error-toast';
import { useRemovePasskey, useRenamePasskey } from './api/passkeys';
import { PASSKEY_TEXT, PASSKEY_UI_TEXT } from './messages';
import styles from './passkeys.module.css';

function RenameForm({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const [name, setName] = useState(passkey.name);
  const [problem, setProblem] = useState<string | null>(null);
  const rename = useRenamePasskey();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = passkeyNameSchema.safeParse(name);
    setProblem(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    if (!parsed.success) return;
    rename.mutate(
      { id: passkey.id, name: parsed.data },
      {
        onSuccess: () => {
          toast.success(PASSKEY_TEXT.renamed);
          onDone();
        },
        onError: (error) => toastError(error, PASSKEY_UI_TEXT.failed),
      },
    );
  };
  return (
    <form className={styles.rename} onSubmit={onSubmit} noValidate>
      <TextField
        label={PASSKEY_UI_TEXT.renameLabel(passkey.name)}
        value={name}
        error={problem}
        maxLength={60}
        onChange={(event) => setName(event.target.value)}
        autoFocus
      />
      <div className={styles.buttons}>
        <Button type="submit" size="sm" loading={rename.isPending}>
          {PASSKEY_UI_TEXT.save}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          {PASSKEY_UI_TEXT.cancel}
        </Button>
      </div>
    </form>
  );
}

interface PasskeyItemProps {
  passkey: Passkey;
  /** Runs the removal once the user confirmed it's them (the section's step-up gate). */
  stepUp: (action: (token: string) => void) => void;
  failed: (error: unknown, fallback: string) => void;
}

/** One passkey: its name, whether it is synced, when it was added and last used; rename, remove. */
export function PasskeyItem({ passkey, stepUp, failed }: PasskeyItemProps) {
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useRemovePasskey();
  const headingId = `passkey-${passkey.id}`;
  if (renaming) {
    return (
      <li className={styles.item}>
        <RenameForm passkey={passkey} onDone={() => setRenaming(false)} />
      </li>
    );
  }
  return (
    <li className={styles.item}>
      <div className={styles.details}>
        <p className={styles.name} id={headingId}>
          {passkey.name}
          <span className={styles.tag}>
            {passkey.synced ? PASSKEY_UI_TEXT.synced : PASSKEY_UI_TEXT.deviceOnly}
          </span>
        </p>
        <p className={styles.meta}>
          {PASSKEY_UI_TEXT.created} {formatDate(passkey.createdAt)} ·{' '}
          {passkey.lastUsedAt ? (
            <>
              {PASSKEY_UI_TEXT.lastUsed}{' '}
              <time dateTime={passkey.lastUsedAt} title={formatDateTime(passkey.lastUsedAt)}>
                {formatRelative(passkey.lastUsedAt)}
              </time>
            </>
          ) : (
            PASSKEY_UI_TEXT.neverUsed
          )}
        </p>
      </div>
      <div className={styles.buttons}>
        <Button variant="secondary" size="sm" onClick={() => setRenaming(true)} aria-describedby={headingId}>
          {PASSKEY_UI_TEXT.rename}
        </Button>
        <Button variant="danger" size="sm" onClick={() => setConfirming(true)} aria-describedby={headingId}>
          {PASSKEY_UI_TEXT.remove}
        </Button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={PASSKEY_UI_TEXT.removeTitle}
          confirmLabel={PASSKEY_UI_TEXT.remove}
          danger
          pending={remove.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            stepUp((token) =>
              remove.mutate(
                { id: passkey.id, stepUp: token },
                {
                  onSuccess: ({ msg }) => toast.success(msg),
                  onError: (error) => failed(error, PASSKEY_UI_TEXT.failed),
                },
              ),
            );
          }}
        >
          {PASSKEY_UI_TEXT.removeText(passkey.name)}
        </ConfirmDialog>
      )}
    </li>
  );
}
