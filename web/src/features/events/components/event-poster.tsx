import { useState } from 'react';
import { TicketIcon } from '../../../components/ui/icons';
import styles from './event-poster.module.css';

interface EventPosterProps {
  src: string;
  /** The event's name, for the picture's text; empty where the name sits right beside it. */
  alt?: string;
  lazy?: boolean;
  className?: string;
}

/**
 * An event's poster on a soft backdrop; a poster that fails to load steps aside for an icon,
 * rather than the browser's broken-image sign.
 */
export function EventPoster({ src, alt = '', lazy = false, className }: EventPosterProps) {
  const [failed, setFailed] = useState<string>();
  const shown = Boolean(src) && failed !== src;
  return (
    <div className={[styles.poster, className].filter(Boolean).join(' ')}>
      {shown ? (
        <img src={src} alt={alt} loading={lazy ? 'lazy' : undefined} onError={() => setFailed(src)} />
      ) : (
        <TicketIcon size={36} aria-hidden="true" />
      )}
    </div>
  );
}
