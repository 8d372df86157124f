import { useId, useState } from 'react';
import { FileButton, type ChosenFiles } from '../../../components/ui/file-button';
import { CloseIcon, FolderIcon } from '../../../components/ui/icons';
import { ASSIGNMENT_TEXT } from '../messages';
import styles from './assignment-form.module.css';
import text from '../../../styles/form-text.module.css';
import { usePickedImages } from '../hooks/picked-images';

interface CoverPickerProps {
  /** The cover the assignment has now (edit): shown until another is chosen. */
  current: string | null;
  onChange: (file: File | null) => void;
}

/** The cover image: a file picker with a preview of the chosen image, or of the current cover. */
export function CoverPicker({ current, onChange }: CoverPickerProps) {
  const id = useId();
  const picked = usePickedImages(1);
  const [problem, setProblem] = useState<string>();
  const [chosen] = picked.images;
  const shown = chosen?.url ?? current;

  function pick([file]: ChosenFiles) {
    picked.clear();
    const [refused] = picked.add([file]);
    setProblem(refused);
    onChange(refused ? null : file);
  }

  function remove() {
    picked.clear();
    setProblem(undefined);
    onChange(null);
  }

  return (
    <div className={styles.cover}>
      <span id={`${id}-label`} className={text.label}>
        Cover image
      </span>
      <div className={styles.coverRow}>
        <div className={styles.coverPreview}>
          {shown ? (
            <img src={shown} alt={chosen ? `Preview of ${chosen.file.name}` : 'Current cover'} />
          ) : (
            <FolderIcon size={32} aria-hidden="true" />
          )}
        </div>
        <div className={styles.coverControls}>
          <FileButton
            id={id}
            accept="image/*"
            size="sm"
            onFiles={pick}
            labelledBy={`${id}-label`}
            describedBy={`${id}-hint`}
            invalid={Boolean(problem)}
          >
            {shown ? 'Replace image' : 'Choose image'}
          </FileButton>
          {chosen && (
            <button type="button" className={styles.textButton} onClick={remove}>
              <CloseIcon size={16} aria-hidden="true" /> Remove {current ? 'new cover' : 'cover'}
            </button>
          )}
          <p
            id={`${id}-hint`}
            className={problem ? text.error : text.hint}
            role={problem ? 'alert' : undefined}
          >
            {problem ?? (current ? ASSIGNMENT_TEXT.keepCoverHint : ASSIGNMENT_TEXT.coverHint)}
          </p>
        </div>
      </div>
    </div>
  );
}
