import type { ChangeEvent, ReactNode } from 'react';
import { buttonClass, type ButtonStyle } from './button';
import styles from './file-button.module.css';

/** What a file chooser answers: at least one file. */
export type ChosenFiles = [File, ...File[]];

interface FileButtonProps {
  id: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  size?: ButtonStyle['size'];
  labelledBy?: string;
  describedBy?: string;
  invalid?: boolean;
  onFiles: (files: ChosenFiles) => void;
  /** The button's words. */
  children: ReactNode;
}

/** A file input hidden behind a secondary button: the page, not a native "No file chosen", says what is chosen. */
export function FileButton({
  id,
  size,
  labelledBy,
  describedBy,
  invalid,
  onFiles,
  children,
  ...input
}: FileButtonProps) {
  function pick(event: ChangeEvent<HTMLInputElement>) {
    const [first, ...rest] = Array.from(event.target.files ?? []);
    // The same file may be chosen again after it was removed.
    event.target.value = '';
    if (first) onFiles([first, ...rest]);
  }

  return (
    <>
      <input
        id={id}
        type="file"
        className={styles.input}
        onChange={pick}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        {...input}
      />
      <label htmlFor={id} className={`${buttonClass({ variant: 'secondary', size })} ${styles.button}`}>
        {children}
      </label>
    </>
  );
}
