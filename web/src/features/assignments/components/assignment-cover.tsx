import { useState } from 'react';
import { ClipboardIcon } from '../../../components/ui/icons';
import styles from './assignment-cover.module.css';

/** An assignment's cover, decorative; a missing or broken one steps aside for an icon. */
export function AssignmentCover({ src, className }: { src: string | null; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = src !== null && failed !== src;
  return (
    <div className={[styles.cover, className].filter(Boolean).join(' ')}>
      {shown ? (
        <img src={src} alt="" loading="lazy" onError={() => setFailed(src)} />
      ) : (
        <ClipboardIcon size={40} aria-hidden="true" />
      )}
    </div>
  );
}
