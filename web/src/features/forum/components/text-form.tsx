import { useState, type FormEvent, type Ref } from 'react';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/field';
import styles from './forum.module.css';

interface TextFormProps {
  label: string;
  submitLabel: string;
  /** The error shown when only blanks were typed (spec-2 §5: comments and replies are non-blank). */
  blankMessage: string;
  maxLength: number;
  pending: boolean;
  /** Called with the trimmed text; resolves true when it was saved (the box then empties). */
  onSubmit: (text: string) => Promise<boolean>;
  initialText?: string;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLTextAreaElement>;
  onCancel?: () => void;
}

/** A text box for an answer, a comment, a reply or an edit: only non-blank text is sent. */
export function TextForm({
  label,
  submitLabel,
  blankMessage,
  maxLength,
  pending,
  onSubmit,
  initialText = '',
  autoFocus,
  inputRef,
  onCancel,
}: TextFormProps) {
  const [text, setText] = useState(initialText);
  const [blank, setBlank] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) {
      setBlank(true);
      return;
    }
    if (await onSubmit(trimmed)) setText('');
  }

  return (
    <form className={styles.textForm} onSubmit={submit} noValidate>
      <TextareaField
        ref={inputRef}
        label={label}
        rows={2}
        maxLength={maxLength}
        value={text}
        autoFocus={autoFocus}
        error={blank ? blankMessage : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setBlank(false);
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
