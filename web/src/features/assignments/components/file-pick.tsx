import type { ReactNode } from 'react';
import { FileButton, type ChosenFiles } from '../../../components/ui/file-button';
import { PlusSquareIcon } from '../../../components/ui/icons';
import styles from './task-form.module.css';

interface FilePickProps {
  /** The input's id (from `useId`); the label and hint take `<id>-label` and `<id>-hint`. */
  id: string;
  label: string;
  hint: ReactNode;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** What else describes the input (a problem shown below); the hint by default. */
  describedBy?: string;
  invalid?: boolean;
  onFiles: (files: ChosenFiles) => void;
  /** The button's words. */
  children: ReactNode;
}

/** A task's file picker head: its label, hint, and the button that opens the file chooser. */
export function FilePick({ id, label, hint, describedBy, children, ...input }: FilePickProps) {
  return (
    <>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      <FileButton id={id} labelledBy={`${id}-label`} describedBy={describedBy ?? `${id}-hint`} {...input}>
        <PlusSquareIcon size={18} aria-hidden="true" />
        {children}
      </FileButton>
    </>
  );
}
