import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import styles from './notebook.module.css';

interface DeleteNoteDialogProps {
  /** The note's title as the list shows it. */
  name: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a note goes: a deleted note cannot be brought back. */
export function DeleteNoteDialog({ name, pending, onConfirm, onClose }: DeleteNoteDialogProps) {
  return (
    <Modal title="Delete this note?" onClose={onClose}>
      <p className={styles.confirmText}>“{name}” will be deleted. This cannot be undone.</p>
      <div className={styles.confirmActions}>
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} loading={pending}>
          Delete
        </Button>
      </div>
    </Modal>
  );
}
