import type { Revision } from '@atelier/contract/reviews';
import { formatDateTime } from '../../../lib/dates';
import styles from './review.module.css';

const STATUS_WORDS = {
  submitted: 'awaiting review',
  accepted: 'accepted',
  changes_requested: 'changes requested',
};

/** Which revision is shown: each with its date and state. */
export function RevisionPicker({
  revisions,
  value,
  onChange,
}: {
  revisions: readonly Revision[];
  value: number;
  onChange: (revision: number) => void;
}) {
  return (
    <label className={styles.revision}>
      Revision
      <select value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {revisions.map((r) => (
          <option key={r.revision} value={r.revision}>
            {r.revision} · {formatDateTime(r.submittedAt)} · {STATUS_WORDS[r.status]}
          </option>
        ))}
      </select>
    </label>
  );
}
