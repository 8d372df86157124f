import { useId, type ChangeEvent } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { CloseIcon, PlusSquareIcon } from '../../../components/ui/icons';
import { ASSIGNMENT_LIMITS, ASSIGNMENT_TEXT } from '../messages';
import styles from './task-form.module.css';
import type { PickedImage } from '../hooks/picked-images';

interface ImagePickerProps {
  images: readonly PickedImage[];
  /** Adds chosen files; answers the problems of those it refused. */
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  problems: readonly string[];
}

const { minFiles, maxFiles } = ASSIGNMENT_LIMITS;

/** The task's images: a picker that adds to the chosen ones, each shown with a way to remove it. */
export function ImagePicker({ images, onAdd, onRemove, problems }: ImagePickerProps) {
  const id = useId();

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // The same file may be chosen again after it was removed.
    event.target.value = '';
    if (files.length > 0) onAdd(files);
  }

  return (
    <div className={styles.picker}>
      <span id={`${id}-label`} className={styles.label}>
        Images
      </span>
      <p id={`${id}-hint`} className={styles.hint}>
        {ASSIGNMENT_TEXT.pickImages(minFiles)} At most {maxFiles}, each up to{' '}
        {ASSIGNMENT_LIMITS.imageBytes / 1024 / 1024} MB.
      </p>
      <input
        id={id}
        type="file"
        accept="image/*"
        multiple
        className={styles.fileInput}
        onChange={pick}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
      />
      {/* The input itself is hidden: its native "No file chosen" would contradict the list below. */}
      <label htmlFor={id} className={`${buttonClass({ variant: 'secondary' })} ${styles.pick}`}>
        <PlusSquareIcon size={18} aria-hidden="true" />
        {images.length === 0 ? 'Choose images' : 'Add more images'}
      </label>
      {problems.length > 0 && (
        <ul className={styles.problems} role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <p className={styles.count} role="status" data-enough={images.length >= minFiles || undefined}>
        {ASSIGNMENT_TEXT.chosenCount(images.length, minFiles)}
      </p>
      {images.length > 0 && (
        <ul className={styles.previews} aria-label="Chosen images">
          {images.map((image) => (
            <li key={image.id} className={styles.preview}>
              <img src={image.url} alt={`Preview of ${image.file.name}`} />
              <span className={styles.previewName}>{image.file.name}</span>
              <button
                type="button"
                className={styles.remove}
                onClick={() => onRemove(image.id)}
                aria-label={`Remove ${image.file.name}`}
              >
                <CloseIcon size={16} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
