import { useImperativeHandle, useMemo, useRef, type Ref } from 'react';
import { useController } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../ui/button';
import { TextareaField } from '../ui/field';
import { useZodForm } from '../ui/form';
import styles from './thread.module.css';

interface TextFormProps {
  label: string;
  submitLabel: string;
  /** The error shown when only blanks were typed (comments, answers and replies are non-blank). */
  blankMessage?: string;
  maxLength?: number;
  rows?: number;
  pending: boolean;
  /** Called with the trimmed text; resolves true when it was saved (the box then empties). */
  onSubmit: (text: string) => Promise<boolean>;
  initialText?: string;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLTextAreaElement>;
  onCancel?: () => void;
}

/** A text box for a question, an answer, a comment, a reply or an edit: only non-blank text is sent. */
export function TextForm({
  label,
  submitLabel,
  blankMessage = 'Write something first.',
  maxLength,
  rows = 3,
  pending,
  onSubmit,
  initialText = '',
  autoFocus,
  inputRef,
  onCancel,
}: TextFormProps) {
  const schema = useMemo(() => z.object({ text: z.string().trim().min(1, blankMessage) }), [blankMessage]);
  const form = useZodForm(schema, { defaultValues: { text: initialText } });
  const { field, fieldState } = useController({ control: form.control, name: 'text' });
  const box = useRef<HTMLTextAreaElement | null>(null);
  useImperativeHandle(inputRef, () => box.current as HTMLTextAreaElement, []);

  const submit = form.handleSubmit(async ({ text }) => {
    if (await onSubmit(text)) form.reset({ text: '' });
  });

  return (
    <form className={styles.textForm} onSubmit={(event) => void submit(event)} noValidate>
      <TextareaField
        ref={(element) => {
          field.ref(element);
          box.current = element;
        }}
        label={label}
        className={styles.textField}
        rows={rows}
        maxLength={maxLength}
        name={field.name}
        value={field.value}
        autoFocus={autoFocus}
        error={fieldState.error?.message}
        onBlur={field.onBlur}
        onChange={(event) => {
          field.onChange(event);
          // The blank problem goes as soon as the box is edited, not at the next submit.
          form.clearErrors('text');
        }}
      />
      <div className={styles.formActions}>
        {onCancel && (
          <Button size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button size="sm" type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
