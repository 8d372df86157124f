import type { ReactNode } from 'react';
import { Button } from './button';
import styles from './confirm-dialog.module.css';
import { Modal } from './modal';

interface ConfirmDialogProps {
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  /** A red confirm button, for what cannot be undone or takes something away. */
  danger?: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action: Cancel, or the named action (busy while it runs). */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  danger,
  pending,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal title={title} onClose={onClose}>
      <p className={styles.text}>{children}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
