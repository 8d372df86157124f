import type { ForumMediaKind } from '@atelier/contract/forum';
import { FileTextIcon } from '../../../components/ui/icons';
import styles from './forum.module.css';

/** A post's attachment: the photo, the video with its controls, or a link to the document. */
export function PostMedia({ url, kind, author }: { url: string; kind: ForumMediaKind; author: string }) {
  if (kind === 'image')
    return <img className={styles.mediaImage} src={url} alt={`Photo posted by ${author}`} loading="lazy" />;
  if (kind === 'video')
    return (
      <video className={styles.mediaVideo} src={url} controls preload="metadata">
        <a href={url}>Open the video</a>
      </video>
    );
  return (
    <a className={styles.mediaDocument} href={url} target="_blank" rel="noopener noreferrer">
      <FileTextIcon size={18} />
      Open the attached document
    </a>
  );
}
