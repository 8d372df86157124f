import { useId, useState, type ChangeEvent } from 'react';
import { buttonClass } from '../../../components/ui/button';
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

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
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
          <input
            id={id}
            type="file"
            accept="image/*"
            className={styles.fileInput}
            onChange={pick}
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-hint`}
            aria-invalid={problem ? true : undefined}
          />
          {/* The input itself is hidden: the preview, not "No file chosen", says what is chosen. */}
          <label
            htmlFor={id}
            className={`${buttonClass({ variant: 'secondary', size: 'sm' })} ${styles.pick}`}
          >
            {shown ? 'Replace image' : 'Choose image'}
          </label>
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
