import { useState } from 'react';
import { QuizIcon } from '../../../components/ui/icons';
import styles from './quiz-card-cover.module.css';

/**
 * A quiz's cover picture, decorative (the title is beside it). A cover that is missing or fails to
 * load steps aside for an icon on a soft backdrop, rather than the browser's broken-image sign.
 */
export function QuizCardCover({ src, className }: { src: string; className?: string }) {
  const [failed, setFailed] = useState<string>();
  const shown = Boolean(src) && failed !== src;
  return (
    <div className={[styles.cover, className].filter(Boolean).join(' ')}>
      {shown ? (
        <img src={src} alt="" loading="lazy" onError={() => setFailed(src)} />
      ) : (
        <QuizIcon size={40} aria-hidden="true" data-testid="cover-fallback" />
      )}
    </div>
  );
}
