import { Modal } from '../../../components/ui/modal';
import styles from './submission-card.module.css';

interface ImageViewerProps {
  url: string;
  title: string;
  onClose: () => void;
}

/** A submitted image at full size, with a way to open it in a tab of its own. */
export function ImageViewer({ url, title, onClose }: ImageViewerProps) {
  return (
    <Modal title={title} onClose={onClose} wide>
      <div className={styles.viewer}>
        <img src={url} alt={title} />
        <a href={url} target="_blank" rel="noopener noreferrer" className={styles.viewerLink}>
          Open in a new tab
        </a>
      </div>
    </Modal>
  );
}
