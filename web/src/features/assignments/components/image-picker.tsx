import { CloseIcon } from '../../../components/ui/icons';
import { FilePick } from './file-pick';
import type { TaskAccepts } from '@atelier/contract/reviews';
import { ASSIGNMENT_LIMITS, FILE_WORDS, PDF_BYTES, chosenText } from '../messages';
import styles from './task-form.module.css';
import { isPdf, type PickedImage } from '../hooks/picked-images';

interface ImagePickerProps {
  /** What the task takes (images, the spec's default). */
  accepts?: TaskAccepts;
  minFiles?: number;
  images: readonly PickedImage[];
  /** Adds chosen files; answers the problems of those it refused. */
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  problems: readonly string[];
}

const { maxFiles } = ASSIGNMENT_LIMITS;

/** The task's files: a picker that adds to the chosen ones, each shown with a way to remove it. */
export function ImagePicker({
  accepts = 'images',
  minFiles = ASSIGNMENT_LIMITS.minFiles,
  images,
  onAdd,
  onRemove,
  problems,
}: ImagePickerProps) {
  const words = FILE_WORDS[accepts];

  return (
    <FilePick
      words={words}
      min={minFiles}
      limits={`At most ${maxFiles}, ${
        accepts === 'pdf'
          ? `each up to ${PDF_BYTES / 1024 / 1024} MB.`
          : `each image up to ${ASSIGNMENT_LIMITS.imageBytes / 1024 / 1024} MB${accepts === 'both' ? `, each PDF up to ${PDF_BYTES / 1024 / 1024} MB` : ''}.`
      }`}
      multiple
      onFiles={onAdd}
      button={
        accepts === 'images'
          ? images.length === 0
            ? 'Choose images'
            : 'Add more images'
          : images.length === 0
            ? 'Choose files'
            : 'Add more files'
      }
    >
      {problems.length > 0 && (
        <ul className={styles.problems} role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <p className={styles.count} role="status" data-enough={images.length >= minFiles || undefined}>
        {chosenText(images.length, minFiles, accepts)}
      </p>
      {images.length > 0 && (
        <ul className={styles.previews} aria-label={accepts === 'images' ? 'Chosen images' : 'Chosen files'}>
          {images.map((image) => (
            <li key={image.id} className={styles.preview}>
              {isPdf(image.file) ? (
                <span className={styles.pdfTile} role="img" aria-label={`PDF ${image.file.name}`}>
                  PDF
                </span>
              ) : (
                <img src={image.url} alt={`Preview of ${image.file.name}`} />
              )}
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
    </FilePick>
  );
}
