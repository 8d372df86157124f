import { text } from '@atelier/contract/common';
import { z } from 'zod';
import { TextareaField } from '../../../components/ui/field';
import { Field, useZodForm } from '../../../components/ui/form';
import { FormActions } from '../../../components/ui/form-actions';
import { Modal } from '../../../components/ui/modal';
import { ASSIGNMENT_LIMITS, ASSIGNMENT_TEXT } from '../messages';
import styles from './submission-card.module.css';

const commentSchema = z.object({
  comment: text(ASSIGNMENT_LIMITS.feedback).refine((c) => c.length > 0, ASSIGNMENT_TEXT.needComment),
});

interface RequestChangesDialogProps {
  /** What is reviewed: 'T1 by Asha Rao'. */
  subject: string;
  pending: boolean;
  onSend: (comment: string) => void;
  onClose: () => void;
}

/** Request changes: the comment the member will read is required. */
export function RequestChangesDialog({ subject, pending, onSend, onClose }: RequestChangesDialogProps) {
  const form = useZodForm(commentSchema, { defaultValues: { comment: '' } });
  return (
    <Modal title={`Request changes to ${subject}`} onClose={onClose}>
      <form
        className={styles.dialogForm}
        noValidate
        onSubmit={(event) => void form.handleSubmit(({ comment }) => onSend(comment))(event)}
      >
        <Field
          control={form.control}
          name="comment"
          as={TextareaField}
          label="What should change?"
          rows={4}
          maxLength={ASSIGNMENT_LIMITS.feedback * 2}
          autoFocus
        />
        <FormActions className={styles.dialogActions} pending={pending} onCancel={onClose}>
          Request changes
        </FormActions>
      </form>
    </Modal>
  );
}
