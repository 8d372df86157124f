import type { WaitlistEntry } from '@atelier/contract/waitlist';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import styles from './waitlist-table.module.css';

interface ApproveDialogProps {
  entry: WaitlistEntry;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation the spec requires before a waitlist user is approved (spec-1 §9). */
export function ApproveDialog({ entry, ...actions }: ApproveDialogProps) {
  return (
    <ConfirmDialog title={`Approve ${entry.name}?`} confirmLabel="Approve" {...actions}>
      A student account is created for <strong className={styles.address}>{entry.email}</strong> and the
      invitation is e-mailed.
    </ConfirmDialog>
  );
}
