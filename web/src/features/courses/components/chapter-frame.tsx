import type { Chapter } from '@atelier/contract/courses';
import { useRef } from 'react';
import { MaximizeIcon } from '../../../components/ui/icons';
import styles from './viewer.module.css';

/** Only http(s) addresses are framed (the server checks too); anything else is never loaded. */
export function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * A page from another origin keeps its own origin (video players need it); one from ours must not,
 * or its scripts could read our storage, the session token among it. Without allow-same-origin it
 * runs in an opaque origin.
 */
export function sandboxFor(url: string): string {
  const ours = new URL(url, window.location.href).origin === window.location.origin;
  return ['allow-scripts', ...(ours ? [] : ['allow-same-origin']), 'allow-presentation', 'allow-popups'].join(
    ' ',
  );
}

const canFullscreen = () =>
  typeof document !== 'undefined' && typeof document.documentElement.requestFullscreen === 'function';

/** The chapter's content URL in a sandboxed frame, or a message in its place. */
export function ChapterFrame({ chapter, message }: { chapter?: Chapter; message?: string }) {
  const container = useRef<HTMLDivElement>(null);
  if (!chapter || !isHttpUrl(chapter.content)) {
    return (
      <div className={`${styles.frame} ${styles.frameMessage}`}>
        <p role="status">{message}</p>
      </div>
    );
  }
  return (
    <div className={styles.frameBlock}>
      <div ref={container} className={styles.frame}>
        <iframe
          key={chapter._id}
          src={chapter.content}
          title={`Chapter: ${chapter.name}`}
          sandbox={sandboxFor(chapter.content)}
          allow="fullscreen; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
      {canFullscreen() && (
        <button
          type="button"
          className={styles.fullscreen}
          onClick={() => void Promise.resolve(container.current?.requestFullscreen()).catch(() => undefined)}
        >
          <MaximizeIcon size={16} /> Full screen
        </button>
      )}
    </div>
  );
}
