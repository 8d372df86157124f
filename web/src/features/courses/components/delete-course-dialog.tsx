import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import styles from './course-table.module.css';

interface DeleteCourseDialogProps {
  title: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation the spec requires before a course is deleted (spec-1 §9). */
export function DeleteCourseDialog({ title, pending, onConfirm, onClose }: DeleteCourseDialogProps) {
  return (
    <Modal title="Delete course?" onClose={onClose}>
      <p className={styles.confirmText}>
        “{title}” will be deleted with its chapters, questions and notes. This cannot be undone.
      </p>
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
