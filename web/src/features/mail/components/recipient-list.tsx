import { useEffect, useState } from 'react';
import { CheckIcon, CloseIcon } from '../../../components/ui/icons';
import { MAIL_UI_TEXT } from '../messages';
import type { CsvRecipient } from '../recipients-csv';
import styles from './recipient-list.module.css';
import type { RecipientStatus } from '../hooks/use-bulk-send';

/** Every row has this height (CSS too), so the rows in view follow from the scroll position. */
const ROW_HEIGHT = 52;
/** Rows drawn above and below the ones in view, so a quick scroll shows no gap. */
const OVERSCAN = 8;
/** Rows drawn before the box is measured (and in tests, where nothing has a size). */
const UNMEASURED_ROWS = 40;

/** The mark's accessible name and tooltip. */
function describe(status: RecipientStatus): string {
  switch (status.state) {
    case 'pending':
      return MAIL_UI_TEXT.notSentYet;
    case 'sending':
      return MAIL_UI_TEXT.inProgress;
    case 'waiting':
      return MAIL_UI_TEXT.waiting;
    case 'sent':
      return MAIL_UI_TEXT.sent;
    case 'failed':
      return MAIL_UI_TEXT.failed(status.reason);
    case 'skipped':
      return MAIL_UI_TEXT.skipped(status.reason);
  }
}

function StatusMark({ status }: { status: RecipientStatus }) {
  const label = describe(status);
  return (
    <span className={styles.mark} data-state={status.state} role="img" aria-label={label} title={label}>
      {status.state === 'sent' && <CheckIcon size={16} strokeWidth={2.6} />}
      {(status.state === 'failed' || status.state === 'skipped') && <CloseIcon size={16} strokeWidth={2.6} />}
      {(status.state === 'sending' || status.state === 'waiting') && <span className={styles.spinner} />}
    </span>
  );
}

interface RecipientListProps {
  recipients: readonly CsvRecipient[];
  statuses: readonly RecipientStatus[];
}

/**
 * The recipients with their marks, in a box that scrolls. Only the rows in view are drawn (a list
 * may hold 10,000); each says where it stands in the whole (aria-posinset / aria-setsize).
 */
export function RecipientList({ recipients, statuses }: RecipientListProps) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const [view, setView] = useState({ top: 0, height: 0 });

  useEffect(() => {
    if (!box) return;
    const measure = () => setView({ top: box.scrollTop, height: box.clientHeight });
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    observer?.observe(box);
    return () => observer?.disconnect();
  }, [box]);

  const first = Math.max(0, Math.floor(view.top / ROW_HEIGHT) - OVERSCAN);
  const count = view.height > 0 ? Math.ceil(view.height / ROW_HEIGHT) + 2 * OVERSCAN : UNMEASURED_ROWS;
  const last = Math.min(recipients.length, first + count);
  const rows = [];
  for (let index = first; index < last; index++) {
    const recipient = recipients[index];
    const status = statuses[index] ?? { state: 'pending' };
    if (!recipient) continue;
    const reason = status.state === 'failed' || status.state === 'skipped' ? status.reason : undefined;
    rows.push(
      <li
        key={index}
        className={styles.row}
        style={{ transform: `translateY(${index * ROW_HEIGHT}px)` }}
        aria-posinset={index + 1}
        aria-setsize={recipients.length}
        data-state={status.state}
      >
        <span className={styles.number} aria-hidden="true">
          {index + 1}
        </span>
        <StatusMark status={status} />
        <span className={styles.text}>
          <span className={styles.email} title={recipient.email}>
            {recipient.email}
          </span>
          <span className={styles.detail}>
            {recipient.name && <span className={styles.name}>{recipient.name}</span>}
            {reason && (
              <span className={styles.reason} title={reason}>
                {reason}
              </span>
            )}
          </span>
        </span>
      </li>,
    );
  }

  return (
    // Focusable, so a keyboard can scroll the list.
    <div
      ref={setBox}
      className={styles.box}
      role="region"
      aria-label="Recipient list"
      tabIndex={0}
      onScroll={(event) => {
        const top = event.currentTarget.scrollTop;
        setView((current) => ({ ...current, top }));
      }}
    >
      <ol className={styles.list} style={{ height: recipients.length * ROW_HEIGHT }}>
        {rows}
      </ol>
    </div>
  );
}
