import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

interface DeleteCourseDialogProps {
  title: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation the spec requires before a course is deleted (spec-1 §9). */
export function DeleteCourseDialog({ title, ...actions }: DeleteCourseDialogProps) {
  return (
    <ConfirmDialog title="Delete course?" confirmLabel="Delete" danger {...actions}>
      “{title}” will be deleted with its chapters, questions and notes. This cannot be undone.
    </ConfirmDialog>
  );
}
