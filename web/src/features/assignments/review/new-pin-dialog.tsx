import { Modal } from '../../../components/ui/modal';
import { useErrorToast } from '../../../lib/error-toast';
import { CommentForm } from './comment-form';

interface NewPinDialogProps {
  /** "A new pin on sheet 2", "A new pin on the model". */
  title: string;
  pending: boolean;
  /** Saves the pin with its first comment; the dialog closes once it is saved. */
  save: (comment: string) => Promise<unknown>;
  onClose: () => void;
}

/** The first comment of a new pin, on a drawing or on a model's element. */
export function NewPinDialog({ title, pending, save, onClose }: NewPinDialogProps) {
  const toastError = useErrorToast('Could not save. Please try again.');
  return (
    <Modal title={title} onClose={onClose}>
      <CommentForm
        label="What should the member look at?"
        submit="Add the pin"
        autoFocus
        pending={pending}
        onCancel={onClose}
        onSend={(comment) =>
          save(comment)
            .then(onClose)
            .catch((error: unknown) => {
              toastError(error);
              throw error;
            })
        }
      />
    </Modal>
  );
}
