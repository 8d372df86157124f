import { useId, type ReactNode } from 'react';
import { FileButton, type ChosenFiles } from '../../../components/ui/file-button';
import { PlusSquareIcon } from '../../../components/ui/icons';
import type { FILE_WORDS } from '../messages';
import styles from './task-form.module.css';

interface FilePickProps {
  words: (typeof FILE_WORDS)[keyof typeof FILE_WORDS];
  /** The fewest files the task takes: the hint asks for them. */
  min: number;
  /** The hint's second sentence: how many and how large. */
  limits: string;
  multiple?: boolean;
  disabled?: boolean;
  /** What was wrong with the last file chosen or sent, said under the button. */
  problem?: string | null;
  onFiles: (files: ChosenFiles) => void;
  /** The button's words. */
  button: string;
  /** What the picker shows after its button: the chosen files, a status. */
  children?: ReactNode;
}

/** A task's file picker: its label, hint, the button that opens the file chooser, then what was chosen. */
export function FilePick({ words, min, limits, problem, button, children, ...input }: FilePickProps) {
  const id = useId();
  return (
    <div className={styles.picker}>
      <span id={`${id}-label`} className={styles.label}>
        {words.label}
      </span>
      <p id={`${id}-hint`} className={styles.hint}>
        {words.pick(min)} {limits}
      </p>
      <FileButton
        id={id}
        accept={words.accept}
        labelledBy={`${id}-label`}
        describedBy={problem ? `${id}-problem` : `${id}-hint`}
        invalid={Boolean(problem)}
        {...input}
      >
        <PlusSquareIcon size={18} aria-hidden="true" />
        {button}
      </FileButton>
      {children}
      {problem && (
        <p id={`${id}-problem`} role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
    </div>
  );
}
