import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

interface DeleteNoteDialogProps {
  /** The note's title as the list shows it. */
  name: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a note goes: a deleted note cannot be brought back. */
export function DeleteNoteDialog({ name, ...actions }: DeleteNoteDialogProps) {
  return (
    <ConfirmDialog title="Delete this note?" confirmLabel="Delete" danger {...actions}>
      “{name}” will be deleted. This cannot be undone.
    </ConfirmDialog>
  );
}
