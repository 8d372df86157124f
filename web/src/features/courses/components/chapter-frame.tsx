import type { Chapter } from '@atelier/contract/courses';
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

/** The chapter's content URL in a sandboxed frame, or a message in its place. */
export function ChapterFrame({ chapter, message }: { chapter?: Chapter; message?: string }) {
  if (!chapter || !isHttpUrl(chapter.content)) {
    return (
      <div className={`${styles.frame} ${styles.frameMessage}`}>
        <p role="status">{message}</p>
      </div>
    );
  }
  return (
    <div className={styles.frame}>
      <iframe
        key={chapter._id}
        src={chapter.content}
        title={`Chapter: ${chapter.name}`}
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        allow="fullscreen; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
