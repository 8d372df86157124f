import { CloseIcon, FileTextIcon } from '../../../components/ui/icons';
import { kindOf, type Attachment } from './attachment';
import styles from './forum.module.css';

/** The chosen file before posting: the photo, the video, or the document's name; and a way to drop it. */
export function AttachmentPreview({
  attachment,
  onRemove,
}: {
  attachment: Attachment;
  onRemove: () => void;
}) {
  const { file, url } = attachment;
  const kind = kindOf(file);

  return (
    <figure className={styles.preview}>
      {kind === 'image' && url && <img src={url} alt={`Preview of ${file.name}`} />}
      {kind === 'video' && url && <video src={url} controls muted aria-label={`Preview of ${file.name}`} />}
      <figcaption className={styles.previewName}>
        {kind === 'document' && <FileTextIcon size={18} />}
        <span>{file.name}</span>
      </figcaption>
      <button type="button" className={styles.removeAttachment} onClick={onRemove}>
        <CloseIcon size={16} />
        Remove attachment
      </button>
    </figure>
  );
}
