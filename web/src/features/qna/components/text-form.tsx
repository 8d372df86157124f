import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/field';
import styles from './qna.module.css';

interface TextFormProps {
  label: string;
  submitLabel: string;
  pending: boolean;
  /** Called with the trimmed text; resolves true when it was posted (the box then empties). */
  onSubmit: (text: string) => Promise<boolean>;
  autoFocus?: boolean;
  onCancel?: () => void;
}

/** A text box for a question, answer or reply: only non-blank text is sent (spec-1 §5). */
export function TextForm({ label, submitLabel, pending, onSubmit, autoFocus, onCancel }: TextFormProps) {
  const [text, setText] = useState('');
  const [blankError, setBlankError] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) {
      setBlankError(true);
      return;
    }
    if (await onSubmit(trimmed)) setText('');
  }

  return (
    <form className={styles.textForm} onSubmit={submit} noValidate>
      <TextareaField
        label={label}
        className={styles.textField}
        rows={3}
        value={text}
        autoFocus={autoFocus}
        error={blankError ? 'Write something first.' : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setBlankError(false);
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
