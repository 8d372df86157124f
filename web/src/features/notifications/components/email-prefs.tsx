import { NOTIFICATION_KINDS_BY_ROLE, type NotificationKind } from '@atelier/contract/notifications-values';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toastError } from '../../../lib/error-toast';
import { useCurrentUser } from '../../../lib/session/session-context';
import { usePrefs, useSavePrefs } from '../api/prefs';
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_TEXT } from '../messages';
import styles from './notifications.module.css';

/** Settings: which notifications also come by e-mail (off by default except reviews). */
export function EmailPrefs() {
  const user = useCurrentUser();
  const kinds: readonly NotificationKind[] = NOTIFICATION_KINDS_BY_ROLE[user.role];
  const { data } = usePrefs();
  const save = useSavePrefs();
  // The saved choice until the user changes a box; then theirs.
  const [edited, setEdited] = useState<NotificationKind[] | null>(null);
  const chosen = edited ?? data?.emailKinds ?? null;

  const toggle = (kind: NotificationKind) => {
    const now = chosen ?? [];
    setEdited(now.includes(kind) ? now.filter((k) => k !== kind) : [...now, kind]);
  };

  return (
    <Card>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(
            { emailKinds: chosen ?? [] },
            {
              onSuccess: () => toast.success(NOTIFICATION_TEXT.prefsSaved),
              onError: (err) => toastError(err, 'Something went wrong'),
            },
          );
        }}
      >
        <fieldset className={styles.prefs} disabled={chosen === null}>
          <legend>
            <h2>{NOTIFICATION_TEXT.prefsTitle}</h2>
          </legend>
          {kinds.map((kind) => (
            <label key={kind}>
              <input type="checkbox" checked={(chosen ?? []).includes(kind)} onChange={() => toggle(kind)} />
              {NOTIFICATION_KIND_LABELS[kind]}
            </label>
          ))}
          <div>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save e-mail preferences'}
            </Button>
          </div>
        </fieldset>
      </form>
    </Card>
  );
}
