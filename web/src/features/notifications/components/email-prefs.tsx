import { NOTIFICATION_KINDS_BY_ROLE, type NotificationKind } from '@atelier/contract/notifications-values';
import { prefsSchema } from '@atelier/contract/notifications';
import { useController } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useZodForm } from '../../../components/ui/form';
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
  // The saved choice until the user changes a box; then theirs, even when the saved one is fetched again.
  const form = useZodForm(prefsSchema, { values: data, resetOptions: { keepDirtyValues: true } });
  const chosen = useController({ control: form.control, name: 'emailKinds', defaultValue: [] }).field;

  const toggle = (kind: NotificationKind) =>
    chosen.onChange(
      chosen.value.includes(kind) ? chosen.value.filter((k) => k !== kind) : [...chosen.value, kind],
    );

  const submit = form.handleSubmit((prefs) =>
    save.mutate(prefs, {
      onSuccess: () => toast.success(NOTIFICATION_TEXT.prefsSaved),
      onError: (err) => toastError(err, 'Something went wrong'),
    }),
  );

  return (
    <Card>
      <form onSubmit={(event) => void submit(event)}>
        <fieldset className={styles.prefs} disabled={!data}>
          <legend>
            <h2>{NOTIFICATION_TEXT.prefsTitle}</h2>
          </legend>
          {kinds.map((kind) => (
            <label key={kind}>
              <input type="checkbox" checked={chosen.value.includes(kind)} onChange={() => toggle(kind)} />
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
