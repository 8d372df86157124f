import { REVIEW_LIMITS } from '@atelier/contract/reviews';
import { text } from '@atelier/contract/common';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/field';
import { Field, useZodForm } from '../../../components/ui/form';
import styles from './review.module.css';

const required = z.object({
  comment: text(REVIEW_LIMITS.comment).refine((c) => c.length > 0, 'Write the comment first.'),
});
const optional = z.object({ comment: text(REVIEW_LIMITS.comment) });

interface CommentFormProps {
  label: string;
  submit: string;
  pending: boolean;
  /** A note may be left empty (a resolution's). */
  optional?: boolean;
  onSend: (comment: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** A comment, a reply or a resolution note: text only, checked as the server checks it. */
export function CommentForm({
  label,
  submit,
  pending,
  optional: mayBeEmpty,
  onSend,
  onCancel,
  autoFocus,
}: CommentFormProps) {
  const form = useZodForm(mayBeEmpty ? optional : required, { defaultValues: { comment: '' } });
  return (
    <form
      className={styles.commentForm}
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit(async ({ comment }) => {
          await onSend(comment);
          form.reset({ comment: '' });
        })(event)
      }
    >
      <Field
        control={form.control}
        name="comment"
        as={TextareaField}
        label={label}
        rows={2}
        maxLength={REVIEW_LIMITS.comment}
        autoFocus={autoFocus}
      />
      <div className={styles.formActions}>
        {onCancel && (
          <Button variant="secondary" size="sm" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        )}
        <Button type="submit" size="sm" loading={pending}>
          {submit}
        </Button>
      </div>
    </form>
  );
}
