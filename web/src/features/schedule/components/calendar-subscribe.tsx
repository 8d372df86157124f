import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button, buttonClass } from '../../../components/ui/button';
import { CalendarPlusIcon } from '../../../components/ui/icons';
import { Loading } from '../../../components/ui/loading';
import { Modal } from '../../../components/ui/modal';
import { useFeedLink } from '../api/get-feed-link';
import { useResetFeedLink } from '../api/reset-feed-link';
import { SCHEDULE_TEXT } from '../messages';
import styles from './calendar-subscribe.module.css';
import { webcalUrl } from './schedule-dates';

/** "Add to calendar": the member's own feed address, to copy or to open in a calendar app. */
export function CalendarSubscribe() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <CalendarPlusIcon size={18} aria-hidden="true" /> {SCHEDULE_TEXT.addToCalendar}
      </Button>
      {open && <SubscribeDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function SubscribeDialog({ onClose }: { onClose: () => void }) {
  const link = useFeedLink(true);
  const reset = useResetFeedLink();

  function resetLink() {
    reset.mutate(undefined, {
      onSuccess: () => toast.success(SCHEDULE_TEXT.resetDone),
      onError: () => toast.error(SCHEDULE_TEXT.resetFailed),
    });
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(SCHEDULE_TEXT.copied);
    } catch {
      toast.error(SCHEDULE_TEXT.copyFailed);
    }
  }

  return (
    <Modal title={SCHEDULE_TEXT.subscribeTitle} onClose={onClose}>
      <div className={styles.body}>
        <p className={styles.lead}>{SCHEDULE_TEXT.subscribeLead}</p>
        {link.isPending && <Loading label={SCHEDULE_TEXT.linkLoading} />}
        {link.isError && (
          <div className={styles.failed}>
            <p role="alert">{SCHEDULE_TEXT.linkFailed}</p>
            <Button size="sm" variant="secondary" onClick={() => void link.refetch()}>
              {SCHEDULE_TEXT.tryAgain}
            </Button>
          </div>
        )}
        {link.data && (
          <>
            <label className={styles.label} htmlFor="schedule-feed-url">
              {SCHEDULE_TEXT.linkLabel}
            </label>
            <div className={styles.linkRow}>
              <input
                id="schedule-feed-url"
                className={styles.url}
                value={link.data.url}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
              />
              <Button onClick={() => void copy(link.data.url)}>{SCHEDULE_TEXT.copy}</Button>
            </div>
            <p className={styles.private}>{SCHEDULE_TEXT.subscribePrivate}</p>
            <Button size="sm" variant="secondary" disabled={reset.isPending} onClick={resetLink}>
              {SCHEDULE_TEXT.resetLink}
            </Button>
            <a className={buttonClass({ variant: 'secondary', block: true })} href={webcalUrl(link.data.url)}>
              <CalendarPlusIcon size={18} aria-hidden="true" /> {SCHEDULE_TEXT.openInApp}
            </a>
          </>
        )}
      </div>
    </Modal>
  );
}
